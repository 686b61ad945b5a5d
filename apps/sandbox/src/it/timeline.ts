import { Rng } from '../rng';
import type { ItAccountProfile } from './accounts';
import {
  DAY_MS,
  TIMELINE_ANCHOR,
  atIst,
  financialYearOf,
  formatIstDate,
  istDay,
  MINUTE_MS,
  yearLabel,
} from './dates';
import { closureSeqNoFor, dinNumberFor, docIdFor, headerSeqNoFor, proceedingReqIdFor } from './ids';
import { KIND_BY_KEY, PROCEEDING_KINDS } from './notice-kinds';
import type { KindKey, NoticeStep, ProceedingKind } from './notice-kinds';

/**
 * An account's whole e-proceedings history, past and scheduled, as absolute instants. What the
 * portal shows at a given time is a projection of it (see proceedings.ts).
 */

export type SandboxDoc = {
  docId: number;
  fileName: string;
  title: string;
  din: string;
  kind: 'notice' | 'annexure' | 'closure';
};

export type SandboxNotice = {
  headerSeqNo: string;
  din: string;
  step: NoticeStep;
  issuedOn: number;
  servedOn: number | null;
  responseDueDate: number | null;
  respondedOn: number | null;
  docs: SandboxDoc[];
  /** The top-level `satDocId` of noticeletterpdf: not always the notice's own PDF. */
  satDocId: number;
};

export type SandboxProceeding = {
  proceedingReqId: string;
  kind: ProceedingKind;
  ay: number;
  notices: SandboxNotice[];
  closedOn: number | null;
  /** The portal leaves the closure date blank on some closed proceedings. */
  closureDateShown: boolean;
  closureSeqNo: string | null;
  closureDocs: SandboxDoc[];
  fyiWhileOpen: boolean;
};

export type AccountTimeline = { profile: ItAccountProfile; proceedings: SandboxProceeding[] };

/** Nothing is scheduled further ahead than this, so the timeline stays small. */
const HORIZON = TIMELINE_ANCHOR + 150 * DAY_MS;

type Builder = { profile: ItAccountProfile; rng: Rng; slot: number; docSlot: number };

function closeChance(ay: number): number {
  if (ay <= 2020) return 0.9;
  return ({ 2021: 0.8, 2022: 0.65, 2023: 0.45, 2024: 0.3 } as Record<number, number>)[ay] ?? 0.15;
}

function dinFor(
  b: Builder,
  kind: ProceedingKind,
  section: string,
  ay: number,
  issuedOn: number,
  slot: number,
) {
  const number = dinNumberFor(b.profile.index, slot);
  if (kind.module === 'CPC') {
    const ayShort = `${String(ay % 100).padStart(2, '0')}${String((ay + 1) % 100).padStart(2, '0')}`;
    return { din: `CPC/${ayShort}/${kind.cpcCode}/${number}`, number };
  }
  const unit = section === '143(2)' || section === '142(1)' ? 'S' : 'F';
  return {
    din: `ITBA/${kind.module}/${unit}/${section}/${yearLabel(financialYearOf(issuedOn))}/${number}(1)`,
    number,
  };
}

