import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, type Page, type RecordDetail, type RecordRow } from '@taxdesk/domain';
import { inOrg } from '../../../db/tenant';
import { upsertRecords } from '../../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../../test/harness';

const ORG = 'MANU01';
const OTHER = 'MANU02';
const PAN = 'AAAPM1234M';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
let s: TestServer;
let owner: { token: string };
let viewer: { token: string };
let outsider: { token: string };

async function seed(
  orgId: string,
  type: 'itAccount' | 'itProceeding' | 'itNotice',
  data: Record<string, unknown>[],
) {
  await inOrg(s.ctx.db, orgId, (tx) =>
    upsertRecords(
      tx,
      orgId,
      RESOURCES[type],
      data.map((d) => ({ data: d })),
    ),
  );
}

async function call<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
): Promise<{ status: number; body: { success: boolean; message?: string; data: T } }> {
  const res = await s.app.inject({ method, url, headers: { authtoken: token }, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

const base = `/api/o/${ORG}/it/manual-notices`;
const valid = {
  pan: 'aaapm1234m',
  noticeSection: '142(1)',
  documentIdentificationNumber: 'ITBA/AST/F/142(1)/2025-26/1077001234(1)',
  description: 'Notice to produce books of account',
  ay: '2024-25',
  issuedOn: '2026-02-01',
  responseDueDate: '',
  hearingDate: '2026-03-05',
  proceedingReqId: '',
};

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner', 'maya@firm.example');
  viewer = await s.memberOf(ORG, 'viewer');
  outsider = await s.memberOf(OTHER, 'owner');
  await seed(ORG, 'itAccount', [
    { pan: PAN, name: 'Manu Traders' },
    { pan: 'AAAPB2222B', name: 'Other client' },
  ]);
  await seed(ORG, 'itProceeding', [
    { proceedingReqId: 'PR-1', pan: PAN, proceedingName: 'Assessment u/s 143(3)', assessmentYear: '2023-24' },
    { proceedingReqId: 'PR-2', pan: 'AAAPB2222B', proceedingName: 'Penalty', assessmentYear: '2022-23' },
  ]);
  await seed(ORG, 'itNotice', [
    { headerSeqNo: '5001', pan: PAN, documentIdentificationNumber: 'DIN-PORTAL-1', proceedingReqId: 'PR-1' },
  ]);
  await seed(OTHER, 'itAccount', [{ pan: 'AAAPO3333O', name: 'Theirs' }]);
});
afterAll(() => s.close());

describe('manual notices', () => {
  let key = '';

  it('adds a notice by hand, marked manual, with its PDF, waiting for review without a proceeding', async () => {
    const res = await call<{ key: string }>('POST', base, owner.token, {
      ...valid,
      pdf: { fileName: 'notice 142(1).pdf', contentBase64: PDF.toString('base64') },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Notice added');
    key = res.body.data.key;
    expect(key).toMatch(/^M-[0-9A-F]{10}$/);

    const detail = await call<RecordDetail>('GET', `/api/o/${ORG}/records/itNotice/item/${key}`, owner.token);
    expect(detail.body.data.record).toMatchObject({
      source: 'manual',
      accountKey: PAN,
      section: '142(1)',
      year: '2024-25',
      dueOn: null,
      workStatus: 'open',
      reviewState: 'pending',
    });
    expect(detail.body.data.record.data).toMatchObject({ hearingDate: '2026-03-05', proceedingReqId: null });
    expect(detail.body.data.events[0]).toMatchObject({ kind: 'new', actor: 'maya@firm.example' });
    const [doc] = detail.body.data.documents;
    expect(doc).toMatchObject({ fileName: 'notice 142(1).pdf', size: PDF.length });
    const file = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/documents/${doc!.id}`,
      headers: { authtoken: owner.token },
    });
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const list = await call<Page<RecordRow>>('GET', base, viewer.token);
    expect(list.body.data.rows.map((r) => r.key)).toEqual([key]);
    const pending = await call<Page<RecordRow>>(
      'GET',
      `/api/o/${ORG}/records/itNotice?reviewState=pending`,
      owner.token,
    );
    expect(pending.body.data.rows.map((r) => r.key)).toEqual([key]);
  });

  it('refuses bad input with the field and the reason, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ pan: 'ABCDE12345' }, 'PAN must be 5 letters, 4 digits and a letter'],
      [{ pan: 'AAAPZ9999Z' }, 'PAN AAAPZ9999Z is not one of this organisation'],
      [{ pan: 'AAAPO3333O' }, 'is not one of this organisation'],
      [{ noticeSection: '  ' }, 'Section is required.'],
      [{ issuedOn: '2026-13-01' }, 'Issued on must be a date'],
      [{ responseDueDate: '2026-01-01' }, 'Response due cannot be before the issue date'],
      [{ ay: '2024-26' }, 'Assessment year must look like 2024-25'],
      [{ proceedingReqId: 'PR-2' }, 'belongs to PAN AAAPB2222B'],
      [{ proceedingReqId: 'PR-404' }, 'No proceeding PR-404'],
      [{ documentIdentificationNumber: 'DIN-PORTAL-1' }, 'Notice 5001 has DIN DIN-PORTAL-1 already'],
      [{ pdf: { fileName: 'x.pdf', contentBase64: Buffer.from('hello').toString('base64') } }, 'not a PDF'],
      [{ extra: 1 }, 'extra'],
    ];
    for (const [patch, message] of cases) {
      const res = await call('POST', base, owner.token, {
        ...valid,
        documentIdentificationNumber: null,
        ...patch,
      });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message, JSON.stringify(patch)).toContain(message);
    }
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0x20);
    big.write('%PDF-1.4');
    const tooBig = await call('POST', base, owner.token, {
      ...valid,
      documentIdentificationNumber: null,
      pdf: { fileName: 'big.pdf', contentBase64: big.toString('base64') },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toContain('larger than 10 MB');
    const list = await call<Page<RecordRow>>('GET', base, owner.token);
    expect(list.body.data.rows).toHaveLength(1);
  });

  it('edits a manual notice: choosing a proceeding ends its review, with history and actor', async () => {
    const res = await call('PUT', `${base}/${key}`, owner.token, {
      ...valid,
      proceedingReqId: 'PR-1',
      ay: '',
      responseDueDate: '2026-02-20',
      removePdf: true,
    });
    expect(res.status).toBe(200);
    const detail = await call<RecordDetail>('GET', `/api/o/${ORG}/records/itNotice/item/${key}`, owner.token);
    expect(detail.body.data.record).toMatchObject({
      reviewState: 'attached',
      dueOn: '2026-02-20',
      year: '2023-24',
    });
    expect(detail.body.data.record.data.proceedingName).toBe('Assessment u/s 143(3)');
    expect(detail.body.data.documents).toEqual([]);
    const kinds = detail.body.data.events.map((e) => [e.kind, e.actor]);
    expect(kinds).toContainEqual(['changed', 'maya@firm.example']);
    expect(kinds).toContainEqual(['review', 'maya@firm.example']);
    const proceeding = await call<RecordDetail>(
      'GET',
      `/api/o/${ORG}/records/itProceeding/item/PR-1`,
      owner.token,
    );
    expect(proceeding.body.data.children.itNotice!.map((r) => r.key)).toContain(key);
  });

  it('edits and deletes manual notices only, never synced ones; viewers and other organisations cannot', async () => {
    expect((await call('PUT', `${base}/5001`, owner.token, valid)).status).toBe(400);
    expect((await call('DELETE', `${base}/5001`, owner.token)).status).toBe(400);
    expect((await call('DELETE', `${base}/M-0000000000`, owner.token)).status).toBe(404);
    expect((await call('PUT', `${base}/${key}`, viewer.token, valid)).status).toBe(403);
    expect((await call('DELETE', `${base}/${key}`, viewer.token)).status).toBe(403);
    expect((await call('POST', base, viewer.token, valid)).status).toBe(403);
    expect((await call('DELETE', `/api/o/${OTHER}/it/manual-notices/${key}`, outsider.token)).status).toBe(
      404,
    );
    expect((await call('DELETE', `${base}/${key}`, outsider.token)).status).toBe(404);

    const del = await call('DELETE', `${base}/${key}`, owner.token);
    expect(del.status).toBe(200);
    expect((await call('GET', `/api/o/${ORG}/records/itNotice/item/${key}`, owner.token)).status).toBe(404);
    expect((await call('GET', `/api/o/${ORG}/records/itNotice/item/5001`, owner.token)).status).toBe(200);
  });

  it('lets a manual notice without a proceeding be attached or kept standalone from Unmatched Notices', async () => {
    const a = await call<{ key: string }>('POST', base, owner.token, {
      ...valid,
      documentIdentificationNumber: null,
    });
    const b = await call<{ key: string }>('POST', base, owner.token, {
      ...valid,
      documentIdentificationNumber: 'D-2',
    });
    const other = await call('POST', `/api/o/${ORG}/work/itNotice/review/${a.body.data.key}`, owner.token, {
      parent: 'PR-2',
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toContain('belongs to another account');

    const attach = await call('POST', `/api/o/${ORG}/work/itNotice/review/${a.body.data.key}`, owner.token, {
      parent: 'PR-1',
    });
    expect(attach.status).toBe(200);
    const da = await call<RecordDetail>(
      'GET',
      `/api/o/${ORG}/records/itNotice/item/${a.body.data.key}`,
      owner.token,
    );
    expect(da.body.data.record.reviewState).toBe('attached');
    expect(da.body.data.record.data).toMatchObject({
      proceedingReqId: 'PR-1',
      proceedingName: 'Assessment u/s 143(3)',
    });
    expect(da.body.data.events[0]).toMatchObject({
      kind: 'review',
      actor: 'maya@firm.example',
      changes: {
        proceedingReqId: { from: null, to: 'PR-1' },
        reviewState: { from: 'pending', to: 'attached' },
      },
    });

    const alone = await call('POST', `/api/o/${ORG}/work/itNotice/review/${b.body.data.key}`, owner.token, {
      parent: null,
    });
    expect(alone.status).toBe(200);
    expect(alone.body.message).toBe('Notice kept standalone');
    const pending = await call<Page<RecordRow>>(
      'GET',
      `/api/o/${ORG}/records/itNotice?reviewState=pending`,
      owner.token,
    );
    expect(pending.body.data.rows).toEqual([]);
  });
});
