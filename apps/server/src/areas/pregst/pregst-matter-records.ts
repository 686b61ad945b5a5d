import { createHash } from 'node:crypto';
import type { RowValues } from '../../lib/imports/import-kind';
import { REGISTRATION_FIELD, type PreGstRegime } from './pregst-fields';

/**
 * One sheet row is one matter (a notice or a proceeding) with its client: these turn it into the
 * records it touches. A matter's key comes from its law and reference number, so a re-import finds
 * it again; it looks like a hand-entered key, so Manual Notices can edit an imported notice.
 */
export function matterKey(kind: 'notice' | 'proceeding', regime: string, referenceNo: string): string {
  const hash = createHash('sha256').update(`${kind}|${regime}|${referenceNo.toUpperCase()}`).digest('hex');
  return `M-${hash.slice(0, 10).toUpperCase()}`;
}

export const rowKind = (row: RowValues) => (row.kind === 'proceeding' ? 'proceeding' : 'notice');

/** The account fields a row gives (blank cells are null: they leave the stored values). */
export function accountRow(row: RowValues): RowValues {
  const field = REGISTRATION_FIELD[row.regime as PreGstRegime];
  return {
    gstin: row.gstin,
    name: row.name ?? null,
    state: row.state ?? null,
    ...(field ? { [field]: row.registrationNo ?? null } : {}),
  };
}

export const ACCOUNT_FIELDS = ['name', 'state', 'serviceTaxRegNo', 'exciseRegNo', 'vatTin', 'cstNo'];

export function noticeRow(row: RowValues): RowValues {
  return {
    noticeId: matterKey('notice', String(row.regime), String(row.referenceNo)),
    referenceNo: row.referenceNo,
    gstin: row.gstin,
    regime: row.regime,
    registrationNo: row.registrationNo ?? null,
    noticeType: row.noticeType ?? null,
    subject: row.subject,
    legalSection: row.legalSection ?? null,
    period: row.period ?? null,
    issuedBy: row.issuedBy ?? null,
    issuedOn: row.issuedOn ?? null,
    dueDate: row.dueDate ?? null,
    hearingDate: row.hearingDate ?? null,
    amount: row.amount ?? null,
    proceedingId: row.proceedingRef
      ? matterKey('proceeding', String(row.regime), String(row.proceedingRef))
      : null,
  };
}

export const NOTICE_FIELDS = Object.keys(noticeRow({ regime: '', referenceNo: '' })).filter(
  (k) => k !== 'noticeId',
);

export function proceedingRow(row: RowValues): RowValues {
  return {
    proceedingId: matterKey('proceeding', String(row.regime), String(row.referenceNo)),
    referenceNo: row.referenceNo,
    gstin: row.gstin,
    regime: row.regime,
    subject: row.subject,
    forum: row.forum ?? null,
    stage: row.stage ?? null,
    period: row.period ?? null,
    startedOn: row.issuedOn ?? null,
    nextHearingDate: row.hearingDate ?? null,
    demandAmount: row.amount ?? null,
    orderNo: row.orderNo ?? null,
    orderDate: row.orderDate ?? null,
  };
}

export const PROCEEDING_FIELDS = Object.keys(proceedingRow({ regime: '', referenceNo: '' })).filter(
  (k) => k !== 'proceedingId',
);

/** Rows of one client collapse into one account row: a later cell with a value wins. */
export function accountsOf(rows: readonly RowValues[]): RowValues[] {
  const byGstin = new Map<string, RowValues>();
  for (const row of rows) {
    const next = accountRow(row);
    const before = byGstin.get(String(row.gstin)) ?? {};
    const merged: RowValues = { ...before };
    for (const [k, v] of Object.entries(next)) if (v != null) merged[k] = v;
    byGstin.set(String(row.gstin), merged);
  }
  return [...byGstin.values()];
}
