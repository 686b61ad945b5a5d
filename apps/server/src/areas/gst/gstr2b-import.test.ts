import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../test/harness';

const ORG = 'GST2B1';
const GSTIN = '27AAPFU0939F1ZV';
const FILED = '29AAACM1234C1Z0';
const MISSING = '24AAACR5055K2ZC';
const STRANGER = '27AAACR5055K1Z7';
let s: TestServer;
let owner: { token: string };
let viewer: { token: string };

const inv = (inum: string, itcavl: string, igst: number, cgst = 0, sgst = 0) => ({
  inum,
  dt: '05-08-2026',
  val: igst * 6,
  pos: '27',
  rev: 'N',
  itcavl,
  items: [{ rt: 18, txval: igst * 5 || cgst * 10, igst, cgst, sgst, cess: 0 }],
});

const file = (b2b: unknown[], gstin = GSTIN) => ({
  data: { gstin, rtnprd: '082026', docdata: { b2b, cdnr: [], isd: [], impg: [] } },
});

const GOOD = file([
  { ctin: FILED, trdnm: 'Mehta Mills', inv: [inv('MM/1', 'Y', 1800), inv('MM/2', 'N', 900)] },
  { ctin: MISSING, trdnm: 'Rana Steels', inv: [inv('RS/9', 'Y', 0, 450, 450)] },
  { ctin: STRANGER, trdnm: 'Not looked up', inv: [inv('NL/1', 'Y', 360)] },
]);

async function post(body: string | Buffer, token = owner.token) {
  const res = await s.app.inject({
    method: 'POST',
    url: `/api/o/${ORG}/gst/gstr2b`,
    headers: { authtoken: token, 'content-type': 'application/octet-stream' },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() as { message?: string; data: Record<string, unknown> } };
}

const entries = async () =>
  (
    await s.ctx.pools.owner.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM records WHERE org_id=$1 AND type='gstItcEntry' ORDER BY data->>'ctin'`,
      [ORG],
    )
  ).rows.map((r) => r.data);

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner', 'itc@firm.example');
  viewer = await s.memberOf(ORG, 'viewer');
  await inOrg(s.ctx.db, ORG, async (tx) => {
    await upsertRecords(tx, ORG, RESOURCES.gstAccount, [
      { data: { portalUserName: 'uday_0939', gstin: GSTIN } },
    ]);
    await upsertRecords(tx, ORG, RESOURCES.gstParty, [
      {
        data: { gstin: FILED, lgnm: 'Mehta Mills', filedRecentReturns: 'yes', lastGstr3bPeriod: 'Jul 2026' },
      },
      {
        data: { gstin: MISSING, lgnm: 'Rana Steels', filedRecentReturns: 'no', lastGstr3bPeriod: 'Feb 2026' },
      },
    ]);
  });
});
afterAll(() => s.close());

describe('GSTR-2B import', () => {
  it('refuses a malformed file with the reason and changes nothing', async () => {
    const cases: [string | Buffer, number, string][] = [
      ['{"data": {', 400, 'The file is not JSON'],
      [JSON.stringify({ data: { gstin: GSTIN } }), 400, 'Not a GSTR-2B file: data.rtnprd'],
      [JSON.stringify(file([{ ctin: 'X1', inv: [] }])), 400, 'supplier GSTIN (ctin)'],
      [JSON.stringify(file([], STRANGER)), 400, "not one of this organisation's GST accounts"],
      [Buffer.alloc(11 * 1024 * 1024, 32), 413, 'larger than'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect(res.status, message).toBe(status);
      expect(res.body.message, message).toContain(message);
    }
    expect((await post(JSON.stringify(GOOD), viewer.token)).status).toBe(403);
    expect(await entries()).toEqual([]);
  });

  it('stores ITC by supplier and period, matched against the suppliers held as GST parties', async () => {
    const res = await post(JSON.stringify(GOOD));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ gstin: GSTIN, period: '2026-08', suppliers: 3, new: 3 });
    const rows = await entries();
    expect(
      rows.map((r) => [r.ctin, r.itcAvailable, r.itcUnavailable, r.invoiceCount, r.supplierFiling]),
    ).toEqual([
      [MISSING, 900, 0, 1, 'not_filed'],
      [STRANGER, 360, 0, 1, 'unknown'],
      [FILED, 1800, 900, 2, 'filed'],
    ]);
    expect(rows[2]).toMatchObject({
      portalUserName: 'uday_0939',
      period: '2026-08',
      supplierLastGstr3b: 'Jul 2026',
    });
    // The same file again changes nothing.
    expect((await post(JSON.stringify(GOOD))).body.data).toMatchObject({ new: 0, changed: 0 });
  });
});
