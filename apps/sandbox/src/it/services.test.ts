import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allProceedings,
  listProceedings,
  login,
  noticeLetter,
  portalPost,
  proceedingDetails,
  testSandbox,
} from '../testing';
import type { ProceedingRowJson } from '../testing';
import { sandboxItAccounts } from './accounts';

const accounts = sandboxItAccounts();
const usable = accounts.filter((a) => a.behaviour === 'normal' || a.behaviour === 'slow');

type NoticeJson = Record<string, unknown> & { headerSeqNo: string; documentIdentificationNumber: string };

let app: FastifyInstance;
/** Each usable account's cookie and proceedings, read once. */
const seen = new Map<string, { cookie: string; rows: Map<string, ProceedingRowJson> }>();

beforeAll(async () => {
  app = await testSandbox();
  for (const account of usable) {
    const cookie = await login(app, account);
    seen.set(account.pan, { cookie, rows: await allProceedings(app, cookie) });
  }
});

/** The account with the most proceedings, so paging has something to page. */
function busiest() {
  const [pan, entry] = [...seen.entries()].sort((a, b) => b[1].rows.size - a[1].rows.size)[0]!;
  return { pan, ...entry };
}

describe('eProceedingsPaginatedService', () => {
  it('lists realistic rows with the portal field names and formats', () => {
    const rows = [...seen.values()].flatMap((s) => [...s.rows.values()]);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'assessmentYear',
          'financialYr',
          'issuedOn',
          'lastResponseSubmittedOn',
          'nameOfAssesse',
          'pan',
          'proceedingClosureDate',
          'proceedingClosureOrder',
          'proceedingName',
          'proceedingReqId',
          'proceedingStatus',
          'proceedingType',
          'responseDueDate',
          'servedOn',
          'viewNoticeCount',
        ].sort(),
      );
      expect(row.proceedingReqId).toMatch(/^\d{8}$/);
      expect(row.assessmentYear).toMatch(/^20(1[89]|2[0-5])$/);
      expect(Number(row.financialYr)).toBe(Number(row.assessmentYear) - 1);
      expect(typeof row.issuedOn).toBe('number');
      expect(row.issuedOn).toBeLessThanOrEqual(Date.parse('2026-11-21T12:00:00Z'));
      expect(['O', 'C']).toContain(row.proceedingStatus);
      expect(row.viewNoticeCount).toBeGreaterThanOrEqual(1);
      expect(row.viewNoticeCount).toBeLessThanOrEqual(5);
      if (row.proceedingStatus === 'O') expect(row.proceedingClosureOrder).toBeNull();
    }
    const statuses = new Set(rows.map((r) => r.proceedingStatus));
    expect(statuses).toEqual(new Set(['O', 'C']));
    expect(rows.some((r) => r.proceedingStatus === 'C' && typeof r.proceedingClosureOrder === 'string')).toBe(
      true,
    );
  });

  it('puts closed proceedings in FYI and most open ones in FYA, never both', async () => {
    const { cookie } = busiest();
    const fya = (await listProceedings(app, cookie, 'FYA')).json()
      .eProceedingPaginatedRequests as ProceedingRowJson[];
    const fyi = (await listProceedings(app, cookie, 'FYI')).json()
      .eProceedingPaginatedRequests as ProceedingRowJson[];
    expect(fya.every((r) => r.proceedingStatus === 'O')).toBe(true);
    const ids = new Set(fya.map((r) => r.proceedingReqId));
    expect(fyi.some((r) => ids.has(r.proceedingReqId))).toBe(false);
    const everyone = [...seen.values()].flatMap((s) => [...s.rows.values()]);
    const open = everyone.filter((r) => r.proceedingStatus === 'O').length;
    expect(open).toBeGreaterThan(5);
  });

  it('pages with pageNo (from 1) and pageSize, and reports totalCount', async () => {
    const { cookie, rows } = busiest();
    const flag = 'FYI';
    const all = (await listProceedings(app, cookie, flag)).json();
    const total = all.totalCount as number;
    expect(total).toBe(all.eProceedingPaginatedRequests.length);
    expect(rows.size).toBeGreaterThanOrEqual(total);
    const paged: string[] = [];
    for (let pageNo = 1; pageNo <= Math.ceil(total / 2) + 1; pageNo++) {
      const page = (
        await listProceedings(app, cookie, flag, { pageSize: 2, pageNo, sortBy: 'createdDt', sortAsc: false })
      ).json();
      expect(page.totalCount).toBe(total);
      expect(page.pageNo).toBe(pageNo);
      expect(page.eProceedingPaginatedRequests.length).toBeLessThanOrEqual(2);
      paged.push(...page.eProceedingPaginatedRequests.map((r: ProceedingRowJson) => r.proceedingReqId));
    }
    expect(paged).toEqual(all.eProceedingPaginatedRequests.map((r: ProceedingRowJson) => r.proceedingReqId));
  });

  it('sorts by createdDt (issue date) descending by default, ascending on request', async () => {
    const { cookie } = busiest();
    const desc = (await listProceedings(app, cookie, 'FYI')).json().eProceedingPaginatedRequests as {
      issuedOn: number;
    }[];
    const asc = (
      await listProceedings(app, cookie, 'FYI', {
        pageSize: 100,
        pageNo: 1,
        sortBy: 'createdDt',
        sortAsc: true,
      })
    ).json().eProceedingPaginatedRequests as { issuedOn: number }[];
    expect(desc.map((r) => r.issuedOn)).toEqual([...desc.map((r) => r.issuedOn)].sort((a, b) => b - a));
    expect(asc.map((r) => r.issuedOn)).toEqual([...desc.map((r) => r.issuedOn)].reverse());
  });

  it('refuses a bad flag, a missing form name, or an unknown service with 400 EF00400', async () => {
    const { cookie } = busiest();
    const bad = await portalPost(
      app,
      '/iec/returnservicesapi/auth/getEntity',
      'eProceedingsPaginatedService',
      { prcdngStatusFlag: 'ALL', header: { formName: 'FO-041_PCDNG' } },
      cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages[0].code).toBe('EF00400');
    const noForm = await portalPost(
      app,
      '/iec/returnservicesapi/auth/getEntity',
      'eProceedingsPaginatedService',
      { prcdngStatusFlag: 'FYA' },
      cookie,
    );
    expect(noForm.statusCode).toBe(400);
    const unknown = await portalPost(
      app,
      '/iec/returnservicesapi/auth/getEntity',
      'itbaResponseService',
      { header: { formName: 'FO-041_PCDNG' } },
      cookie,
    );
    expect(unknown.statusCode).toBe(400);
  });
});

