import { buildPdf, type PdfLine } from '../../pdf';
import { Rng } from '../../rng';
import { generateItProfiles, type ItAccountProfile, type ItBehaviour } from '../accounts';
import { atIst, DAY_MS, formatIstDate, istDay, MINUTE_MS, TIMELINE_ANCHOR, yearLabel } from '../dates';
import { documentPdf } from '../documents';
import { dinNumberFor, docIdFor, headerSeqNoFor, proceedingReqIdFor } from '../ids';
import { BUSINESS_WORDS, SURNAMES } from '../seed-data';
import { generateTimeline, type SandboxProceeding } from '../timeline';

/**
 * Reply (RP) logins: e-filing logins of representatives (authorised representatives of clients),
 * whose "Other PAN/TAN" e-proceedings carry the proceedings and notices of every client they
 * represent, PANs (income tax) and TANs (TDS) alike, and the bulk requests they submitted.
 * Everything here depends only on the seed; what the portal shows depends on the clock.
 */

/**
 * Account indices of the seeded ids (proceedingReqId, headerSeqNo, DIN, docId) for RP logins and
 * their clients: far above the income-tax accounts' indices and below the ids' one-to-one limits.
 */
const RP_LOGIN_INDEX = 900_000;
const RP_CLIENT_INDEX = 900_200;
const CLIENTS_PER_LOGIN_SLOTS = 50;

const RP_BEHAVIOURS: readonly ItBehaviour[] = ['normal', 'normal', 'locked'];

/** Whether a portal login is one of the representatives' (and so has clients). */
export function isRpLogin(profile: ItAccountProfile): boolean {
  return profile.index >= RP_LOGIN_INDEX && profile.index < RP_LOGIN_INDEX + RP_BEHAVIOURS.length;
}

/** The representatives' own logins (PAN + password), the third one locked on the portal. */
export function rpLoginProfiles(seed: string): ItAccountProfile[] {
  // Representatives are people: the first individuals of a generated list.
  const people = generateItProfiles(`${seed}/rp-login`, 12).filter((p) => p.holderType === 'P');
  return people.slice(0, RP_BEHAVIOURS.length).map((p, i) => ({
    ...p,
    index: RP_LOGIN_INDEX + i,
    behaviour: RP_BEHAVIOURS[i]!,
  }));
}

export type RpEntityType = 'PAN' | 'TAN';

export type RpDocument = { docId: number; fileName: string; render(): Buffer };

export type RpNotice = {
  headerSeqNo: string;
  din: string;
  section: string;
  description: string;
  issuedOn: number;
  servedOn: number | null;
  responseDueDate: number | null;
  respondedOn: number | null;
  docs: RpDocument[];
};

export type RpClient = {
  entityNum: string;
  entityType: RpEntityType;
  name: string;
  authorisationType: string;
  authorisedFrom: number;
};

export type RpProceeding = {
  proceedingReqId: string;
  client: RpClient;
  proceedingName: string;
  ay: number;
  notices: RpNotice[];
  closedOn: number | null;
  closureDateShown: boolean;
  fyiWhileOpen: boolean;
};

export type RpBatchItem = {
  itemSeqNo: number;
  entityNum: string;
  proceedingReqId: string;
  headerSeqNo: string;
  ay: number;
  processedOn: number;
  ok: boolean;
  remarks: string;
};

export type RpBatch = {
  batchSeqId: string;
  requestType: 'NOTICE_DOWNLOAD' | 'RESPONSE_SUBMISSION' | 'ADJOURNMENT';
  requestDesc: string;
  submittedOn: number;
  items: RpBatchItem[];
};

export type RpWorld = {
  login: ItAccountProfile;
  clients: RpClient[];
  proceedings: RpProceeding[];
  batches: RpBatch[];
};

