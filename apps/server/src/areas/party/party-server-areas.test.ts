import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { PARTY_SERVER_AREAS } from './party-server-areas';

const ORG = 'AREAP1';
let s: TestServer;

beforeAll(async () => {
  s = await createTestServer({ sandboxItAccounts: () => [] });
  await s.memberOf(ORG);
});
afterAll(() => s?.close());

describe('party areas on the demo', () => {
  it('seed parties to look up, without passwords', async () => {
    for (const area of PARTY_SERVER_AREAS)
      expect(await area.seedDemo!(s.ctx, { orgId: ORG, userId: '' })).toBeGreaterThan(3);
    const rows = await s.ctx.pools.owner.query(
      `SELECT type, count(*)::int AS n FROM records WHERE org_id = $1 GROUP BY type ORDER BY type`,
      [ORG],
    );
    expect(rows.rows.map((r: { type: string }) => r.type)).toEqual([
      'gstParty',
      'msmeParty',
      'panParty',
      'tanParty',
    ]);
    const secrets = await s.ctx.pools.owner.query(
      'SELECT count(*)::int AS n FROM portal_credentials WHERE org_id = $1',
      [ORG],
    );
    expect(secrets.rows[0].n).toBe(0);
  });
});
