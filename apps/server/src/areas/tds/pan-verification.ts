import { PAN_PATTERN, RESOURCES } from '@taxdesk/domain';
import { PortalError } from '../../lib/sync/portal-error';
import { TDS_FORMS, verifyPanOnTraces, type TdsForm } from './traces-api';
import type { TracesSyncRun } from './traces-sync-module';
import { saveTdsRecords } from './tds-sync-support';

/**
 * PAN verification of deductees for the screen: the list's layout is checked before any portal
 * call (every line a PAN, no more than the portal's patience allows), then each PAN is checked on
 * TRACES in the TAN's session and kept as a panVerification record.
 */

export const MAX_PANS = 100;

type PanListCheck =
  { ok: true; pans: string[] } | { ok: false; errors: { line: number; value: string; reason: string }[] };

export function checkPanList(lines: readonly string[], form: string): PanListCheck {
  const errors: { line: number; value: string; reason: string }[] = [];
  if (!(TDS_FORMS as readonly string[]).includes(form))
    errors.push({ line: 0, value: form, reason: 'Choose a form: 24Q, 26Q, 27Q or 27EQ' });
  const pans: string[] = [];
  lines.forEach((raw, i) => {
    const value = raw.trim().toUpperCase();
    if (value === '') return;
    if (!PAN_PATTERN.test(value))
      errors.push({ line: i + 1, value: raw, reason: 'Not a PAN (5 letters, 4 digits, a letter)' });
    else if (!pans.includes(value)) pans.push(value);
  });
  if (pans.length === 0 && errors.length === 0)
    errors.push({ line: 0, value: '', reason: 'The list has no PAN' });
  if (pans.length > MAX_PANS)
    errors.push({ line: 0, value: String(pans.length), reason: `At most ${MAX_PANS} PANs at once` });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, pans };
}

type PanResult = { pan: string; status: string; name: string | null; error: string | null };

export async function verifyPans(
  run: TracesSyncRun,
  pans: readonly string[],
  form: TdsForm,
): Promise<PanResult[]> {
  const results: PanResult[] = [];
  for (const pan of pans) {
    try {
      const { status, name } = await verifyPanOnTraces(run.portal, run.session, pan, form);
      results.push({ pan, status, name, error: null });
    } catch (err) {
      if (err instanceof PortalError && err.endsRun) throw err;
      results.push({ pan, status: 'NOT FOUND', name: null, error: (err as Error).message });
    }
  }
  await saveTdsRecords(
    run,
    RESOURCES.panVerification,
    results
      .filter((r) => r.error === null)
      .map((r) => ({
        data: {
          tan: run.accountKey,
          pan: r.pan,
          name: r.name,
          status: r.status,
          formType: form,
          verifiedOn: run.today,
        },
      })),
  );
  return results;
}
