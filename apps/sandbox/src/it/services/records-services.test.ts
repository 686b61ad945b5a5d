import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, portalPost, testSandbox } from '../../testing';
import { sandboxItAccounts } from '../accounts';

const accounts = sandboxItAccounts().filter((a) => a.behaviour === 'normal');
const SERVICES = '/iec/servicesapi/auth';

let app: FastifyInstance;
const cookies = new Map<string, string>();

beforeAll(async () => {
  app = await testSandbox();
  for (const a of accounts) cookies.set(a.pan, await login(app, a));
});

const getEntity = (pan: string, serviceName: string, body: Record<string, unknown>) =>
  portalPost(app, `${SERVICES}/getEntity`, serviceName, body, cookies.get(pan));
const saveEntity = (pan: string, serviceName: string, body: Record<string, unknown>) =>
  portalPost(app, `${SERVICES}/saveEntity`, serviceName, body, cookies.get(pan));
const postRaw = (pan: string, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { cookie: cookies.get(pan)! }, payload });
const advance = (days: number) =>
  app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: days } });

type ReturnRow = { ackNum: string; assmentYear: string; efileStatus: string; itrPanDetlList: unknown[] };

describe('records beyond e-proceedings', () => {
  it('answers every year of returns in one call, and their three documents', async () => {
    let rows: ReturnRow[] = [];
    let pan = '';
    for (const a of accounts) {
      const res = await getEntity(a.pan, 'itrStatusService', {
        entityNum: a.pan,
        header: { formName: 'FO-006-ITRST' },
      });
      expect(res.statusCode).toBe(200);
      rows = res.json() as ReturnRow[];
      pan = a.pan;
      if (rows.some((r) => r.efileStatus === 'ITR Processed')) break;
    }
    expect(Array.isArray(rows)).toBe(true);
    const processed = rows.find((r) => r.efileStatus === 'ITR Processed')!;
    expect(processed).toMatchObject({
      ackNum: expect.stringMatching(/^\d{15}$/),
      assmentYear: expect.stringMatching(/^20\d\d$/),
    });
    expect(processed.itrPanDetlList.length).toBeGreaterThanOrEqual(2);
    // The form header is the filed-returns page's own.
    expect((await getEntity(pan, 'itrStatusService', { entityNum: pan })).statusCode).toBe(400);

    const json = await postRaw(pan, '/iec/itrweb/auth/v0.1/returns/downloadfile', {
      ackNum: processed.ackNum,
      loggedInUserId: pan,
    });
    expect(json.headers['content-type']).toContain('application/json');
    expect(JSON.stringify(json.json())).toContain(pan);
    const itrv = await postRaw(pan, '/iec/itrweb/auth/v0.1/returns/pdf', {
      ackNum: processed.ackNum,
      ay: processed.assmentYear,
    });
    expect(itrv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(itrv.body).toContain(processed.ackNum);
    const intimation = await postRaw(pan, '/iec/document/intimation', {
      refno: processed.ackNum,
      year: processed.assmentYear,
    });
    expect(intimation.headers['content-type']).toBe('application/pdf');
    expect(intimation.body).toContain('143(1)');
    expect((await postRaw(pan, '/iec/itrweb/auth/v0.1/returns/pdf', { ackNum: '1' })).statusCode).toBe(404);
    const other = accounts.find((a) => a.pan !== pan)!;
    expect(
      (await postRaw(other.pan, '/iec/itrweb/auth/v0.1/returns/pdf', { ackNum: processed.ackNum }))
        .statusCode,
    ).toBe(404);
    // Documents need the session like every portal call.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/iec/document/intimation',
          payload: { refno: processed.ackNum },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('shows the profile with masked contacts and key persons of non-individuals', async () => {
    let withPersons = 0;
    for (const a of accounts) {
      const res = await saveEntity(a.pan, 'myPanDetailsService', { pan: a.pan });
      const body = res.json();
      expect(body.priMobileNum).toMatch(/^X{6}\d{4}$/);
      expect(body.priEmailId).toMatch(/^\w\*+\w@/);
      if (a.pan[3] === 'P') expect(body.keyPersonDetails).toEqual([]);
      withPersons += body.keyPersonDetails.length;
      const user = (await saveEntity(a.pan, 'userProfileService', { userId: a.pan })).json();
      expect(user).toMatchObject({ userId: a.pan, dscFlag: expect.stringMatching(/^[YN]$/) });
    }
    expect(withPersons).toBeGreaterThan(0);
  });

  it('pages filed forms and lists outstanding demands, refunds and payments with CIN parts', async () => {
    let forms = 0;
    let demands = 0;
    let challans = 0;
    for (const a of accounts) {
      const page = (
        await saveEntity(a.pan, 'viewFiledForms', {
          entityNum: a.pan,
          formTypeCd: '',
          currentPage: 1,
          pageSize: 5,
        })
      ).json();
      expect(page.forms.length).toBeLessThanOrEqual(5);
      forms += page.totalCount;
      const d = (await getEntity(a.pan, 'outstandingDemand', { pan: a.pan })).json();
      for (const row of d.demandList) {
        expect(row).toMatchObject({ din: expect.stringMatching(/^\d{19}T$/), interestUs: '220(2)' });
        expect(typeof row.orignalOutStDemandAmount).toBe('number');
      }
      demands += d.demandList.length;
      expect(
        (await getEntity(a.pan, 'refundStatusService', { entityNum: a.pan })).json().refundList,
      ).toBeInstanceOf(Array);
      const history = await postRaw(a.pan, '/iec/paymentapi/auth/challan/paymenthistory', {
        header: { formName: 'PO-03-PYMNT' },
        formData: { pan: a.pan, actType: 'O', loggedInUserID: a.pan, pageNumber: 0, pageSize: 100 },
      });
      for (const c of history.json().paymentList.content) {
        expect(c.cin).toBe(
          `${c.bsrCode}${c.paymentTime.slice(0, 2)}${String(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(c.paymentTime.slice(3, 6)) + 1).padStart(2, '0')}${c.paymentTime.slice(7, 11)}${c.challanNo}`,
        );
        challans++;
      }
    }
    expect(forms).toBeGreaterThan(0);
    expect(demands).toBeGreaterThan(0);
    expect(challans).toBeGreaterThan(0);
  });

  it('answers the replies of a responded notice with attachments served as documents', async () => {
    for (const a of accounts) {
      const list = await portalPost(
        app,
        '/iec/returnservicesapi/auth/getEntity',
        'eProceedingsPaginatedService',
        { prcdngStatusFlag: 'FYI', pageConfig: { pageSize: 100 }, header: { formName: 'FO-041_PCDNG' } },
        cookies.get(a.pan),
      );
      const responded = list
        .json()
        .eProceedingPaginatedRequests.find(
          (p: { lastResponseSubmittedOn: number | null }) => p.lastResponseSubmittedOn,
        );
      if (!responded) continue;
      const notices = (
        await portalPost(
          app,
          '/iec/returnservicesapi/auth/getEntity',
          'eProceedingDetailsService',
          {
            proceedingReqId: responded.proceedingReqId,
            header: { formName: 'FO-041_PCDNG' },
          },
          cookies.get(a.pan),
        )
      ).json() as { headerSeqNo: string; lastResponseSubmittedOn: number | null }[];
      const notice = notices.find((n) => n.lastResponseSubmittedOn)!;
      const replies = (
        await portalPost(
          app,
          '/iec/returnservicesapi/auth/getEntity',
          'itbaResponseService',
          {
            headerSeqNo: notice.headerSeqNo,
            header: { formName: 'FO-041_PCDNG' },
          },
          cookies.get(a.pan),
        )
      ).json().respRemrkAttLst;
      expect(replies[0].submittedOn).toBe(notice.lastResponseSubmittedOn);
      const att = replies[0].attachmentLst[0];
      const pdf = await app.inject({
        method: 'GET',
        url: `/iec/document/${att.docId}`,
        headers: { cookie: cookies.get(a.pan)! },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.body).toContain(replies[0].responseId);
      return;
    }
    throw new Error('no account has a responded notice');
  });

  it('stops listing a demand once it is paid, and brings new payments over time', async () => {
    const before = new Map<string, string[]>();
    const payments = new Map<string, number>();
    for (const a of accounts) {
      before.set(
        a.pan,
        (await getEntity(a.pan, 'outstandingDemand', {}))
          .json()
          .demandList.map((d: { din: string }) => d.din),
      );
      payments.set(
        a.pan,
        (
          await postRaw(a.pan, '/iec/paymentapi/auth/challan/paymenthistory', {
            header: { formName: 'PO-03-PYMNT' },
            formData: {},
          })
        ).json().paymentList.totalElements,
      );
    }
    await advance(30);
    let gone = 0;
    let newPayments = 0;
    for (const a of accounts) {
      const cookie = await login(app, a);
      cookies.set(a.pan, cookie);
      const now = new Set(
        (await getEntity(a.pan, 'outstandingDemand', {}))
          .json()
          .demandList.map((d: { din: string }) => d.din),
      );
      gone += before.get(a.pan)!.filter((din) => !now.has(din)).length;
      newPayments +=
        (
          await postRaw(a.pan, '/iec/paymentapi/auth/challan/paymenthistory', {
            header: { formName: 'PO-03-PYMNT' },
            formData: {},
          })
        ).json().paymentList.totalElements - payments.get(a.pan)!;
    }
    expect(gone).toBeGreaterThan(0);
    expect(newPayments).toBeGreaterThan(0);
  });
});
