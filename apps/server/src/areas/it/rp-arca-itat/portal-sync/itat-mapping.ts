import { portalDate } from '../../../../lib/portal/dates';
import type { ItatCase } from '../connector/itat-client';

/** One spelling per appeal: `ita no. 0123 / mum / 2023` and `ITA 123/MUM/2023` are the same appeal. */
export function canonicalAppealNo(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .replace(/^(ITA|CO|SA|MA)\s*(?:NO\.?\s*)?0*(\d)/, '$1 $2')
    .trim();
}

const STATUS: Readonly<Record<string, string>> = {
  Pending: 'pending',
  'Fixed for hearing': 'fixed',
  Adjourned: 'adjourned',
  Heard: 'heard',
  Disposed: 'disposed',
};

/**
 * An appeal as the tribunal shows it, merged into what the firm keeps: the tribunal's facts
 * replace the stored ones; the firm's own notes (remarks) and its spelling of the assessee and of
 * the appeal number stay.
 */
export function mergeCase(c: ItatCase, stored: Record<string, unknown> | null): Record<string, unknown> {
  const assessee = c.filedBy === 'Revenue' ? c.respondent : c.appellant;
  const hearings = Array.isArray(c.hearings)
    ? (c.hearings as { hearingDate?: unknown; remarks?: unknown }[]).map((h) => ({
        date: portalDate(h.hearingDate),
        remarks: h.remarks ?? null,
      }))
    : [];
  return {
    ...stored,
    appealNo: (stored?.appealNo as string | undefined) ?? canonicalAppealNo(c.appealNo),
    pan: String(c.pan ?? stored?.pan ?? '').toUpperCase(),
    assesseeName: (stored?.assesseeName as string | undefined) || assessee || null,
    ay: c.assessmentYear ?? stored?.ay ?? null,
    bench: c.benchName ?? c.bench ?? stored?.bench ?? null,
    appealType: c.appealType ?? stored?.appealType ?? null,
    appellant:
      c.filedBy === 'Revenue'
        ? 'department'
        : c.filedBy === 'Assessee'
          ? 'assessee'
          : (stored?.appellant ?? null),
    filedOn: portalDate(c.dateOfFiling) ?? stored?.filedOn ?? null,
    status: STATUS[String(c.caseStatus)] ?? stored?.status ?? 'pending',
    nextHearingDate: portalDate(c.nextHearingDate),
    lastHearingDate: portalDate(c.lastHearingDate),
    orderDate: portalDate(c.dateOfOrder),
    result: c.result ?? null,
    coram: c.coram ?? null,
    appellantName: c.appellant ?? null,
    respondentName: c.respondent ?? null,
    hearings,
  };
}
