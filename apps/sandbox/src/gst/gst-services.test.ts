import { describe, expect, it } from 'vitest';
import { testSandbox } from '../testing';
import { sandboxGstAccounts } from './gst-accounts';
import { GstTestClient } from './gst-testing';

const accounts = sandboxGstAccounts();
const normal = accounts.filter((a) => a.behaviour === 'normal');
const multi = normal.find((a) => a.gstins.length > 1)!;
const RETURN = 'https://return.gst.gov.in/returns/auth/dashboard';
const PAYMENT = 'https://payment.gst.gov.in/payment/auth/ledger/cashledger';

async function signedIn(account = multi) {
  const app = await testSandbox();
  const client = new GstTestClient(app);
  await client.login(account);
  return { app, client };
}

describe('GST services, litserv, return and payment answers', () => {
  it('profile per GSTIN of the login, with bank accounts; another login’s GSTIN is refused', async () => {
    const { client } = await signedIn();
    const second = (await client.post('/services/auth/profile/detail', { gstin: multi.gstins[1] })).json();
    expect(second.status).toBe(1);
    expect(second.data).toMatchObject({
      gstin: multi.gstins[1],
      lgnm: multi.legalName,
      gstins: multi.gstins,
    });
    expect(second.data.bankAccounts[0]).toEqual({
      acno: expect.stringMatching(/^\d{11,16}$/),
      ifsc: expect.stringMatching(/^[A-Z]{4}0\d{6}$/),
      bankName: expect.any(String),
      branch: expect.any(String),
      accType: expect.any(String),
    });
    const foreign = (
      await client.post('/services/auth/profile/detail', {
        gstin: normal.find((a) => a !== multi)!.gstins[0],
      })
    ).json();
    expect(foreign).toMatchObject({ status: 0, error: { errorCode: 'SWEB_9035' } });
  });

  it('lists notices with the portal’s fields and serves their PDFs; GSTR-3A rows carry APL3A', async () => {
    const app = await testSandbox();
    let seen3a = false;
    for (const account of normal) {
      const c = new GstTestClient(app);
      await c.login(account);
      for (const gstin of account.gstins) {
        const rows = (
          await c.post('/services/auth/api/get/notices', { onLoad: true, gstin })
        ).json() as Record<string, string | null>[];
        for (const row of rows) {
          expect(row.noticeOrderId).toMatch(/^[A-Z]{2}\d{12}[0-9A-Z]$/);
          expect(row.dtOfIssue).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
          expect(row.dueDate === 'NA' || /^\d{2}\/\d{2}\/\d{4}$/.test(row.dueDate!)).toBe(true);
          if (row.applnCd === 'APL3A') {
            seen3a = true;
            const summary = (
              await c.get(
                `/returns/auth/api/gstr3a/summary?defaulter_id=${row.appDefId}&order_id=${row.noticeOrderId}`,
                RETURN,
              )
            ).json();
            expect(summary.data).toMatchObject({
              gstin,
              orderId: row.noticeOrderId,
              ret_period: expect.stringMatching(/^\d{6}$/),
            });
          }
          if (row.docId) {
            const pdf = await c.get(`/document/${row.docId}/${row.applnId}`, null);
            expect(pdf.headers['content-type']).toBe('application/pdf');
            expect(pdf.body.startsWith('%PDF')).toBe(true);
          }
        }
      }
    }
    expect(seen3a).toBe(true);
  });

  it('gives case tasks, folders, items (itemJson as a string) and attachments through the two-step download', async () => {
    const app = await testSandbox();
    let checked = 0;
    for (const account of normal) {
      const c = new GstTestClient(app);
      await c.login(account);
      const tasks = (
        await c.post('/litserv/auth/api/case/task/get', { gstIn: account.gstins[0] })
      ).json() as Record<string, unknown>[];
      for (const task of tasks) {
        expect(typeof task.assignmentDt).toBe('number');
        expect(task.caseTpeCd).toBe('ADJDT');
        const folders = (
          await c.post('/litserv/auth/api/case/folder', {
            caseId: task.caseId,
            gstid: account.gstins[0],
            caseTypeCd: 'ADJDT',
          })
        ).json();
        expect(folders.map((f: { caseFolderTypeName: string }) => f.caseFolderTypeName)).toEqual([
          'NOTICES',
          'REPLIES',
          'ORDERS',
        ]);
        const items = (
          await c.post('/litserv/auth/api/case/folder/items', { caseFolderId: folders[0].caseFolderId })
        ).json();
        const item = JSON.parse(items[0].itemJson);
        expect(item.sdtls.dtscn.dmddtls[0].dtax).toMatch(/^[\d,]+\.\d{2}$/);
        const docId = item.docModel[0].id;
        const tokens = (
          await c.post('/litserv/auth/api/usr/getEncrypDocIds', { arn: task.arn, docIdList: [docId] })
        ).json();
        const file = await c.get(
          `/downloadhb/download/new?docId=${docId}&arn=${task.arn}&eh=${tokens[docId]}`,
          null,
        );
        expect(file.body.startsWith('%PDF')).toBe(true);
        const bad = await c.get(`/downloadhb/download/new?docId=${docId}&arn=${task.arn}&eh=nope`, null);
        expect(bad.headers['content-type']).toContain('text/html');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('searches applications by case type and window: refunds carry the RFD-01 itemJson', async () => {
    const app = await testSandbox();
    const types = new Set<string>();
    for (const account of normal) {
      const c = new GstTestClient(app);
      await c.login(account);
      for (const caseTypeCd of ['RFUND', 'ADJVP', 'APPEL']) {
        const rows = (
          await c.post('/litserv/auth/api/case/search', {
            caseTypeCd,
            startDate: '01/07/2017',
            endDate: '21/11/2026',
          })
        ).json();
        for (const row of rows) {
          types.add(row.caseTypeCd);
          expect(row.caseCreationDate).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
          if (caseTypeCd === 'RFUND')
            expect(JSON.parse(row.appItem.itemJson)).toMatchObject({
              applnAckNum: row.arn,
              formNo: 'GST RFD-01',
              ttlRfdAmt: expect.stringMatching(/^\d+$/),
            });
        }
      }
    }
    expect(types).toEqual(new Set(['RFUND', 'ADJVP', 'APPEL']));
  });

  it('lists filed returns per form and year, per-period status, and RET13510 when none', async () => {
    const { client } = await signedIn(normal[0]);
    const filed = (
      await client.post(
        '/returns/auth/api/efiledReturns',
        { fy: '2025-26', rfp: 'Monthly', rtntp: 'GSTR3B' },
        RETURN,
      )
    ).json();
    const quarterly = (
      await client.post(
        '/returns/auth/api/efiledReturns',
        { fy: '2025-26', rfp: 'Quarterly', rtntp: 'GSTR3B' },
        RETURN,
      )
    ).json();
    const some = filed.status === 1 ? filed : quarterly.status === 1 ? quarterly : null;
    if (some)
      expect(some.data[0]).toMatchObject({
        rtntype: 'GSTR3B',
        fy: '2025-26',
        arn: expect.stringMatching(/^AA\d{12}[0-9A-Z]$/),
        dof: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      });
    const none = (
      await client.post(
        '/returns/auth/api/efiledReturns',
        { fy: '2019-20', rfp: 'Monthly', rtntp: 'GSTR1' },
        RETURN,
      )
    ).json();
    expect(none).toMatchObject({ status: 0, error: { errorCode: 'RET13510' } });
    const bad = (
      await client.post(
        '/returns/auth/api/efiledReturns',
        { fy: '2025-26', rfp: 'M', rtntp: 'GSTR1' },
        RETURN,
      )
    ).json();
    expect(bad.error.errorCode).toBe('RET11403');
    const role = (await client.get('/returns/auth/api/rolestatus?rtn_prd=062026', RETURN)).json();
    for (const r of role.data.user[0].returns) expect(['FIL', 'NF']).toContain(r.status);
  });

  it('keeps challan history to windows of about five months (PMT9071 beyond 150 days)', async () => {
    const { client } = await signedIn(normal[0]);
    const gstin = normal[0]!.gstins[0];
    const wide = (
      await client.get(
        `/payment/auth/challan/getlist?fm_dt=01/01/2026&to_dt=21/11/2026&gstin=${gstin}`,
        PAYMENT,
      )
    ).json();
    expect(wide).toMatchObject({ status: 0, error: { errorCode: 'PMT9071' } });
    const rows = [];
    for (const [from, to] of [
      ['01/04/2025', '28/08/2025'],
      ['29/08/2025', '25/01/2026'],
      ['26/01/2026', '24/06/2026'],
      ['25/06/2026', '21/11/2026'],
    ]) {
      const part = (
        await client.get(`/payment/auth/challan/getlist?fm_dt=${from}&to_dt=${to}&gstin=${gstin}`, PAYMENT)
      ).json();
      expect(Array.isArray(part)).toBe(true);
      rows.push(...part);
    }
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.cpin).toMatch(/^\d{14}$/);
      expect(row.chln_cre_dt).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      if (row.status === 'S') expect(row.cin).toMatch(/^\d{14}[A-Z]{4}$/);
    }
    const paid = rows.find((r) => r.status === 'S');
    const pdf = await client.get(`/payment/auth/api/challan/pdf?cpin=${paid.cpin}`, PAYMENT);
    expect(pdf.body.startsWith('%PDF')).toBe(true);
  });

  it('narrows the challan window under the challanWindowDays fault', async () => {
    const { app, client } = await signedIn(normal[0]);
    const gstin = normal[0]!.gstins[0];
    const url = `/payment/auth/challan/getlist?fm_dt=01/01/2026&to_dt=01/04/2026&gstin=${gstin}`;
    expect(Array.isArray((await client.get(url, PAYMENT)).json())).toBe(true);
    await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { challanWindowDays: 30 } });
    expect((await client.get(url, PAYMENT)).json()).toMatchObject({ error: { errorCode: 'PMT9071' } });
  });

  it('gives ledgers with running balances, demands by ISO window, TDS/TCS and turnover', async () => {
    const { client } = await signedIn(normal[0]);
    const cash = (
      await client.get('/payment/auth/api/cashdetls?fdate=01/04/2025&tdate=21/11/2026', PAYMENT)
    ).json();
    expect(cash.tr.length).toBeGreaterThan(0);
    expect(cash.tr[0]).toMatchObject({
      dpt_dt: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      tr_typ: expect.stringMatching(/^(Dr|Cr)$/),
      igst: expect.any(Object),
    });
    const liability = (
      await client.get('/returns/auth/api/retdtl?fdate=042025&to_dt=102026&gstin=undefined', RETURN)
    ).json();
    expect(Array.isArray(liability.tr)).toBe(true);
    const demands = (
      await client.get(
        '/payment/auth/api/liabdetails?fdate=2017-07-01&tdate=2026-11-21&staystatus=&demandid=',
        PAYMENT,
      )
    ).json();
    expect(demands.nrLiabtxList.transactionsList).toBeInstanceOf(Array);
    const turnover = (await client.get('/returns/auth/api/aggregateturnover?fy=2025-26', RETURN)).json();
    expect(turnover.data.aggTurnover).toMatch(/^[\d,]+\.\d{2}$/);
    const credits = (await client.get('/returns/auth/api/tdstcscredit?fy=2025-26', RETURN)).json();
    expect(credits.status === 1 || credits.error.errorCode === 'RET13510').toBe(true);
  });

  it('shows items issued later once the sandbox clock passes their date', async () => {
    const { app, client } = await signedIn(normal[0]);
    const count = async () => {
      let n = 0;
      for (const gstin of normal[0]!.gstins)
        n += (await client.post('/services/auth/api/get/notices', { gstin })).json().length;
      n += (
        await client.get('/payment/auth/challan/getlist?fm_dt=01/12/2026&to_dt=31/01/2027', PAYMENT)
      ).json().length;
      return n;
    };
    const before = await count();
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: 60 } });
    await client.login(normal[0]!);
    expect(await count()).toBeGreaterThan(before);
  });

  it('gives the period picker, the last periods’ filing grid, and LG9221 for a date range without challans', async () => {
    const { client } = await signedIn(normal[0]);
    const picker = (await client.get('/returns/auth/api/dropdown', RETURN)).json();
    expect(picker.data.Years[0]).toMatchObject({
      year: '2026-27',
      months: expect.arrayContaining([{ month: 'April', value: '042026' }]),
    });
    const snapshot = (await client.get('/returns/auth/api/filingsnapshot', null)).json();
    expect(snapshot.data.gstin).toBe(normal[0]!.gstins[0]);
    for (const form of snapshot.data.formNames) {
      expect(form.retPrds.length).toBeLessThanOrEqual(5);
      for (const p of form.retPrds) expect(['Filed', 'Not Filed']).toContain(p.filingStatus);
    }
    const none = (
      await client.get('/payment/auth/api/searcharnusngdate?fromdate=01/01/2018&todate=31/01/2018', PAYMENT)
    ).json();
    expect(none).toMatchObject({ status: 0, error: { errorCode: 'LG9221' } });
  });
});
