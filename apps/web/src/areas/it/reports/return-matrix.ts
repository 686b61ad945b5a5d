import type { ReturnCell, ReturnDetails } from '@taxdesk/domain';

/** What the Return Details matrix shows and exports, kept apart from the screen so it can be tested. */

export const NOT_FILED = 'Not filed';
export const NOT_SYNCED = 'Not synced';

type Account = ReturnDetails['accounts'][number];

/** A year with no return is "not filed" only once a sync has read the account's returns. */
function isNotFiled(a: Account, year: string): boolean {
  return a.returnsSynced && !a.returns[year]?.length;
}

const SHORT_STATUS: Record<string, string> = {
  'ITR Processed': 'Processed',
  'Successfully e-Verified': 'e-Verified',
  'Submitted and pending for e-Verification': 'Pending e-verification',
};

/** The portal's status, short enough for a matrix cell. */
export function shortStatus(status: string | null): string {
  return status ? (SHORT_STATUS[status] ?? status) : 'Filed';
}

/** The colour that says how far a return has got at CPC. */
export function returnStatusColor(status: string | null): string {
  const s = (status ?? '').toLowerCase();
  if (s.includes('processed')) return 'teal';
  if (s.includes('verified') && !s.includes('pending')) return 'blue';
  if (s.includes('pending') || s.includes('submitted')) return 'orange';
  if (s.includes('defective') || s.includes('invalid')) return 'red';
  return 'gray';
}

export const isRevised = (c: ReturnCell) => c.filingType === 'R';

export function cellText(cells: readonly ReturnCell[] | undefined, synced = true): string {
  if (!cells?.length) return synced ? NOT_FILED : NOT_SYNCED;
  return cells
    .map((c) =>
      [
        c.form,
        isRevised(c) ? '(revised)' : null,
        c.status ? `· ${c.status}` : null,
        c.filedOn ? `· ${c.filedOn}` : null,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join(' | ');
}

/** Accounts matching a text (PAN or name) and, if asked, only those with a year not filed. */
export function visibleAccounts(
  data: ReturnDetails,
  text: string,
  onlyMissing: boolean,
): ReturnDetails['accounts'] {
  const needle = text.trim().toLowerCase();
  return data.accounts.filter(
    (a) =>
      (!needle || a.pan.toLowerCase().includes(needle) || (a.name ?? '').toLowerCase().includes(needle)) &&
      (!onlyMissing || data.years.some((y) => isNotFiled(a, y))),
  );
}

export function matrixRows(data: ReturnDetails, accounts: ReturnDetails['accounts']): (string | number)[][] {
  return accounts.map((a) => [
    a.pan,
    a.name ?? '',
    a.branch ?? '',
    ...data.years.map((y) => cellText(a.returns[y], a.returnsSynced)),
  ]);
}

/** Filed and not filed per year, over the accounts shown. */
export function filedCounts(data: ReturnDetails, accounts: ReturnDetails['accounts']) {
  return data.years.map((y) => ({
    year: y,
    filed: accounts.filter((a) => a.returns[y]?.length).length,
    notFiled: accounts.filter((a) => isNotFiled(a, y)).length,
    notSynced: accounts.filter((a) => !a.returnsSynced).length,
  }));
}
