import { Rng } from '../../rng';
import type { ItAccountProfile } from '../accounts';
import { MINUTE_MS, TIMELINE_ANCHOR, atIst, istDay } from '../dates';
import type { ItPortal } from '../portal-state';
import type { SandboxNotice, SandboxProceeding } from '../timeline';
import { ID_MULTIPLIERS, days, endOfDay, officeTime, perAccount, workItemId } from './work-item-common';

/**
 * Adjournment and video-conferencing requests an assessee filed against e-proceeding notices.
 * They hang off the account's e-proceedings timeline: only notices with a response due date of
 * the assessment units (not the processing centre) get them, filed between issue and due date,
 * decided by the AO a few days later. Requests on notices issued after the anchor appear as the
 * clock moves on, and pending ones get decided.
 */

export type AdjVcRequestPlan = {
  adjVcReqstId: string;
  reqstType: 'ADJ' | 'VC';
  proceeding: SandboxProceeding;
  notice: SandboxNotice;
  submittedOn: number;
  decidedOn: number;
  granted: boolean;
  reason: string;
  remarks: string;
  aoRemarks: string;
  /** ADJ: the date asked for and the one granted. */
  soughtTill: number | null;
  grantedTill: number | null;
  /** VC: what the assessee asked for and what the AO scheduled. */
  prefDate: number | null;
  prefSlot: string | null;
  scheduledOn: number | null;
  slot: string | null;
  meetingId: string | null;
};

const ADJ_REASONS: readonly (readonly [string, string])[] = [
  [
    'Time required to collate documents',
    'The assessee requires additional time to compile the ledger extracts, bank statements and ' +
      'supporting vouchers called for in the notice. It is requested that the compliance date be ' +
      'extended so that a complete reply can be filed.',
  ],
  [
    'Authorised representative not available',
    'The authorised representative handling the matter is pre-occupied with tax audit assignments ' +
      'falling due this month. A short adjournment is requested.',
  ],
  [
    'Assessee unwell',
    'The assessee is unwell and advised rest for two weeks; medical certificate attached. It is ' +
      'requested that the proceedings be adjourned.',
  ],
  [
    'Information awaited from third parties',
    'Confirmations from debtors and the bank certificate of interest are awaited. The reply will ' +
      'be filed as soon as they are received.',
  ],
  [
    'Books of account under audit',
    'The books of account for the year are with the statutory auditor. Adjournment is requested ' +
      'till the audit is completed.',
  ],
];

const VC_REASONS: readonly (readonly [string, string])[] = [
  [
    'To explain the submissions in person',
    'The issues raised involve facts that are better explained in a personal hearing. The ' +
      'assessee requests a hearing through video conferencing.',
  ],
  [
    'Variation proposed in the show cause notice',
    'The show cause notice proposes a substantial variation to the returned income. The assessee ' +
      'wishes to be heard before the order is passed.',
  ],
  [
    'Voluminous evidence to be walked through',
    'The evidence runs into several hundred pages; a hearing will help explain the reconciliation ' +
      'to the assessing officer.',
  ],
];

const ADJ_GRANTED =
  'Adjournment granted. Submit the reply on or before the date allowed. No further adjournment will be given.';
const ADJ_REJECTED =
  'Adjournment request rejected as sufficient time has already been allowed. Submit the reply by the due date.';
const VC_SCHEDULED = 'Video conference scheduled. Join through the link at the time given.';
const VC_REJECTED =
  'Request for personal hearing not found necessary; the issues can be addressed through written submissions.';

const SLOTS: readonly (readonly [number, number])[] = [
  [11, 0],
  [11, 30],
  [12, 0],
  [15, 0],
  [15, 30],
  [16, 0],
];

