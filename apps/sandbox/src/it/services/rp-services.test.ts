import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TAN_PATTERN, PAN_PATTERN } from '@taxdesk/domain';
import { login, loginStep1, loginStep2, portalPost, testSandbox } from '../../testing';
import { sandboxItAccounts } from '../accounts';
import { sandboxRpAccounts } from './rp-arca-accounts';

const GET = '/iec/returnservicesapi/auth/getEntity';
const SAVE = '/iec/returnservicesapi/auth/saveEntity';
const FORM = { header: { formName: 'FO-041_PCDNG' } };
const [rp, rp2, lockedRp] = sandboxRpAccounts();

type Row = Record<string, unknown> & { proceedingReqId: string; entityNum: string; entityType: string };

let app: FastifyInstance;
let cookie: string;

async function all(flag: 'FYA' | 'FYI', c = cookie): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNo = 1; pageNo < 20; pageNo++) {
    const res = await portalPost(
      app,
      GET,
      'rpEProceedingsPaginatedService',
      {
        ...FORM,
        prcdngStatusFlag: flag,
        pageConfig: { pageNo, pageSize: 5 },
      },
      c,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json().eProceedingPaginatedRequests as Row[];
    rows.push(...page);
    if (page.length < 5) break;
  }
  return rows;
}

beforeAll(async () => {
  app = await testSandbox();
  cookie = await login(app, { pan: rp!.rpPan, password: rp!.password });
});

describe('representative (RP) logins', () => {
  it('are PAN logins separate from the income-tax accounts, one of them locked', async () => {
    expect(sandboxRpAccounts()).toHaveLength(3);
    const itPans = new Set(sandboxItAccounts().map((a) => a.pan));
    for (const a of sandboxRpAccounts()) {
      expect(a.rpPan).toMatch(PAN_PATTERN);
      expect(itPans.has(a.rpPan)).toBe(false);
    }
    expect(lockedRp!.behaviour).toBe('locked');
    const step1 = await loginStep1(app, lockedRp!.rpPan);
    const step2 = await loginStep2(app, step1.json(), lockedRp!.password);
    expect(step2.json().messages[0].code).toBe('EF00028');
    const wrong = await loginStep2(app, (await loginStep1(app, rp2!.rpPan)).json(), 'nope');
    expect(wrong.json().messages[0].code).toBe('EF00027');
  });

  it('lists the clients represented, PANs and TANs', async () => {
    const res = await portalPost(app, GET, 'representedClientsService', FORM, cookie);
    const clients = res.json().clientList as { entityNum: string; entityType: string }[];
    expect(clients.length).toBeGreaterThanOrEqual(5);
    expect(clients.some((c) => c.entityType === 'TAN' && TAN_PATTERN.test(c.entityNum))).toBe(true);
    expect(clients.some((c) => c.entityType === 'PAN' && PAN_PATTERN.test(c.entityNum))).toBe(true);
  });

  it('lists clients’ proceedings in FYA/FYI pages, each in one list, with their notices and PDFs', async () => {
    const fya = await all('FYA');
    const fyi = await all('FYI');
    const ids = [...fya, ...fyi].map((r) => r.proceedingReqId);
    expect(ids.length).toBeGreaterThan(3);
    expect(new Set(ids).size).toBe(ids.length);
    expect(fyi.every((r) => r.proceedingStatus === 'C' || r.proceedingStatus === 'O')).toBe(true);
    expect(fya.every((r) => r.proceedingStatus === 'O')).toBe(true);
    const tan = [...fya, ...fyi].find((r) => r.entityType === 'TAN');
    expect(tan?.proceedingName).toMatch(/TDS|271|133/);

    const proc = [...fya, ...fyi][0]!;
    const notices = await portalPost(
      app,
      GET,
      'rpEProceedingDetailsService',
      {
        ...FORM,
        proceedingReqId: proc.proceedingReqId,
      },
      cookie,
    );
    const list = notices.json() as { headerSeqNo: string; entityNum: string }[];
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(proc.viewNoticeCount as number);
    expect(list[0]!.entityNum).toBe(proc.entityNum);

    const letter = await portalPost(
      app,
      SAVE,
      'rpNoticeLetterPdf',
      {
        headerSeqNo: list[0]!.headerSeqNo,
        procdngReqId: proc.proceedingReqId,
      },
      cookie,
    );
    const docMap = letter.json().docMap as Record<string, string>;
    const docId = Object.keys(docMap)[0]!;
    const pdf = await app.inject({ method: 'GET', url: `/iec/document/${docId}`, headers: { cookie } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain(proc.entityNum);
    // Another login cannot fetch it.
    const other = await login(app, { pan: rp2!.rpPan, password: rp2!.password });
    expect(
      (await app.inject({ method: 'GET', url: `/iec/document/${docId}`, headers: { cookie: other } }))
        .statusCode,
    ).toBe(404);
  });

  it('lists request batches and their items with per-item status', async () => {
    const res = await portalPost(app, GET, 'rpRequestBatchListService', FORM, cookie);
    const batches = res.json().batchList as {
      batchSeqId: string;
      totalCount: number;
      processedCount: number;
    }[];
    expect(batches.length).toBeGreaterThanOrEqual(2);
    const detail = await portalPost(
      app,
      GET,
      'rpRequestBatchDetailsService',
      {
        ...FORM,
        batchSeqId: batches[0]!.batchSeqId,
      },
      cookie,
    );
    const items = detail.json().itemList as { itemStatus: string }[];
    expect(items).toHaveLength(batches[0]!.totalCount);
    expect(items.filter((i) => i.itemStatus !== 'PENDING')).toHaveLength(batches[0]!.processedCount);
  });

  it('answers the same data on every run and hides a login’s data from other logins', async () => {
    const again = await testSandbox();
    const c = await login(again, { pan: rp!.rpPan, password: rp!.password });
    const before = await all('FYA');
    const res = await portalPost(
      again,
      GET,
      'rpEProceedingsPaginatedService',
      {
        ...FORM,
        prcdngStatusFlag: 'FYA',
        pageConfig: { pageNo: 1, pageSize: 100 },
      },
      c,
    );
    expect(res.json().eProceedingPaginatedRequests).toEqual(before);

    const other = await login(app, { pan: rp2!.rpPan, password: rp2!.password });
    const mine = before[0]!.proceedingReqId;
    const denied = await portalPost(
      app,
      GET,
      'rpEProceedingDetailsService',
      { ...FORM, proceedingReqId: mine },
      other,
    );
    expect(denied.statusCode).toBe(404);
    // An ordinary income-tax login represents nobody.
    const it = sandboxItAccounts()[0]!;
    const plain = await login(app, it);
    const none = await portalPost(app, GET, 'representedClientsService', FORM, plain);
    expect(none.json().clientList).toEqual([]);
  });

  it('shows later notices and batches when the clock moves on', async () => {
    const fresh = await testSandbox();
    const c = await login(fresh, { pan: rp!.rpPan, password: rp!.password });
    const count = async () => {
      const batches = await portalPost(fresh, GET, 'rpRequestBatchListService', FORM, c);
      return batches.json().totalCount as number;
    };
    const before = await count();
    await fresh.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: 14 } });
    const c2 = await login(fresh, { pan: rp!.rpPan, password: rp!.password });
    const batches = await portalPost(fresh, GET, 'rpRequestBatchListService', FORM, c2);
    expect(batches.json().totalCount).toBeGreaterThan(before);
  });
});