function makeNotice(b: Builder, proc: SandboxProceeding, step: NoticeStep, issuedOn: number): SandboxNotice {
  const { rng, profile } = b;
  const slot = b.slot++;
  const { din, number } = dinFor(b, proc.kind, step.section, proc.ay, issuedOn, slot);
  const day = istDay(issuedOn);
  const dueDays = rng.int(step.dueDays[0], step.dueDays[1]);
  const responseDueDate = rng.chance(step.dueChance) ? atIst(day + dueDays * DAY_MS, 23, 59, 59) : null;
  const respondedOn =
    responseDueDate !== null && rng.chance(0.7)
      ? atIst(day + rng.int(1, Math.max(1, dueDays - 1)) * DAY_MS, rng.int(11, 21), rng.int(0, 59))
      : null;
  const stamp = formatIstDate(issuedOn, '');
  const base = `${profile.pan}_${proc.ay}_${proc.kind.module}`;
  const gz = rng.chance(0.3) ? '.gz' : '';
  const own: SandboxDoc = {
    docId: docIdFor(profile.index, b.docSlot++),
    fileName: `${base}_Notice us ${step.section}_${number}(1)_${stamp}.pdf${gz}`,
    title: `Notice us ${step.section}`,
    din,
    kind: 'notice',
  };
  const docs = [own];
  if (step.annexureChance > 0 && rng.chance(step.annexureChance)) {
    docs.push({
      docId: docIdFor(profile.index, b.docSlot++),
      fileName: `${base}_${step.annexureTitle}_${number}(1)_${stamp}.pdf`,
      title: step.annexureTitle,
      din,
      kind: 'annexure',
    });
  } else {
    b.docSlot++;
  }
  return {
    headerSeqNo: headerSeqNoFor(profile.index, slot),
    din,
    step,
    issuedOn,
    servedOn: rng.chance(0.85) ? issuedOn + rng.int(1, 240) * MINUTE_MS : null,
    responseDueDate,
    respondedOn,
    docs,
    satDocId: docs.length > 1 && rng.chance(0.4) ? docs[1]!.docId : own.docId,
  };
}

/** An issue time in office hours in India, so the date is the same in IST and UTC. */
function officeTime(rng: Rng, day: number): number {
  return atIst(day, rng.int(10, 18), rng.int(0, 59), rng.int(0, 59));
}

function firstIssueDay(rng: Rng, kind: ProceedingKind, ay: number): number {
  const [years, minDays, maxDays] = kind.start;
  const day = Date.UTC(ay + years, 3, 1) + rng.int(minDays, maxDays) * DAY_MS;
  // Keep the bulk in the past; a few land just after the anchor as scheduled proceedings.
  if (day > TIMELINE_ANCHOR + 40 * DAY_MS) return TIMELINE_ANCHOR - rng.int(10, 300) * DAY_MS;
  return day;
}

function addProceeding(
  b: Builder,
  position: number,
  kind: ProceedingKind,
  ay: number,
  firstDay: number,
  maxNotices: number,
): SandboxProceeding {
  const { rng, profile } = b;
  const proc: SandboxProceeding = {
    proceedingReqId: proceedingReqIdFor(profile.index, position),
    kind,
    ay,
    notices: [],
    closedOn: null,
    closureDateShown: rng.chance(0.75),
    closureSeqNo: null,
    closureDocs: [],
    fyiWhileOpen: rng.chance(kind.fyiChance),
  };
  const count = rng.int(1, Math.min(maxNotices, kind.steps.length));
  let issuedOn = officeTime(rng, firstDay);
  for (let i = 0; i < count; i++) {
    if (i > 0)
      issuedOn = officeTime(rng, istDay(issuedOn) + rng.int(kind.gapDays[0], kind.gapDays[1]) * DAY_MS);
    if (i > 0 && issuedOn > HORIZON) break;
    proc.notices.push(makeNotice(b, proc, kind.steps[i]!, issuedOn));
  }
  return proc;
}

function close(b: Builder, proc: SandboxProceeding, position: number): void {
  const { rng, profile } = b;
  const last = proc.notices[proc.notices.length - 1]!;
  const closedOn = officeTime(rng, istDay(last.issuedOn) + rng.int(20, 120) * DAY_MS);
  if (closedOn > TIMELINE_ANCHOR + 60 * DAY_MS) return;
  proc.closedOn = closedOn;
  if (proc.kind.closureDocs.length === 0 || !rng.chance(0.85)) return;
  proc.closureSeqNo = closureSeqNoFor(profile.index, position);
  const titles = proc.kind.closureDocs.filter((_, i) => i === 0 || rng.chance(0.7));
  proc.closureDocs = titles.map((title, k) => {
    const docId = docIdFor(profile.index, 160 + position * 4 + k);
    const orderSection = proc.kind.steps[proc.kind.steps.length - 1]!.section;
    const { din, number } = dinFor(b, proc.kind, orderSection, proc.ay, closedOn, 60 + position * 4 + k);
    return {
      docId,
      fileName: `70000000${docId}_${proc.closureSeqNo}_${proc.ay}_${proc.kind.module}_${profile.pan}_${title}_${number}(1)_${formatIstDate(closedOn, '')}.pdf`,
      title,
      din,
      kind: 'closure',
    };
  });
}