function slotText([h, m]: readonly [number, number]): string {
  const end = h * 60 + m + 30;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(h)}:${pad(m)} - ${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

/** Sections heard by an assessment unit, where a personal hearing makes sense. */
const HEARING_SECTIONS = new Set(['143(2)', '142(1)', '143(3)', '148A(b)', '148', '144B', '270A']);

function eligible(proc: SandboxProceeding, notice: SandboxNotice): boolean {
  if (proc.kind.module === 'CPC' || notice.responseDueDate === null) return false;
  return istDay(notice.responseDueDate) - istDay(notice.issuedOn) >= days(4);
}

const NONE = {
  soughtTill: null,
  grantedTill: null,
  prefDate: null,
  prefSlot: null,
  scheduledOn: null,
  slot: null,
  meetingId: null,
};

type Filed = { proceeding: SandboxProceeding; notice: SandboxNotice; id: string; submittedOn: number };

/** An adjournment asked for `submittedOn`, decided a few days later, till a week or more past the due date. */
function adjournment(rng: Rng, f: Filed): AdjVcRequestPlan {
  const [reason, remarks] = rng.pick(ADJ_REASONS);
  const granted = rng.chance(0.7);
  const dueDay = istDay(f.notice.responseDueDate!);
  const soughtDay = dueDay + days(rng.int(7, 30));
  const grantedDay = Math.max(dueDay + days(5), soughtDay - days(rng.int(0, 7)));
  return {
    ...NONE,
    proceeding: f.proceeding,
    notice: f.notice,
    adjVcReqstId: f.id,
    reqstType: 'ADJ',
    submittedOn: f.submittedOn,
    decidedOn: officeTime(rng, istDay(f.submittedOn) + days(rng.int(1, 6))),
    granted,
    reason,
    remarks,
    aoRemarks: granted ? ADJ_GRANTED : ADJ_REJECTED,
    soughtTill: endOfDay(soughtDay),
    grantedTill: granted ? endOfDay(grantedDay) : null,
  };
}

/** A VC request: the preferred day a week or so out, the hearing on or just after it once scheduled. */
function vcRequest(rng: Rng, f: Filed, hearingDay?: number): AdjVcRequestPlan {
  const [reason, remarks] = rng.pick(VC_REASONS);
  const granted = rng.chance(0.75);
  const prefDay = hearingDay ?? istDay(f.submittedOn) + days(rng.int(5, 12));
  const prefSlot = rng.pick(SLOTS);
  const slotAt = rng.chance(0.6) ? prefSlot : rng.pick(SLOTS);
  const day = hearingDay ?? prefDay + days(rng.int(0, 3));
  const meetingId = `${rng.int(2510, 2519)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
  return {
    ...NONE,
    proceeding: f.proceeding,
    notice: f.notice,
    adjVcReqstId: f.id,
    reqstType: 'VC',
    submittedOn: f.submittedOn,
    decidedOn: officeTime(rng, istDay(f.submittedOn) + days(rng.int(1, 4))),
    granted,
    reason,
    remarks,
    aoRemarks: granted ? VC_SCHEDULED : VC_REJECTED,
    prefDate: endOfDay(prefDay),
    prefSlot: slotText(prefSlot),
    scheduledOn: granted ? atIst(day, slotAt[0], slotAt[1]) : null,
    slot: granted ? slotText(slotAt) : null,
    meetingId: granted ? meetingId : null,
  };
}

function openAt(proc: SandboxProceeding, at: number): boolean {
  return proc.closedOn === null || proc.closedOn > at;
}

function plan(seed: string, profile: ItAccountProfile, portal: ItPortal): AdjVcRequestPlan[] {
  const timeline = portal.timeline(profile.pan)!;
  const out: AdjVcRequestPlan[] = [];
  const id = (slot: number) => workItemId(profile.index * 256 + slot, ID_MULTIPLIERS.adjVc, 10);
  let ordinal = 0;
  for (const proc of timeline.proceedings) {
    for (const notice of proc.notices) {
      const slot = ordinal++ * 2;
      if (!eligible(proc, notice)) continue;
      const rng = new Rng(seed, 'it-adj-vc', profile.pan, notice.headerSeqNo);
      const issueDay = istDay(notice.issuedOn);
      const span = (istDay(notice.responseDueDate!) - issueDay) / days(1);
      const filedAt = () => officeTime(rng, issueDay + days(rng.int(1, span - 1)));
      if (rng.chance(0.45)) {
        const submittedOn = filedAt();
        if (openAt(proc, submittedOn))
          out.push(adjournment(rng, { proceeding: proc, notice, id: id(slot), submittedOn }));
      }
      if (HEARING_SECTIONS.has(notice.step.section) && rng.chance(0.35)) {
        const submittedOn = filedAt();
        if (openAt(proc, submittedOn))
          out.push(vcRequest(rng, { proceeding: proc, notice, id: id(slot + 1), submittedOn }));
      }
    }
  }
  // Work in flight at the anchor, so the demo and the proceeding calendar have dates ahead:
  // adjournments just asked for on notices falling due, hearings to be held in the coming weeks.
  const adjourned = new Set(out.filter((r) => r.reqstType === 'ADJ').map((r) => r.notice.headerSeqNo));
  for (const [position, proc] of timeline.proceedings.entries()) {
    if (proc.kind.module === 'CPC' || !openAt(proc, TIMELINE_ANCHOR + days(30))) continue;
    const notice = [...proc.notices].reverse().find((n) => n.issuedOn < TIMELINE_ANCHOR - days(2));
    if (!notice) continue;
    const rng = new Rng(seed, 'it-adj-vc-ahead', profile.pan, proc.proceedingReqId);
    const due = notice.responseDueDate;
    if (
      due !== null &&
      !adjourned.has(notice.headerSeqNo) &&
      due > TIMELINE_ANCHOR - days(30) &&
      due < TIMELINE_ANCHOR + days(40) &&
      rng.chance(0.7)
    ) {
      const latest = Math.min(TIMELINE_ANCHOR - days(1), istDay(due) - days(1)) - days(rng.int(0, 4));
      const submittedOn = officeTime(rng, Math.max(istDay(notice.issuedOn) + days(1), latest));
      out.push(adjournment(rng, { proceeding: proc, notice, id: id(200 + position * 2), submittedOn }));
    }
    if (HEARING_SECTIONS.has(notice.step.section) && rng.chance(0.8)) {
      const submittedOn = officeTime(
        rng,
        Math.max(istDay(notice.issuedOn) + days(1), TIMELINE_ANCHOR - days(rng.int(1, 8))),
      );
      const hearingDay = TIMELINE_ANCHOR + days(rng.int(3, 21));
      const filed = { proceeding: proc, notice, id: id(201 + position * 2), submittedOn };
      out.push(vcRequest(rng, filed, hearingDay));
    }
  }
  return out;
}

export const adjVcRequestsOf = perAccount(plan);

/** How long after its start a video conference counts as held. */
const HEARING_MS = 60 * MINUTE_MS;

export function adjVcStatus(req: AdjVcRequestPlan, now: number): string {
  if (now < req.decidedOn) return 'PENDING';
  if (req.reqstType === 'ADJ') return req.granted ? 'GRANTED' : 'REJECTED';
  if (!req.granted) return 'REJECTED';
  return now >= req.scheduledOn! + HEARING_MS ? 'CLOSED' : 'SCHEDULED';
}
