import { computeDeadline, ruleFor } from './compute-deadline';
import { provisionText, type DeadlineDates, type DeadlineKind } from './deadline-rule';

/**
 * Which row of the deadlines table a record falls under, and from which of its dates: a pure
 * mapping per record type from the portal's own fields (section, form, folder, dates) to a kind
 * and its events. The sync calls it for every record it writes, so it reads nothing but the record.
 */

/** What a record's fields say about its deadline: the kind, the dates its period may run from, the day that picks the law. */
export type DeadlineSource = {
  kind: DeadlineKind;
  dates: DeadlineDates;
  /** The day that decides which law governs (ruleFor): the notice's or order's date. */
  recordDate: string;
  /**
   * The record is an order: its deadline is the appeal window, which opens when the order
   * arrives; a reply date the portal still shows for the proceeding is history by then.
   */
  order: boolean;
};

/** A record's statutory date, with the rule that gave it. */
export type RecordDeadline = {
  ruleId: string;
  title: string;
  provision: string;
  /** Null where the law leaves the period to the notice: the portal's date is then the deadline. */
  statutory: string | null;
  lastCondonable: string | null;
  openEndedCondonation: boolean;
  order: boolean;
};

type Data = Readonly<Record<string, unknown>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STAMP = /^\d{4}-\d{2}-\d{2}T/;
const IST_OFFSET_MS = 330 * 60_000;

/**
 * A field's day in India: `2026-05-10` as it is; a timestamp (`2026-05-09T18:30:00Z`) is the day
 * it was in India (10 May), the portals' clock and the day the law counts from.
 */
export function dayOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (DAY.test(value)) return value;
  if (!STAMP.test(value)) return null;
  const t = Date.parse(value);
  if (Number.isNaN(t)) return null;
  return new Date(t + IST_OFFSET_MS).toISOString().slice(0, 10);
}

function squash(value: unknown): string {
  return typeof value === 'string' ? value.toUpperCase().replace(/\s+/g, '') : '';
}

/** Income-tax notices by the section the portal prints (`148A(b)` is a 148A notice). */
const IT_NOTICE_KINDS: readonly [RegExp, DeadlineKind][] = [
  [/^142\(1\)/, 'it.reply.142(1)'],
  [/^143\(2\)/, 'it.reply.143(2)'],
  [/^148A/, 'it.reply.148A'],
  [/^133\(6\)/, 'it.reply.133(6)'],
  [/^139\(9\)/, 'it.reply.139(9)'],
  [/^245/, 'it.reply.245'],
];

/** GST forms a notice names (ASMT-10, DRC-01, ...), longest first so DRC-01A is not read as DRC-01. */
const GST_FORM_KINDS: readonly [string, DeadlineKind][] = [
  ['ASMT-10', 'gst.reply.asmt-10'],
  ['DRC-01A', 'gst.reply.drc-01a'],
  ['DRC-01', 'gst.reply.drc-01'],
  ['REG-03', 'gst.reply.reg-03'],
  ['REG-17', 'gst.reply.reg-17'],
];

function gstFormKind(text: unknown): DeadlineKind | null {
  const s = squash(text);
  return GST_FORM_KINDS.find(([form]) => s.includes(form))?.[1] ?? null;
}

/**
 * A notice sent on the portal is served the day it is sent (s. 282 of the 1961 Act and rule 127
 * of the Income-tax Rules: service by electronic mail or upload; s. 169(1)(d) CGST Act: making it
 * available on the common portal), so the issue date stands in for service when the portal
 * shows no separate served date.
 */
function served(issued: string, servedOn: unknown): DeadlineDates {
  const s = dayOf(servedOn) ?? issued;
  return { issued, served: s, communicated: s };
}

function source(
  kind: DeadlineKind,
  issued: string | null,
  servedOn: unknown,
  order = false,
): DeadlineSource | null {
  if (!issued) return null;
  return { kind, dates: served(issued, servedOn), recordDate: issued, order };
}

/** The mapping, per record type that has one. A type not here has no statutory date. */
export const RECORD_DEADLINE_SOURCES: Readonly<Record<string, (data: Data) => DeadlineSource | null>> = {
  itNotice: (d) => {
    const section = squash(d.noticeSection);
    const kind = IT_NOTICE_KINDS.find(([re]) => re.test(section))?.[1];
    return kind ? source(kind, dayOf(d.issuedOn), d.servedOn) : null;
  },
  // A demand notice (s. 156) is both a demand to pay (s. 220(1)) and, for an assessment or
  // penalty, the start of the appeal's 30 days (s. 249(2)(b)): the same day, so one rule serves.
  itDemand: (d) => source('it.demand.payment', dayOf(d.dateOfDemandraised), d.dateOfServiceNotice),
  // A proceeding closed by an order (assessment, penalty, rectification): appeal to the CIT(A).
  itProceeding: (d) => {
    const closed = dayOf(d.proceedingClosureDate);
    const hasOrder = typeof d.proceedingClosureOrder === 'string' && d.proceedingClosureOrder.trim() !== '';
    return closed && hasOrder ? source('it.appeal.cit_a', closed, null, true) : null;
  },
  gstNotice: (d) => {
    const issued = dayOf(d.dtOfIssue);
    if (squash(d.type).startsWith('ORDER'))
      return source('gst.appeal.appellate_authority', issued, null, true);
    const kind = gstFormKind(d.type);
    return kind ? source(kind, issued, null) : null;
  },
  // The case folders: an order (ORDRS) opens the appeal; a notice (NOTCE) by its form.
  gstCase: (d) => {
    const issued = dayOf(d.refdt);
    if (d.caseFolderTypeCd === 'ORDRS') return source('gst.appeal.appellate_authority', issued, null, true);
    if (d.caseFolderTypeCd !== 'NOTCE') return null;
    const kind = gstFormKind(d.title);
    return kind ? source(kind, issued, null) : null;
  },
  gstDemand: (d) => source('gst.demand.payment', dayOf(d.date), null),
};

export function deadlineSourceOf(type: string, data: Data): DeadlineSource | null {
  return RECORD_DEADLINE_SOURCES[type]?.(data) ?? null;
}

/**
 * A record's statutory date from the table (the row in force on its date), or null when its
 * type has no mapping, its fields name no kind, or no row covers its date.
 */
export function recordDeadline(type: string, data: Data): RecordDeadline | null {
  const src = deadlineSourceOf(type, data);
  if (!src) return null;
  const rule = ruleFor(src.kind, src.recordDate);
  if (!rule) return null;
  const result = computeDeadline(rule, src.dates);
  if (!result.ok) return null;
  return {
    ruleId: rule.id,
    title: rule.title,
    provision: provisionText(rule.provision),
    statutory: result.statutory,
    lastCondonable: result.lastCondonable,
    openEndedCondonation: result.openEndedCondonation,
    order: src.order,
  };
}
