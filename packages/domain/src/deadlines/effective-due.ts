/**
 * The date that drives a record's work (reminders, lists, the calendar, Home): the earliest of
 * the portal's date, the statutory date and a person's target date that still matters
 * (docs/deadlines.md, "Which date drives"). Stored as the record's `due_on`.
 */

export type DueDates = {
  /** The record's own due date from the portal (or set by hand where the portal left it blank). */
  portal: string | null;
  /** The last day the law gives (the deadlines table). */
  statutory: string | null;
  /** A target date a person set. */
  target: string | null;
  /** An order: the appeal window replaces the reply date the portal still shows. */
  order?: boolean;
};

export type DueSource = 'portal' | 'statutory' | 'target';
export type EffectiveDue = { on: string | null; drivenBy: DueSource | null };

/**
 * Whether the statutory date still matters on `today`: it does while it is to come, and when
 * past only where the portal gives no later date. A portal date after a passed statutory date is
 * an extension granted or the officer's own date, and a record must not show overdue against a
 * date the authority itself moved on.
 */
export function statutoryMatters(d: DueDates, today: string): boolean {
  if (d.statutory == null) return false;
  if (d.statutory >= today) return true;
  return d.portal == null || d.portal <= d.statutory;
}

/** Ties go to the portal, then the law, then the person: the same day, named by who gave it first. */
export function effectiveDue(d: DueDates, today: string): EffectiveDue {
  const portal = d.order && d.statutory != null ? null : d.portal;
  const candidates: [DueSource, string | null][] = [
    ['portal', portal],
    ['statutory', statutoryMatters({ ...d, portal }, today) ? d.statutory : null],
    ['target', d.target],
  ];
  let best: EffectiveDue = { on: null, drivenBy: null };
  for (const [by, on] of candidates)
    if (on != null && (best.on == null || on < best.on)) best = { on, drivenBy: by };
  return best;
}
