import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar, RESOURCES, type ClientPage } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';
import { inOrg } from '../../db/tenant';
import { updateOrgLicence } from '../../lib/directory';
import { upsertRecords } from '../../lib/records/upsert';

let s: TestServer;
const ORG = 'CLNT01';
const OTHER = 'CLNT02';
const PAN = 'AAAPA1111A';
const OTHER_PAN = 'BBBPB2222B';
const gstin = (state: string, pan: string, entity: string) => {
  const first14 = `${state}${pan}${entity}Z`;
  return `${first14}${gstinCheckChar(first14)}`;
};
const GSTIN_MH = gstin('27', PAN, '1');
const GSTIN_KA = gstin('29', PAN, '2');
const TAN = 'MUMA12345B';
let owner: { token: string; userId: string; email: string };
let member: { token: string; userId: string; email: string };
let stranger: { token: string };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function seed(orgId: string, prefix: string): Promise<void> {
  await inOrg(s.ctx.db, orgId, async (tx) => {
    await upsertRecords(tx, orgId, RESOURCES.itAccount, [
      { data: { pan: PAN, name: 'Acme Traders' } },
      { data: { pan: OTHER_PAN, name: 'Bharat Mills' } },
    ]);
    await upsertRecords(tx, orgId, RESOURCES.gstAccount, [
      {
        data: {
          portalUserName: 'acme_gst',
          gstin: GSTIN_MH,
          gstins: `${GSTIN_MH},${GSTIN_KA}`,
          lgnm: 'ACME TRADERS',
        },
      },
      { data: { portalUserName: 'bharat_gst', gstin: gstin('27', OTHER_PAN, '1'), lgnm: 'BHARAT MILLS' } },
    ]);
    await upsertRecords(tx, orgId, RESOURCES.tdsAccount, [
      { data: { tan: TAN, pan: PAN, name: 'Acme Traders' } },
    ]);
    await upsertRecords(tx, orgId, RESOURCES.itNotice, [
      {
        data: {
          headerSeqNo: `${prefix}1`,
          pan: PAN,
          description: 'Notice u/s 143(2)',
          responseDueDate: day(3),
        },
      },
      {
        data: {
          headerSeqNo: `${prefix}2`,
          pan: PAN,
          description: 'Notice u/s 142(1)',
          responseDueDate: day(-2),
        },
      },
      {
        data: { headerSeqNo: `${prefix}3`, pan: PAN, description: 'Closed notice', responseDueDate: day(9) },
      },
      {
        data: {
          headerSeqNo: `${prefix}4`,
          pan: OTHER_PAN,
          description: 'Not this client',
          responseDueDate: day(4),
        },
      },
    ]);
    // A date of history (a credit booked) is never due; a notice replied to is not still to do.
    await upsertRecords(tx, orgId, RESOURCES.itTaxCredit, [
      { data: { creditId: `${prefix}C1`, pan: PAN, deductorName: 'Lakshmi Ceramics', bookingDt: day(-30) } },
    ]);
    await upsertRecords(tx, orgId, RESOURCES.itNotice, [
      {
        data: {
          headerSeqNo: `${prefix}5`,
          pan: PAN,
          description: 'Replied notice',
          responseDueDate: day(-5),
        },
      },
    ]);
    await upsertRecords(tx, orgId, RESOURCES.gstNotice, [
      {
        data: {
          noticeOrderId: `${prefix}G1`,
          portalUserName: 'acme_gst',
          gstin: GSTIN_KA,
          descr: 'Show cause notice',
          dueDate: day(5),
        },
      },
    ]);
    await upsertRecords(tx, orgId, RESOURCES.tdsNotice, [
      {
        data: {
          commInbId: `${prefix}T1`,
          tan: TAN,
          subject: 'Short deduction intimation',
          issuedOn: day(-1),
        },
      },
    ]);
  });
}

const get = (id: string, token = owner.token, orgId = ORG) =>
  s.app.inject({ method: 'GET', url: `/api/o/${orgId}/clients/${id}`, headers: { authtoken: token } });