function fromTimeline(
  proc: SandboxProceeding,
  client: RpClient,
  timeline: ReturnType<typeof generateTimeline>,
) {
  return {
    proceedingReqId: proc.proceedingReqId,
    client,
    proceedingName: proc.kind.proceedingName,
    ay: proc.ay,
    closedOn: proc.closedOn,
    closureDateShown: proc.closureDateShown,
    fyiWhileOpen: proc.fyiWhileOpen,
    notices: proc.notices.map((n) => ({
      headerSeqNo: n.headerSeqNo,
      din: n.din,
      section: n.step.section,
      description: n.step.description,
      issuedOn: n.issuedOn,
      servedOn: n.servedOn,
      responseDueDate: n.responseDueDate,
      respondedOn: n.respondedOn,
      docs: n.docs.map((doc) => ({
        docId: doc.docId,
        fileName: doc.fileName.replace(/\.gz$/, ''),
        render: () => documentPdf({ doc, proceeding: proc, notice: n }, timeline),
      })),
    })),
  } satisfies RpProceeding;
}

type TdsKind = { name: string; sections: readonly [string, string][]; ayFrom: number };

/** The deductors' (TAN) proceedings a representative meets most: defaults, late statements, verification. */
const TDS_KINDS: readonly TdsKind[] = [
  {
    name: 'TDS Default Proceeding u/s 201(1)/201(1A)',
    sections: [
      ['201(1)', '[ITBA]Show cause notice for treating the deductor as assessee in default u/s 201(1)'],
      ['201(1A)', '[ITBA]Order u/s 201(1)/201(1A) of the Income-tax Act, 1961'],
    ],
    ayFrom: 2021,
  },
  {
    name: 'Penalty Proceeding u/s 271H',
    sections: [['274', '[ITBA]Show cause notice u/s 274 r.w.s. 271H for late filing of TDS statement']],
    ayFrom: 2022,
  },
  {
    name: 'Verification u/s 133(6) - TDS',
    sections: [
      ['133(6)', '[ITBA]Notice u/s 133(6) calling for details of deductions and payments'],
      ['133(6)', '[ITBA]Reminder notice u/s 133(6)'],
    ],
    ayFrom: 2023,
  },
  {
    name: 'Penalty Proceeding u/s 271C',
    sections: [['274', '[ITBA]Show cause notice u/s 274 r.w.s. 271C for failure to deduct tax']],
    ayFrom: 2020,
  },
];

function makeTan(rng: Rng, name: string): string {
  const city = rng.pick(['MUM', 'DEL', 'PNE', 'BLR', 'CHE', 'HYD', 'AHM', 'KOL']);
  return `${city}${name.charAt(0).toUpperCase()}${String(rng.int(10000, 99999))}${rng.letter()}`;
}

function tdsPdf(client: RpClient, proc: { proceedingReqId: string; name: string; ay: number }, n: RpNotice) {
  const lines: PdfLine[] = [
    { text: 'GOVERNMENT OF INDIA', bold: true, size: 13 },
    { text: 'INCOME TAX DEPARTMENT', bold: true, size: 13 },
    { text: 'Assessing Officer (TDS)' },
    { text: `To: ${client.name.toUpperCase()}`, gapBefore: 14 },
    { text: `TAN: ${client.entityNum}` },
    { text: `Financial Year: ${yearLabel(proc.ay - 1)}` },
    { text: `DIN & Notice No: ${n.din}` },
    { text: `Dated: ${formatIstDate(n.issuedOn)}` },
    { text: n.description.replace('[ITBA]', ''), bold: true, size: 12, gapBefore: 14 },
    { text: `Proceeding: ${proc.name} (ID ${proc.proceedingReqId})` },
    { text: `Notice reference (headerSeqNo): ${n.headerSeqNo}` },
    { text: `Section: ${n.section}`, gapBefore: 12 },
    {
      text: `Response due date: ${n.responseDueDate === null ? 'Not applicable' : formatIstDate(n.responseDueDate)}`,
    },
    {
      text: 'This is a computer generated document and does not require a signature.',
      gapBefore: 18,
      size: 8,
    },
  ];
  return buildPdf({ title: `${client.entityNum} notice ${n.headerSeqNo}`, subject: n.din, lines });
}