/**
 * A notice scheduled days after the anchor on a proceeding still open then, so that syncing again
 * later finds it and a grown `viewNoticeCount`.
 */
function scheduleNextNotice(b: Builder, procs: SandboxProceeding[]): void {
  const open = procs.filter(
    (p) =>
      (p.closedOn === null || p.closedOn > TIMELINE_ANCHOR + 30 * DAY_MS) &&
      p.notices.length < p.kind.steps.length &&
      p.notices[p.notices.length - 1]!.issuedOn < TIMELINE_ANCHOR + 14 * DAY_MS,
  );
  if (open.length === 0) return;
  const proc = b.rng.pick(open);
  const last = proc.notices[proc.notices.length - 1]!.issuedOn;
  const day = Math.max(istDay(last) + 7 * DAY_MS, TIMELINE_ANCHOR + b.rng.int(2, 16) * DAY_MS);
  proc.notices.push(makeNotice(b, proc, proc.kind.steps[proc.notices.length]!, officeTime(b.rng, day)));
  proc.closedOn = null;
  proc.closureSeqNo = null;
  proc.closureDocs = [];
}

const SCHEDULABLE: readonly KindKey[] = ['verification', 'defective', 'adjustment', 'rectification'];

export function generateTimeline(seed: string, profile: ItAccountProfile): AccountTimeline {
  const rng = new Rng(seed, 'it-timeline', profile.pan);
  const b: Builder = { profile, rng, slot: 0, docSlot: 0 };
  let count = rng.weighted([
    [0, 10],
    [1, 20],
    [2, 22],
    [3, 20],
    [4, 13],
    [5, 9],
    [6, 6],
  ]);
  // Accounts with a failure mode need data behind the failure, or it is never exercised.
  if (profile.behaviour !== 'normal') count = Math.max(count, 2);
  const used = new Set<string>();
  const procs: SandboxProceeding[] = [];
  for (let attempt = 0; procs.length < count && attempt < count * 4; attempt++) {
    const kind = rng.weighted(PROCEEDING_KINDS.map((k) => [k, k.weight] as const));
    const ay = rng.weighted(
      Array.from(
        { length: kind.ayRange[1] - kind.ayRange[0] + 1 },
        (_, i) => [kind.ayRange[0] + i, 1 + i] as const,
      ),
    );
    if (used.has(`${kind.key}/${ay}`)) continue;
    used.add(`${kind.key}/${ay}`);
    const proc = addProceeding(b, procs.length, kind, ay, firstIssueDay(rng, kind, ay), 5);
    if (rng.chance(Math.min(0.95, closeChance(ay) + kind.closeBias))) close(b, proc, procs.length);
    procs.push(proc);
  }
  if (procs.length > 0 && rng.chance(0.65)) scheduleNextNotice(b, procs);
  if (procs.length < 6 && rng.chance(0.25)) {
    const kind = KIND_BY_KEY[rng.pick(SCHEDULABLE)];
    const ay = rng.int(Math.max(kind.ayRange[0], 2022), kind.ayRange[1]);
    if (!used.has(`${kind.key}/${ay}`)) {
      procs.push(addProceeding(b, procs.length, kind, ay, TIMELINE_ANCHOR + rng.int(3, 40) * DAY_MS, 2));
    }
  }
  return { profile, proceedings: procs };
}
