type ClosureDateFrom = 'portal' | 'seen' | 'timeline';
export type StoredClosure = { status: string | null; closedOn: string | null; from: string | null };

/**
 * The date a closed proceeding closed on, and where it comes from. The portal's own date wins; it
 * leaves some blank, and then TaxDesk uses the day a sync found the proceeding closed when it held
 * it open before, or, for one already closed when first seen, the last event of its timeline (the
 * latest response or notice). A date once worked out stays, so re-syncs change nothing.
 */
export function closureDate(
  proceeding: Record<string, unknown>,
  stored: StoredClosure | undefined,
  noticeDates: readonly (string | null)[],
  today: string,
): { date: string | null; from: ClosureDateFrom | null } {
  if (proceeding.proceedingStatus !== 'C') return { date: null, from: null };
  const portal = proceeding.proceedingClosureDate;
  if (typeof portal === 'string' && portal) return { date: portal, from: 'portal' };
  if (stored?.status === 'C' && stored.closedOn && /^\d{4}-\d{2}-\d{2}$/.test(stored.closedOn)) {
    const from = stored.from === 'seen' || stored.from === 'timeline' ? stored.from : 'portal';
    return { date: stored.closedOn, from };
  }
  if (stored && stored.status !== 'C') return { date: today, from: 'seen' };
  const events = [proceeding.issuedOn, proceeding.lastResponseSubmittedOn, ...noticeDates]
    .filter((d): d is string => typeof d === 'string' && d !== '')
    .sort();
  const last = events[events.length - 1];
  return last ? { date: last, from: 'timeline' } : { date: null, from: null };
}

/** Notice dates (`issued`) grouped by their proceeding, the timelines `closureDate` reads. */
export function noticeDatesByProceeding(
  rows: readonly { proceeding: string; issued: string | null }[],
): Map<string, (string | null)[]> {
  const out = new Map<string, (string | null)[]>();
  for (const r of rows) {
    const list = out.get(r.proceeding);
    if (list) list.push(r.issued);
    else out.set(r.proceeding, [r.issued]);
  }
  return out;
}
