import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, portalPost, testSandbox } from '../../testing';
import { sandboxItAccounts } from '../accounts';

/** The work-item services: fields, determinism, time, and the protocol checks they share. */

const accounts = sandboxItAccounts();
const usable = accounts.filter((a) => a.behaviour === 'normal' || a.behaviour === 'slow');
const SERVICES = '/iec/servicesapi/auth/getEntity';
const EPROC = '/iec/returnservicesapi/auth/getEntity';

type Row = Record<string, unknown>;
type Call = { endpoint: string; service: string; form: string; list: string; body?: Row };

const CALLS: Record<string, Call> = {
  adjVc: {
    endpoint: EPROC,
    service: 'eProceedingAdjVcReqstService',
    form: 'FO-041_PCDNG',
    list: 'adjVcReqstList',
    body: { pageConfig: { pageSize: 100, pageNo: 1 } },
  },
  ca: { endpoint: SERVICES, service: 'myCaDetailsService', form: 'FO-036-MYCA', list: 'caList' },
  caForms: { endpoint: SERVICES, service: 'caAssignedFormsService', form: 'FO-036-MYCA', list: 'formList' },
  worklist: {
    endpoint: SERVICES,
    service: 'worklistService',
    form: 'FO-023-WRKLST',
    list: 'worklistDtls',
    body: { pageConfig: { pageSize: 100, pageNo: 1 } },
  },
  grievances: {
    endpoint: SERVICES,
    service: 'grievanceListService',
    form: 'FO-051-GRVNC',
    list: 'grievanceList',
  },
  compliance: {
    endpoint: SERVICES,
    service: 'eComplianceService',
    form: 'FO-062-ECMPLNC',
    list: 'complianceList',
  },
  downloads: {
    endpoint: SERVICES,
    service: 'downloadRequestListService',
    form: 'FO-071-DWNLD',
    list: 'downloadReqList',
  },
  requests: {
    endpoint: SERVICES,
    service: 'trackRequestFormService',
    form: 'FO-045-TRKREQ',
    list: 'requestList',
  },
};

function call(app: FastifyInstance, cookie: string, c: Call, extra: Row = {}) {
  return portalPost(
    app,
    c.endpoint,
    c.service,
    { ...c.body, ...extra, header: { formName: c.form } },
    cookie,
  );
}

