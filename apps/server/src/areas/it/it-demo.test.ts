import { sandboxItAccounts } from '@taxdesk/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { seedItDemo } from './it-demo';

const ORG = 'ITDEMO';
let s: TestServer;
let userId: string;

beforeAll(async () => {
  s = await createTestServer({ sandboxItAccounts: () => sandboxItAccounts({ accountCount: 3 }) });
  userId = (await s.memberOf(ORG)).userId;
});
afterAll(() => s?.close());

describe('income-tax area on the demo', () => {
  it('seeds the clients and two notices entered by hand that wait on Unmatched Notices', async () => {
    const clients = await seedItDemo(s.ctx, { orgId: ORG, userId });
    expect(clients).toBe(3);
    const { rows } = await s.ctx.pools.owner.query(
      `SELECT source, review_state, data->>'pan' AS pan, data->>'responseDueDate' AS due
         FROM records WHERE org_id = $1 AND type = 'itNotice' ORDER BY data->>'issuedOn'`,
      [ORG],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ source: 'manual', review_state: 'pending' });
      expect(row.due > s.ctx.now().toISOString().slice(0, 10)).toBe(true);
    }
    const accounts = await s.ctx.pools.owner.query(
      `SELECT key FROM records WHERE org_id = $1 AND type = 'itAccount'`,
      [ORG],
    );
    expect(accounts.rows.map((r) => r.key)).toEqual(expect.arrayContaining(rows.map((r) => r.pan)));
  });
});
