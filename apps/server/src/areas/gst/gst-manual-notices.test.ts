import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, type Page, type RecordDetail, type RecordRow } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { markMissingRemoved, upsertRecords } from '../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../test/harness';

const ORG = 'GSTMN1';
const OTHER = 'GSTMN2';
const GSTIN = '27AAPFU0939F1ZV';
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

const base = `/api/o/${ORG}/gst/manual-notices`;
const valid = {
  gstin: GSTIN,
  type: 'ASMT-10',
  descr: 'Scrutiny of returns for 2024-25: differences in ITC',
  issuedBy: 'Superintendent, Range 4',
  dtOfIssue: '2026-09-01',
  dueDate: '2026-10-01',
  amount: '45,000',
};

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner', 'gstman@firm.example');
  viewer = await s.memberOf(ORG, 'viewer');
  outsider = await s.memberOf(OTHER, 'owner');
  await inOrg(s.ctx.db, ORG, (tx) =>
    upsertRecords(tx, ORG, RESOURCES.gstAccount, [
      { data: { portalUserName: 'uday_0939', gstin: GSTIN, state: 'Maharashtra' } },
    ]),
  );
});
afterAll(() => s.close());

describe('GST manual notices', () => {
  let key = '';

  it('adds a notice by hand under the login holding the GSTIN, marked manual', async () => {
    const res = await call<{ key: string }>('POST', base, owner.token, valid);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Notice added');
    key = res.body.data.key;
    const detail = await call<RecordDetail>(
      'GET',
      `/api/o/${ORG}/records/gstNotice/item/${key}`,
      owner.token,
    );
    expect(detail.body.data.record.source).toBe('manual');
    expect(detail.body.data.record.accountKey).toBe('uday_0939');
    expect(detail.body.data.record.data).toMatchObject({
      noticeOrderId: key,
      gstin: GSTIN,
      portalUserName: 'uday_0939',
      amount: 45000,
      status: 'Open',
      financialYear: '2026-27',
    });
  });

  it('a sync of the login neither removes nor changes it', async () => {
    await inOrg(s.ctx.db, ORG, async (tx) => {
      await upsertRecords(tx, ORG, RESOURCES.gstNotice, [
        { data: { noticeOrderId: 'ZD2709260000001', gstin: GSTIN, portalUserName: 'uday_0939' } },
      ]);
      await markMissingRemoved(tx, ORG, RESOURCES.gstNotice, 'uday_0939', []);
    });
    const detail = await call<RecordDetail>(
      'GET',
      `/api/o/${ORG}/records/gstNotice/item/${key}`,
      owner.token,
    );
    expect(detail.body.data.record.removedAt).toBeNull();
    expect(detail.body.data.record.data.type).toBe('ASMT-10');
  });

  it('edits it; synced notices cannot be edited here', async () => {
    const res = await call('PUT', `${base}/${key}`, owner.token, { ...valid, dueDate: '2026-10-15' });
    expect(res.status).toBe(200);
    const list = await call<Page<RecordRow>>('GET', base, owner.token);
    expect(list.body.data.rows.map((r) => [r.key, r.data.dueDate])).toEqual([[key, '2026-10-15']]);
    expect((await call('PUT', `${base}/ZD2709260000001`, owner.token, valid)).status).toBe(400);
  });

  it('refuses bad input with the reason and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ gstin: '27AAACR5055K1Z7' }, "not one of this organisation's GST accounts"],
      [{ gstin: '99' }, 'GSTIN must be 15'],
      [{ type: '' }, 'Notice type is required'],
      [{ dtOfIssue: '' }, 'Issued on must be a date'],
      [{ dueDate: '2026-08-01' }, 'Due on cannot be before the issue date'],
      [{ amount: '-5' }, 'Amount must be an amount'],
      [{ extra: 1 }, 'extra'],
    ];
    for (const [patch, message] of cases) {
      const res = await call('POST', base, owner.token, { ...valid, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(patch)).toContain(message);
    }
    expect((await call<Page<RecordRow>>('GET', base, owner.token)).body.data.total).toBe(1);
  });

  it('keeps viewers and other organisations out', async () => {
    expect((await call('POST', base, viewer.token, valid)).status).toBe(403);
    expect((await call('DELETE', `${base}/${key}`, viewer.token)).status).toBe(403);
    expect((await call('DELETE', `${base}/${key}`, outsider.token)).status).toBe(404);
    expect((await call('DELETE', `/api/o/${OTHER}/gst/manual-notices/${key}`, outsider.token)).status).toBe(
      404,
    );
    expect((await call('DELETE', `${base}/${key}`, owner.token)).status).toBe(200);
  });
});
