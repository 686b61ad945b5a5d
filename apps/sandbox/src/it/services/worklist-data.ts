import { Rng } from '../../rng';
import type { ItAccountProfile } from '../accounts';
import { TIMELINE_ANCHOR, formatIstDate, istDay } from '../dates';
import type { ItPortal } from '../portal-state';
import { caAssignmentsOf } from './ca-data';
import {
  ID_MULTIPLIERS,
  ayText,
  days,
  endOfDay,
  officeTime,
  perAccount,
  rupees,
  workItemId,
} from './work-item-common';

/**
 * The portal's worklist: items for your action (accept a form the CA uploaded, e-verify a return,
 * respond to a demand, an authorisation request) with due dates, and items for your information
 * (return processed, refund credited). Done items stay listed as completed for a month, then the
 * portal drops them; information items drop after four months. Forms uploaded by the account's
 * CAs (ca-data.ts) become worklist items here, so the two agree.
 */

export type WorklistPlan = {
  processId: string;
  flag: 'FYA' | 'FYI';
  type: string;
  desc: string;
  ay: number | null;
  refNum: string | null;
  createdOn: number;
  dueDate: number | null;
  completedOn: number | null;
};

/** Completed items stay this long; information items this long after they appear. */
export const COMPLETED_KEPT_MS = days(30);
export const INFO_KEPT_MS = days(120);

function plan(seed: string, profile: ItAccountProfile, portal: ItPortal): WorklistPlan[] {
  const rng = new Rng(seed, 'it-worklist', profile.pan);
  const items: WorklistPlan[] = [];
  let slot = 0;
  const id = () => workItemId(profile.index * 64 + slot++, ID_MULTIPLIERS.worklist, 10);

  for (const a of caAssignmentsOf(portal, profile.pan) ?? []) {
    for (const f of a.forms) {
      items.push({
        processId: id(),
        flag: 'FYA',
        type: 'Accept or reject form uploaded by CA',
        desc:
          `Form ${f.formTypeCd} for AY ${ayText(f.ay)} uploaded by CA ${a.ca.name} (M.No. ${a.ca.membershipNum}) ` +
          'is pending for your acceptance.',
        ay: f.ay,
        refNum: f.transactionNo,
        createdOn: f.uploadedOn,
        dueDate: Math.max(f.dueDate, endOfDay(istDay(f.uploadedOn) + days(7))),
        completedOn: f.decidedOn,
      });
    }
  }

  for (let ay = 2023; ay <= 2026; ay++) {
    if (!rng.chance(0.4)) continue;
    const filedOn = officeTime(rng, Date.UTC(ay, 6, 10) + days(rng.int(0, 21)));
    const ackNum = workItemId(profile.index * 64 + slot, ID_MULTIPLIERS.worklistAck, 15);
    const itr = rng.pick(['ITR-1', 'ITR-2', 'ITR-3', 'ITR-4', 'ITR-5', 'ITR-6']);
    items.push({
      processId: id(),
      flag: 'FYA',
      type: 'e-Verify return',
      desc:
        `${itr} for AY ${ayText(ay)} filed on ${formatIstDate(filedOn)} (Ack. No. ${ackNum}) is pending for ` +
        'verification. Verify within 30 days of filing.',
      ay,
      refNum: ackNum,
      createdOn: filedOn,
      dueDate: endOfDay(istDay(filedOn) + days(30)),
      completedOn: officeTime(rng, istDay(filedOn) + days(rng.int(0, 35))),
    });
    const refund = rng.chance(0.5);
    items.push({
      processId: id(),
      flag: 'FYI',
      type: 'Return processed',
      desc:
        `Your ${itr} for AY ${ayText(ay)} (Ack. No. ${ackNum}) has been processed u/s 143(1)` +
        (refund ? ` with a refund of Rs. ${rupees(rng.int(1_000, 250_000))}.` : ' with no demand or refund.'),
      ay,
      refNum: ackNum,
      createdOn: officeTime(rng, istDay(filedOn) + days(rng.int(40, 150))),
      dueDate: null,
      completedOn: null,
    });
  }

  const demandAy = rng.int(2019, 2024);
  const demand = (createdOn: number) => ({
    processId: id(),
    flag: 'FYA' as const,
    type: 'Response to outstanding demand',
    desc:
      `Submit your response to the outstanding demand of Rs. ${rupees(rng.int(2_000, 900_000))} for AY ` +
      `${ayText(demandAy)} raised u/s 143(1)(a).`,
    ay: demandAy,
    refNum: `CPC/${String(demandAy % 100).padStart(2, '0')}${String((demandAy + 1) % 100).padStart(2, '0')}/A1/${rng.int(100_000_000, 999_999_999)}`,
    createdOn,
    dueDate: endOfDay(istDay(createdOn) + days(30)),
    completedOn: rng.chance(0.65) ? officeTime(rng, istDay(createdOn) + days(rng.int(5, 45))) : null,
  });
  if (rng.chance(0.35)) items.push(demand(officeTime(rng, TIMELINE_ANCHOR - days(rng.int(20, 400)))));

  if (rng.chance(0.2)) {
    const createdOn = officeTime(rng, TIMELINE_ANCHOR - days(rng.int(5, 300)));
    items.push({
      processId: id(),
      flag: 'FYA',
      type: 'Authorised representative request',
      desc:
        'A request to act as your authorised representative for e-proceedings has been raised. ' +
        'Accept or reject it.',
      ay: null,
      refNum: null,
      createdOn,
      dueDate: endOfDay(istDay(createdOn) + days(30)),
      completedOn: rng.chance(0.7) ? officeTime(rng, istDay(createdOn) + days(rng.int(1, 20))) : null,
    });
  }

  if (rng.chance(0.4)) {
    const createdOn = officeTime(rng, TIMELINE_ANCHOR - days(rng.int(3, 100)));
    items.push({
      processId: id(),
      flag: 'FYI',
      type: 'Refund credited',
      desc: `Refund of Rs. ${rupees(rng.int(500, 180_000))} has been credited to your pre-validated bank account.`,
      ay: rng.int(2022, 2025),
      refNum: null,
      createdOn,
      dueDate: null,
      completedOn: null,
    });
  }

  // Work that arrives after the anchor, found by a later sync.
  if (rng.chance(0.6)) {
    const createdOn = officeTime(rng, TIMELINE_ANCHOR + days(rng.int(2, 30)));
    items.push(
      rng.chance(0.5)
        ? demand(createdOn)
        : {
            processId: id(),
            flag: 'FYI',
            type: 'Form 26AS updated',
            desc: 'New TDS/TCS entries have been reported against your PAN. View Form 26AS and AIS for details.',
            ay: 2027,
            refNum: null,
            createdOn,
            dueDate: null,
            completedOn: null,
          },
    );
  }
  return items;
}

export const worklistOf = perAccount(plan);

/** Whether the portal lists the item at `now`, and as what. */
export function worklistStatus(item: WorklistPlan, now: number): 'PENDING' | 'COMPLETED' | 'INFO' | null {
  if (item.createdOn > now) return null;
  if (item.flag === 'FYI') return now < item.createdOn + INFO_KEPT_MS ? 'INFO' : null;
  if (item.completedOn === null || now < item.completedOn) return 'PENDING';
  return now < item.completedOn + COMPLETED_KEPT_MS ? 'COMPLETED' : null;
}