describe('eProceedingDetailsService', () => {
  it('answers the notices of a proceeding as a bare array, newest first', async () => {
    let checked = 0;
    for (const [pan, { cookie, rows }] of seen) {
      for (const row of rows.values()) {
        const res = await proceedingDetails(app, cookie, row.proceedingReqId, pan);
        expect(res.statusCode).toBe(200);
        const notices = res.json() as NoticeJson[];
        expect(Array.isArray(notices)).toBe(true);
        expect(notices).toHaveLength(row.viewNoticeCount);
        const issued = notices.map((n) => n.issuedOn as number);
        expect(issued).toEqual([...issued].sort((a, b) => b - a));
        for (const n of notices) {
          expect(n).toMatchObject({
            pan,
            proceedingReqId: row.proceedingReqId,
            ay: Number(row.assessmentYear),
          });
          expect(n.proceedingStatus).toBe(row.proceedingStatus);
          expect(n.headerSeqNo).toMatch(/^\d{9}$/);
          expect(n.documentIdentificationNumber).toMatch(
            /^(ITBA\/(AST|PNL|VER)\/[SF]\/[0-9A-Za-z()]+\/20\d\d-\d\d\/\d{10}\(1\)|CPC\/\d{4}\/[A-Z0-9]+\/\d{10})$/,
          );
          expect(n.noticeSection).toMatch(
            /^(143\(2\)|142\(1\)|143\(3\)|148A\(b\)|148|144B|133\(6\)|139\(9\)|245|154|270A)$/,
          );
          expect(typeof n.description).toBe('string');
          expect(n.documentReferenceId).toMatch(/^\d{9}$/);
          expect(n.responseDueDate === null || (n.responseDueDate as number) > (n.issuedOn as number)).toBe(
            true,
          );
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('has headerSeqNo and DIN unique across the sandbox, and some notices without a due date', async () => {
    const headerSeqNos = new Set<string>();
    const dins = new Set<string>();
    let withoutDue = 0;
    let total = 0;
    for (const [pan, { cookie, rows }] of seen) {
      for (const row of rows.values()) {
        for (const n of (
          await proceedingDetails(app, cookie, row.proceedingReqId, pan)
        ).json() as NoticeJson[]) {
          headerSeqNos.add(n.headerSeqNo);
          dins.add(n.documentIdentificationNumber);
          if (n.responseDueDate === null) withoutDue++;
          total++;
        }
      }
    }
    expect(headerSeqNos.size).toBe(total);
    expect(dins.size).toBe(total);
    expect(withoutDue).toBeGreaterThan(0);
  });

  it('answers 404 EF00404 for a proceeding that is not the caller’s', async () => {
    const { cookie, pan } = busiest();
    const res = await proceedingDetails(app, cookie, '12345678', pan);
    expect(res.statusCode).toBe(404);
    expect(res.json().messages[0].code).toBe('EF00404');
  });
});

describe('noticeletterpdf and documents', () => {
  async function everyNotice() {
    const out: { pan: string; cookie: string; procId: string; notice: NoticeJson }[] = [];
    for (const [pan, { cookie, rows }] of seen) {
      for (const row of rows.values()) {
        for (const notice of (
          await proceedingDetails(app, cookie, row.proceedingReqId, pan)
        ).json() as NoticeJson[]) {
          out.push({ pan, cookie, procId: row.proceedingReqId, notice });
        }
      }
    }
    return out;
  }

  it('lists every PDF of a notice in docMap; some notices carry two and name the annexure on top', async () => {
    let two = 0;
    let topIsNotOwn = 0;
    for (const { cookie, procId, notice } of await everyNotice()) {
      const res = await noticeLetter(app, cookie, notice.headerSeqNo, procId);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(typeof body.satDocId).toBe('number');
      expect(body.docMap[String(body.satDocId)]).toBe(body.docNam);
      for (const name of Object.values(body.docMap) as string[]) {
        expect(name).toMatch(/\.pdf(\.gz)?$/);
        expect(name).not.toContain('/');
      }
      if (Object.keys(body.docMap).length === 2) two++;
      if (String(body.satDocId) !== notice.documentReferenceId) topIsNotOwn++;
      expect(Object.keys(body.docMap)).toContain(notice.documentReferenceId);
    }
    expect(two).toBeGreaterThan(0);
    expect(topIsNotOwn).toBeGreaterThan(0);
  });

  it('serves each document as a real PDF naming the DIN, PAN, section and dates', async () => {
    const notices = (await everyNotice()).slice(0, 12);
    for (const { pan, cookie, procId, notice } of notices) {
      const letter = (await noticeLetter(app, cookie, notice.headerSeqNo, procId)).json();
      for (const docId of Object.keys(letter.docMap)) {
        const res = await app.inject({ method: 'GET', url: `/iec/document/${docId}`, headers: { cookie } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
        const pdf = res.rawPayload;
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = pdf.toString('latin1');
        expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
        expect(text).toContain(notice.documentIdentificationNumber);
        expect(text).toContain(pan);
        expect(text).toContain(notice.noticeSection as string);
        expect(text).toMatch(/Date(d| of issue): \d{2}\/\d{2}\/\d{4}/);
        // Deterministic bytes.
        const again = await app.inject({ method: 'GET', url: `/iec/document/${docId}`, headers: { cookie } });
        expect(again.rawPayload.equals(pdf)).toBe(true);
      }
    }
  });

  it('does not serve another account’s document', async () => {
    const [first, second] = [...seen.entries()];
    const notice = (await everyNotice()).find((n) => n.pan === first![0])!;
    const letter = (
      await noticeLetter(app, first![1].cookie, notice.notice.headerSeqNo, notice.procId)
    ).json();
    const res = await app.inject({
      method: 'GET',
      url: `/iec/document/${letter.satDocId}`,
      headers: { cookie: second![1].cookie },
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 for a notice letter whose proceeding id does not match', async () => {
    const { cookie, procId, notice } = (await everyNotice())[0]!;
    expect((await noticeLetter(app, cookie, notice.headerSeqNo, `${procId}9`)).statusCode).toBe(404);
    expect((await noticeLetter(app, cookie, '1', procId)).statusCode).toBe(404);
  });
});

describe('downloadClosureOrder', () => {
  it('lists the closure documents of a closed proceeding, downloadable as PDFs', async () => {
    let found = 0;
    for (const { cookie, rows } of seen.values()) {
      for (const row of rows.values()) {
        if (row.proceedingStatus !== 'C' || !row.proceedingClosureOrder) continue;
        const res = await portalPost(
          app,
          '/iec/returnservicesapi/auth/getEntity',
          'downloadClosureOrder',
          { procdngReqId: row.proceedingReqId, header: { formName: 'FO-041_PCDNG' } },
          cookie,
        );
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.closureSeqNo).toBe(row.proceedingClosureOrder);
        expect(body.satDocDetlList.length).toBeGreaterThan(0);
        const doc = await app.inject({
          method: 'GET',
          url: `/iec/document/${body.satDocDetlList[0].satDocId}`,
          headers: { cookie },
        });
        expect(doc.statusCode).toBe(200);
        expect(doc.rawPayload.toString('latin1')).toContain(row.proceedingReqId);
        found++;
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