async function rows(app: FastifyInstance, cookie: string, c: Call, extra: Row = {}): Promise<Row[]> {
  const res = await call(app, cookie, c, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[c.list] as Row[];
}

/** Every usable account's rows of every service. */
async function snapshot(app: FastifyInstance, cookies: Map<string, string>) {
  const out: Record<string, Row[]> = {};
  for (const [name, c] of Object.entries(CALLS)) {
    out[name] = [];
    for (const cookie of cookies.values()) out[name].push(...(await rows(app, cookie, c)));
  }
  return out;
}

let app: FastifyInstance;
const cookies = new Map<string, string>();
let seen: Record<string, Row[]>;

beforeAll(async () => {
  app = await testSandbox();
  for (const a of usable) cookies.set(a.pan, await login(app, a));
  seen = await snapshot(app, cookies);
});

const EPOCH = (v: unknown) => v === null || (typeof v === 'number' && v > 1.5e12 && v < 2e12);

describe('work-item services', () => {
  it('have data for the demo to show, with the portal conventions', () => {
    expect(seen.adjVc!.filter((r) => r.reqstType === 'ADJ').length).toBeGreaterThan(3);
    expect(seen.adjVc!.filter((r) => r.reqstType === 'VC').length).toBeGreaterThan(2);
    for (const [name, list] of Object.entries(seen)) expect(list.length, name).toBeGreaterThan(3);
    for (const r of seen.adjVc!) {
      expect(r.adjVcReqstId).toMatch(/^\d{10}$/);
      expect(r.assessmentYear).toMatch(/^20\d\d$/);
      expect(EPOCH(r.reqstSubmittedOn) && EPOCH(r.noticeResponseDueDate) && EPOCH(r.actionTakenOn)).toBe(
        true,
      );
      if (r.reqstType === 'ADJ') {
        // An adjournment is sought before the reply falls due; a hearing may be asked for any time.
        expect(r.reqstSubmittedOn as number).toBeLessThan(r.noticeResponseDueDate as number);
        expect(['PENDING', 'GRANTED', 'REJECTED']).toContain(r.reqstStatus);
        expect(r.adjGrantedTillDate === null).toBe(r.reqstStatus !== 'GRANTED');
      } else {
        expect(['PENDING', 'SCHEDULED', 'REJECTED', 'CLOSED']).toContain(r.reqstStatus);
        const scheduled = r.reqstStatus === 'SCHEDULED' || r.reqstStatus === 'CLOSED';
        expect(r.vcScheduledOn !== null).toBe(scheduled);
        if (scheduled) expect(r.vcLink).toMatch(/^https:\/\//);
      }
    }
    for (const f of seen.caForms!) {
      expect(f.transactionNo).toMatch(/^\d{12}$/);
      expect(f.ackNum === null).toBe(f.formStatus !== 'ACCEPTED');
      expect(seen.ca!.some((c) => c.assesseCaId === f.assesseCaId)).toBe(true);
    }
    for (const c of seen.ca!) {
      expect(c.caMembershipNum).toMatch(/^\d{6}$/);
      expect(Array.isArray(c.formsAssigned)).toBe(true);
    }
    for (const w of seen.worklist!) {
      expect(['FYA', 'FYI']).toContain(w.worklistFlag);
      expect(w.itemStatus === 'INFO').toBe(w.worklistFlag === 'FYI');
    }
    for (const d of seen.downloads!)
      expect(d.fileName === null).toBe(d.reqStatus !== 'AVAILABLE' && d.reqStatus !== 'EXPIRED');
    expect(new Set(seen.requests!.map((r) => r.requestType)).size).toBeGreaterThan(1);
  });

  it('are the same on every run with the same seed', async () => {
    const again = await testSandbox();
    const other = new Map<string, string>();
    for (const a of usable) other.set(a.pan, await login(again, a));
    expect(await snapshot(again, other)).toEqual(seen);
  });

  it('show a grievance with its status history, oldest first', async () => {
    const g = seen.grievances!.find((x) => x.grievanceStatus === 'CLOSED') ?? seen.grievances![0]!;
    const cookie = cookies.get(g.pan as string)!;
    const res = await portalPost(
      app,
      SERVICES,
      'grievanceDetailsService',
      { ticketId: g.ticketId, header: { formName: 'FO-051-GRVNC' } },
      cookie,
    );
    const detail = res.json();
    expect(detail.ticketId).toBe(g.ticketId);
    const history = detail.statusHistory as { statusDate: number; grievanceStatus: string }[];
    expect(history[0]!.grievanceStatus).toBe('SUBMITTED');
    expect(history[history.length - 1]!.grievanceStatus).toBe(g.grievanceStatus);
    expect(history.map((h) => h.statusDate)).toEqual(
      [...history.map((h) => h.statusDate)].sort((a, b) => a - b),
    );
    const missing = await portalPost(
      app,
      SERVICES,
      'grievanceDetailsService',
      { ticketId: '1', header: { formName: 'FO-051-GRVNC' } },
      cookie,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('serve an available download as base64, and nothing else', async () => {
    const ready = seen.downloads!.find((d) => d.reqStatus === 'AVAILABLE' && d.downloadType !== 'PREFILL')!;
    const cookie = cookies.get(ready.pan as string)!;
    const res = await portalPost(
      app,
      SERVICES,
      'downloadRequestFileService',
      { downloadReqId: ready.downloadReqId, header: { formName: 'FO-071-DWNLD' } },
      cookie,
    );
    expect(res.json()).toMatchObject({ fileName: ready.fileName, fileType: 'application/pdf' });
    const pdf = Buffer.from(res.json().fileContent as string, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBe(ready.fileSize);
    expect(pdf.toString('latin1')).toContain(ready.pan as string);
    const json = seen.downloads!.find((d) => d.reqStatus === 'AVAILABLE' && d.downloadType === 'PREFILL');
    if (json) {
      const r = await portalPost(
        app,
        SERVICES,
        'downloadRequestFileService',
        { downloadReqId: json.downloadReqId, header: { formName: 'FO-071-DWNLD' } },
        cookies.get(json.pan as string)!,
      );
      expect(JSON.parse(Buffer.from(r.json().fileContent, 'base64').toString()).personalInfo.pan).toBe(
        json.pan,
      );
    }
    const notReady = seen.downloads!.find((d) => d.reqStatus !== 'AVAILABLE');
    if (notReady) {
      const r = await portalPost(
        app,
        SERVICES,
        'downloadRequestFileService',
        { downloadReqId: notReady.downloadReqId, header: { formName: 'FO-071-DWNLD' } },
        cookies.get(notReady.pan as string)!,
      );
      expect(r.statusCode).toBe(404);
    }
  });

  it('filter and page the worklist and the adjournment/VC list', async () => {
    const [pan, cookie] = [...cookies.entries()].sort(
      (a, b) =>
        seen.worklist!.filter((w) => w.pan === b[0]).length -
        seen.worklist!.filter((w) => w.pan === a[0]).length,
    )[0]!;
    const all = seen.worklist!.filter((w) => w.pan === pan);
    const fya = await rows(app, cookie, CALLS.worklist!, { worklistFlag: 'FYA' });
    expect(fya.every((w) => w.worklistFlag === 'FYA')).toBe(true);
    const paged: Row[] = [];
    for (let pageNo = 1; pageNo <= all.length; pageNo++)
      paged.push(...(await rows(app, cookie, CALLS.worklist!, { pageConfig: { pageNo, pageSize: 1 } })));
    expect(paged).toEqual(all);
    expect((await call(app, cookie, CALLS.worklist!, { worklistFlag: 'X' })).statusCode).toBe(400);
    expect((await call(app, cookie, CALLS.adjVc!, { reqstType: 'X' })).statusCode).toBe(400);
    const vcOnly = await rows(app, cookie, CALLS.adjVc!, { reqstType: 'VC' });
    expect(vcOnly.every((r) => r.reqstType === 'VC')).toBe(true);
  });

  it('insist on their form name, the sn header and the signed-in PAN', async () => {
    const [pan, cookie] = [...cookies.entries()][0]!;
    const noForm = await portalPost(app, SERVICES, 'eComplianceService', {}, cookie);
    expect(noForm.statusCode).toBe(400);
    const other = usable.find((a) => a.pan !== pan)!.pan;
    for (const c of Object.values(CALLS)) expect(await rows(app, cookie, c, { pan: other })).toEqual([]);
    const anonymous = await portalPost(app, SERVICES, 'eComplianceService', {
      header: { formName: 'FO-062-ECMPLNC' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('bring new items and new statuses as the clock moves on', async () => {
    const later = await testSandbox();
    await later.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: 45 } });
    const other = new Map<string, string>();
    for (const a of usable) other.set(a.pan, await login(later, a));
    const after = await snapshot(later, other);
    let grown = 0;
    for (const name of Object.keys(CALLS)) if (after[name]!.length > seen[name]!.length) grown++;
    expect(grown).toBeGreaterThanOrEqual(5);
    const ids = (list: Row[], key: string) => new Map(list.map((r) => [r[key], r]));
    const statusChanges = (name: string, key: string, status: string) => {
      const before = ids(seen[name]!, key);
      return after[name]!.filter((r) => before.has(r[key]) && before.get(r[key])![status] !== r[status])
        .length;
    };
    const changes = {
      caForms: statusChanges('caForms', 'transactionNo', 'formStatus'),
      adjVc: statusChanges('adjVc', 'adjVcReqstId', 'reqstStatus'),
      grievances: statusChanges('grievances', 'ticketId', 'grievanceStatus'),
      compliance: statusChanges('compliance', 'complianceId', 'responseStatus'),
      downloads: statusChanges('downloads', 'downloadReqId', 'reqStatus'),
      requests: statusChanges('requests', 'ackNum', 'requestStatus'),
    };
    expect(
      Object.values(changes).filter((n) => n > 0).length,
      JSON.stringify(changes),
    ).toBeGreaterThanOrEqual(3);
    // Completed worklist items drop off the portal after a month.
    const wl = ids(after.worklist!, 'processId');
    expect(seen.worklist!.some((w) => !wl.has(w.processId))).toBe(true);
  });
});