const page = async (id: string) => {
  const res = await get(id);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ClientPage }).data;
};

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner');
  member = await s.memberOf(ORG, 'member');
  stranger = await s.memberOf(OTHER, 'owner');
  await seed(ORG, '9300');
  await seed(OTHER, '9400');
  await s.ctx.pools.owner.query(
    `UPDATE records SET work_status = 'closed' WHERE org_id = $1 AND type = 'itNotice' AND key = '93003'`,
    [ORG],
  );
  await s.ctx.pools.owner.query(
    `UPDATE records SET work_status = 'replied' WHERE org_id = $1 AND type = 'itNotice' AND key = '93005'`,
    [ORG],
  );
  await s.ctx.pools.owner.query(
    `UPDATE records SET assignee_id = $2 WHERE org_id = $1 AND type = 'itNotice' AND key = '93001'`,
    [ORG, member.userId],
  );
}, 60_000);

afterAll(async () => {
  await s?.close();
});

describe('the client page', () => {
  it('gathers the income-tax account, the GST login carrying the PAN and the TAN recorded against it', async () => {
    const client = await page(PAN);
    expect(client).toMatchObject({ pan: PAN, asked: PAN, name: 'Acme Traders' });
    expect(client.accounts.map((a) => [a.type, a.key])).toEqual([
      ['itAccount', PAN],
      ['gstAccount', 'acme_gst'],
      ['tdsAccount', TAN],
    ]);
    const gst = client.accounts.find((a) => a.type === 'gstAccount')!;
    expect(gst).toMatchObject({ path: '/gst/gstin/acme_gst', area: 'gst' });
    expect(gst.identifiers).toEqual([GSTIN_MH, GSTIN_KA]);
  });

  it('lists the open dated items of every account, overdue first, and nothing closed, replied, of history or of another client', async () => {
    const client = await page(PAN);
    expect(client.openItems.map((i) => [i.type, i.key, i.date])).toEqual([
      ['itNotice', '93002', day(-2)],
      ['itNotice', '93001', day(3)],
      ['gstNotice', '9300G1', day(5)],
    ]);
  });

  it('shows arrivals and the people on its open work', async () => {
    const client = await page(PAN);
    const arrived = client.arrivals.map((a) => a.key);
    expect(arrived).toEqual(expect.arrayContaining(['93001', '9300G1', '9300T1']));
    expect(arrived).not.toContain('93004');
    expect(client.arrivals.find((a) => a.key === '9300T1')).toMatchObject({
      area: 'tds',
      path: '/tds/notice/9300T1',
    });
    expect(client.people).toEqual([{ email: member.email, name: expect.any(String), open: 1 }]);
  });

  it('opens from a GSTIN or a TAN on the same client', async () => {
    const byGstin = await page(GSTIN_KA.toLowerCase());
    expect(byGstin).toMatchObject({ pan: PAN, asked: GSTIN_KA });
    const byTan = await page(TAN);
    expect(byTan).toMatchObject({ pan: PAN, asked: TAN });
    expect(byTan.accounts.map((a) => a.type)).toEqual(['itAccount', 'gstAccount', 'tdsAccount']);
  });

  it('leaves out the areas the licence closes', async () => {
    await updateOrgLicence(s.ctx.db, ORG, { isGstActive: false });
    try {
      const client = await page(PAN);
      expect(client.accounts.map((a) => a.type)).not.toContain('gstAccount');
      expect(client.openItems.map((i) => i.area)).not.toContain('gst');
    } finally {
      await updateOrgLicence(s.ctx.db, ORG, { isGstActive: true });
    }
  });

  it('answers an empty page for a PAN the firm holds nothing for', async () => {
    const client = await page('CCCPC3333C');
    expect(client).toMatchObject({ pan: 'CCCPC3333C', accounts: [], openItems: [], arrivals: [] });
  });

  it('refuses what is not a PAN, GSTIN or TAN, and another organisation', async () => {
    const bad = await get('AAAPA11');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/PAN must be/);
    expect((await get(PAN, stranger.token)).statusCode).toBe(404);
  });
});