function tdsProceedings(rng: Rng, client: RpClient, index: number): RpProceeding[] {
  const out: RpProceeding[] = [];
  const count = rng.int(1, 3);
  let slot = 0;
  let docSlot = 0;
  for (let position = 0; position < count; position++) {
    const kind = TDS_KINDS[(position + rng.int(0, TDS_KINDS.length - 1)) % TDS_KINDS.length]!;
    const ay = rng.int(kind.ayFrom, 2026);
    const proceedingReqId = proceedingReqIdFor(index, position);
    const first = Math.min(TIMELINE_ANCHOR + 20 * DAY_MS, Date.UTC(ay, 6, 1) + rng.int(60, 500) * DAY_MS);
    let issuedOn = atIst(istDay(first), rng.int(10, 17), rng.int(0, 59));
    const proc: RpProceeding = {
      proceedingReqId,
      client,
      proceedingName: kind.name,
      ay,
      notices: [],
      closedOn: null,
      closureDateShown: true,
      fyiWhileOpen: false,
    };
    const steps = rng.int(1, kind.sections.length);
    for (let s = 0; s < steps; s++) {
      if (s > 0)
        issuedOn = atIst(istDay(issuedOn) + rng.int(20, 60) * DAY_MS, rng.int(10, 17), rng.int(0, 59));
      const [section, description] = kind.sections[s]!;
      const number = dinNumberFor(index, slot);
      const due = atIst(istDay(issuedOn) + rng.int(7, 21) * DAY_MS, 23, 59, 59);
      const notice: RpNotice = {
        headerSeqNo: headerSeqNoFor(index, slot),
        din: `ITBA/TDS/F/${section}/${yearLabel(ay - 1)}/${number}(1)`,
        section,
        description,
        issuedOn,
        servedOn: issuedOn + rng.int(5, 200) * MINUTE_MS,
        responseDueDate: due,
        respondedOn: rng.chance(0.5) ? due - rng.int(1, 5) * DAY_MS : null,
        docs: [],
      };
      const docId = docIdFor(index, docSlot++);
      notice.docs.push({
        docId,
        fileName: `${client.entityNum}_${ay}_TDS_Notice us ${section}_${number}(1)_${formatIstDate(issuedOn, '')}.pdf`,
        render: () => tdsPdf(client, { proceedingReqId, name: kind.name, ay }, notice),
      });
      proc.notices.push(notice);
      slot++;
    }
    const last = proc.notices[proc.notices.length - 1]!.issuedOn;
    // Old TDS proceedings have mostly been closed; recent ones are often still open.
    if (rng.chance(last < TIMELINE_ANCHOR - 365 * DAY_MS ? 0.9 : 0.35)) {
      const closedOn = last + rng.int(30, 90) * DAY_MS;
      if (closedOn < TIMELINE_ANCHOR + 60 * DAY_MS) proc.closedOn = closedOn;
    }
    out.push(proc);
  }
  return out;
}

const REQUEST_TYPES: readonly [RpBatch['requestType'], string][] = [
  ['NOTICE_DOWNLOAD', 'Bulk download of notices'],
  ['RESPONSE_SUBMISSION', 'Bulk submission of responses'],
  ['ADJOURNMENT', 'Bulk request for adjournment'],
];

const FAILURE_REMARKS: Record<RpBatch['requestType'], string> = {
  NOTICE_DOWNLOAD: 'Notice not available for download',
  RESPONSE_SUBMISSION: 'Response due date has passed; submission not allowed',
  ADJOURNMENT: 'Adjournment not allowed: proceeding is closed',
};

const SUCCESS_REMARKS: Record<RpBatch['requestType'], string> = {
  NOTICE_DOWNLOAD: 'Notice downloaded',
  RESPONSE_SUBMISSION: 'Response submitted',
  ADJOURNMENT: 'Adjournment request submitted',
};

