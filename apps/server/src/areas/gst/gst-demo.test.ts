import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGstAccounts } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../../test/harness';
import { seedGstDemo } from './gst-demo';

const ORG = 'GSTDM1';
let s: TestServer;

beforeAll(async () => {
  s = await createTestServer({ sandboxItAccounts: () => [] });
  await s.memberOf(ORG);
});
afterAll(() => s.close());

describe('GST demo accounts', () => {
  it('adds every sandbox GST login with its stored password, once', async () => {
    const owner = { orgId: ORG, userId: 'demo' };
    const accounts = sandboxGstAccounts();
    expect(await seedGstDemo(s.ctx, owner)).toBe(accounts.length);
    await seedGstDemo(s.ctx, owner);
    const records = await s.ctx.pools.owner.query(
      `SELECT key, data FROM records WHERE org_id=$1 AND type='gstAccount' ORDER BY key`,
      [ORG],
    );
    expect(records.rows.map((r) => r.key)).toEqual(accounts.map((a) => a.username).sort());
    expect(records.rows[0].data.loginStatus).toBe('new');
    const logins = await s.ctx.pools.owner.query(
      `SELECT login_id FROM portal_credentials WHERE org_id=$1 AND portal='gst'`,
      [ORG],
    );
    expect(logins.rowCount).toBe(accounts.length);
    const manual = await s.ctx.pools.owner.query(
      `SELECT data FROM records WHERE org_id=$1 AND type='gstNotice' AND source='manual'`,
      [ORG],
    );
    expect(manual.rows.length).toBeGreaterThan(0);
    expect(manual.rows[0].data).toMatchObject({
      gstin: accounts[0]!.gstins[0],
      type: 'ASMT-10',
      status: 'Open',
    });
  });

  it('adds nothing when this process did not start the sandbox', async () => {
    const other = await createTestServer();
    try {
      expect(await seedGstDemo(other.ctx, { orgId: ORG, userId: 'demo' })).toBe(0);
    } finally {
      await other.close();
    }
  });
});
