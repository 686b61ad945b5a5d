import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, type Page, type RecordDetail, type RecordRow } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../test/harness';

const ORG = 'PGMN01';
const OTHER = 'PGMN02';
const GSTIN = '27AAPFU0939F1ZV';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
let s: TestServer;
let owner: { token: string };
let viewer: { token: string };
let outsider: { token: string };

async function call<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
) {
  const res = await s.app.inject({ method, url, headers: { authtoken: token }, payload: payload as object });
  return { status: res.statusCode, body: res.json() as { success: boolean; message?: string; data: T } };
}

const base = `/api/o/${ORG}/pregst/manual-notices`;
const valid = {
  gstin: '27aapfu0939f1zv',
  regime: 'service_tax',
  registrationNo: 'AAPFU0939FSD001',
  noticeType: 'Show cause notice',
  legalSection: '73(1)',
  referenceNo: 'SCN/ST/2019/77',
  subject: 'Service tax on renting of immovable property',
  period: '2016',
  issuedOn: '2026-01-10',
  dueDate: '2026-02-10',
  hearingDate: '',
  amount: '2,40,000',
  proceedingId: '',
};

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner', 'pre@firm.example');
  viewer = await s.memberOf(ORG, 'viewer');
  outsider = await s.memberOf(OTHER, 'owner');
  await inOrg(s.ctx.db, ORG, async (tx) => {
    await upsertRecords(tx, ORG, RESOURCES.preGstAccount, [{ data: { gstin: GSTIN, name: 'Uday Traders' } }]);
    await upsertRecords(tx, ORG, RESOURCES.preGstProceeding, [
      { data: { proceedingId: 'P-1', gstin: GSTIN, regime: 'service_tax', subject: 'Renting' } },
      { data: { proceedingId: 'P-2', gstin: '29AAACM1234C1Z0', regime: 'vat', subject: 'Other client' } },
    ]);
  });
});
afterAll(() => s.close());

describe('pre-GST manual notices', () => {
  let key = '';

  it('adds a notice by hand, marked manual, keeping the old registration on the account', async () => {
    const res = await call<{ key: string }>('POST', base, owner.token, {
      ...valid,
      pdf: { fileName: 'scn.pdf', contentBase64: PDF.toString('base64') },
    });
    expect(res.status).toBe(200);
    key = res.body.data.key;
    expect(key).toMatch(/^M-[A-Z0-9]+$/);
    const detail = await call<RecordDetail>(
      'GET',
      `/api/o/${ORG}/records/preGstNotice/item/${key}`,
      owner.token,
    );
    expect(detail.body.data.record.source).toBe('manual');
    expect(detail.body.data.record.data).toMatchObject({
      gstin: GSTIN,
      regime: 'service_tax',
      period: '2016-17',
      amount: 240000,
      dueDate: '2026-02-10',
      hearingDate: null,
    });
    expect(detail.body.data.documents.map((d) => d.fileName)).toEqual(['scn.pdf']);
    const account = await call<RecordDetail>(
      'GET',
      `/api/o/${ORG}/records/preGstAccount/item/${GSTIN}`,
      owner.token,
    );
    expect(account.body.data.record.data.serviceTaxRegNo).toBe('AAPFU0939FSD001');
    const list = await call<Page<RecordRow>>('GET', base, owner.token);
    expect(list.body.data.rows.map((r) => r.key)).toEqual([key]);
  });

  it('warns of a linked GSTIN whose check character is wrong, and saves the notice all the same', async () => {
    const odd = '29AAACM1234C1Z9'; // should end in 0
    await inOrg(s.ctx.db, ORG, (tx) =>
      upsertRecords(tx, ORG, RESOURCES.preGstAccount, [{ data: { gstin: odd, name: 'Mehta Mills' } }]),
    );
    const res = await call<{ key: string }>('POST', base, owner.token, {
      ...valid,
      gstin: odd,
      registrationNo: '',
      referenceNo: 'SCN/CE/7',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Pre-GST Notice added. Warning: GSTIN 29AAACM1234C1Z9: GSTIN check character should be 0',
    );
    const saved = await call<RecordDetail>(
      'GET',
      `/api/o/${ORG}/records/preGstNotice/item/${res.body.data.key}`,
      owner.token,
    );
    expect(saved.body.data.record.data).toMatchObject({ gstin: odd });
    await call('DELETE', `${base}/${res.body.data.key}`, owner.token);
  });

  it('edits it: a hearing date, its proceeding; the work status is kept', async () => {
    const work = await call('PUT', `/api/o/${ORG}/work/preGstNotice/item/${key}`, owner.token, {
      status: 'in_progress',
    });
    expect(work.status).toBe(200);
    const res = await call('PUT', `${base}/${key}`, owner.token, {
      ...valid,
      hearingDate: '2026-02-20',
      proceedingId: 'P-1',
    });
    expect(res.status).toBe(200);
    const detail = await call<RecordDetail>(
      'GET',
      `/api/o/${ORG}/records/preGstNotice/item/${key}`,
      owner.token,
    );
    expect(detail.body.data.record.data).toMatchObject({ hearingDate: '2026-02-20', proceedingId: 'P-1' });
    expect(detail.body.data.record.workStatus).toBe('in_progress');
  });

  it('refuses bad input with the field and the reason, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ gstin: '27AAPFU0939F1' }, 'GSTIN must be 15'],
      [{ gstin: '29AAACM1234C1Z0' }, "not one of this organisation's pre-GST accounts"],
      [{ regime: 'income_tax' }, 'Choose the law'],
      [{ subject: ' ' }, 'Description is required'],
      [{ issuedOn: '10/01/2026' }, 'Issued on must be a date'],
      [{ dueDate: '2025-12-01' }, 'Reply due cannot be before the issue date'],
      [{ amount: 'lots' }, 'Amount must be an amount'],
      [{ period: '2016-18' }, 'financial year'],
      [{ proceedingId: 'P-2' }, 'belongs to GSTIN 29AAACM1234C1Z0'],
      [{ proceedingId: 'P-9' }, 'No proceeding P-9'],
      [{ pdf: { fileName: 'a.pdf', contentBase64: Buffer.from('hello').toString('base64') } }, 'not a PDF'],
    ];
    for (const [patch, message] of cases) {
      const res = await call('POST', base, owner.token, { ...valid, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message, JSON.stringify(patch)).toContain(message);
    }
    const list = await call<Page<RecordRow>>('GET', base, owner.token);
    expect(list.body.data.total).toBe(1);
  });

  it('keeps viewers and other organisations out', async () => {
    expect((await call('POST', base, viewer.token, valid)).status).toBe(403);
    expect((await call('DELETE', `${base}/${key}`, outsider.token)).status).toBe(404);
    const theirs = await call('PUT', `/api/o/${OTHER}/pregst/manual-notices/${key}`, outsider.token, valid);
    expect(theirs.status).toBe(404);
    const created = await call('POST', `/api/o/${OTHER}/pregst/manual-notices`, outsider.token, valid);
    expect(created.status).toBe(400);
    expect(created.body.message).toContain("not one of this organisation's pre-GST accounts");
    expect(
      (await call('DELETE', `/api/o/${OTHER}/pregst/manual-notices/${key}`, outsider.token)).status,
    ).toBe(404);
  });

  it('deletes it with its PDF', async () => {
    expect((await call('DELETE', `${base}/${key}`, owner.token)).status).toBe(200);
    expect((await call('GET', `/api/o/${ORG}/records/preGstNotice/item/${key}`, owner.token)).status).toBe(
      404,
    );
  });
});