function makeBatches(rng: Rng, loginIndex: number, proceedings: RpProceeding[]): RpBatch[] {
  const notices = proceedings.flatMap((p) => p.notices.map((n) => ({ p, n })));
  if (notices.length === 0) return [];
  const count = rng.int(3, 5);
  const batches: RpBatch[] = [];
  for (let b = 0; b < count; b++) {
    const [requestType, requestDesc] = rng.pick(REQUEST_TYPES);
    // Most in the past; the last one is submitted after the anchor, so a later sync finds it.
    const day =
      b === count - 1
        ? TIMELINE_ANCHOR + rng.int(1, 10) * DAY_MS
        : TIMELINE_ANCHOR - rng.int(2, 200) * DAY_MS;
    const submittedOn = atIst(istDay(day), rng.int(10, 18), rng.int(0, 59));
    const size = Math.min(notices.length, rng.int(2, 8));
    const start = rng.int(0, notices.length - 1);
    const items: RpBatchItem[] = [];
    for (let i = 0; i < size; i++) {
      const { p, n } = notices[(start + i) % notices.length]!;
      const ok = !rng.chance(0.15);
      items.push({
        itemSeqNo: i + 1,
        entityNum: p.client.entityNum,
        proceedingReqId: p.proceedingReqId,
        headerSeqNo: n.headerSeqNo,
        ay: p.ay,
        // Processing takes minutes to a day or two: a fresh batch is still in progress.
        processedOn: submittedOn + rng.int(5, 2 * 24 * 60) * MINUTE_MS,
        ok,
        remarks: ok ? SUCCESS_REMARKS[requestType] : FAILURE_REMARKS[requestType],
      });
    }
    batches.push({
      batchSeqId: String(700_000_000 + ((loginIndex - RP_LOGIN_INDEX) * 100 + b) * 7_919),
      requestType,
      requestDesc: `${requestDesc} (${size} item${size === 1 ? '' : 's'})`,
      submittedOn,
      items,
    });
  }
  return batches;
}

type ClientSeed = { client: RpClient; profile: ItAccountProfile | null };

function clientsOf(seed: string, login: ItAccountProfile): ClientSeed[] {
  const rng = new Rng(seed, 'rp-clients', login.pan);
  const panCount = rng.int(4, 7);
  const clients: ClientSeed[] = generateItProfiles(`${seed}/rp-client/${login.pan}`, panCount).map(
    (profile) => ({
      profile,
      client: {
        entityNum: profile.pan,
        entityType: 'PAN',
        name: profile.name,
        authorisationType: rng.pick(['Authorised Representative', 'Representative Assessee']),
        authorisedFrom: TIMELINE_ANCHOR - rng.int(200, 900) * DAY_MS,
      },
    }),
  );
  const tanCount = rng.int(1, 2);
  for (let t = 0; t < tanCount; t++) {
    const name = `${rng.pick(BUSINESS_WORDS)} ${rng.pick(SURNAMES)} Enterprises Private Limited`;
    clients.push({
      profile: null,
      client: {
        entityNum: makeTan(rng, name),
        entityType: 'TAN',
        name,
        authorisationType: 'Authorised Representative',
        authorisedFrom: TIMELINE_ANCHOR - rng.int(200, 900) * DAY_MS,
      },
    });
  }
  return clients;
}

function buildWorld(seed: string, login: ItAccountProfile): RpWorld {
  const loginNo = login.index - RP_LOGIN_INDEX;
  const seeds = clientsOf(seed, login);
  const proceedings: RpProceeding[] = [];
  seeds.forEach(({ client, profile }, c) => {
    const index = RP_CLIENT_INDEX + loginNo * CLIENTS_PER_LOGIN_SLOTS + c;
    if (profile) {
      const timeline = generateTimeline(`${seed}/rp`, { ...profile, index, behaviour: 'normal' });
      proceedings.push(...timeline.proceedings.map((p) => fromTimeline(p, client, timeline)));
    } else {
      proceedings.push(...tdsProceedings(new Rng(seed, 'rp-tds', client.entityNum), client, index));
    }
  });
  const batches = makeBatches(new Rng(seed, 'rp-batches', login.pan), login.index, proceedings);
  return { login, clients: seeds.map((s) => s.client), proceedings, batches };
}

const worlds = new Map<string, RpWorld>();

/** The data behind one RP login, built on first use and kept (it depends only on seed and login). */
export function rpWorld(seed: string, login: ItAccountProfile): RpWorld {
  const key = `${seed}|${login.pan}`;
  let world = worlds.get(key);
  if (!world) {
    world = buildWorld(seed, login);
    worlds.set(key, world);
  }
  return world;
}
