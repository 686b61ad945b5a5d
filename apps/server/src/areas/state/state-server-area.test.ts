import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { stateServerArea } from './state-server-area';

const ORG = 'AREAS1';
let s: TestServer;

beforeAll(async () => {
  s = await createTestServer({ sandboxItAccounts: () => [] });
  await s.memberOf(ORG);
});
afterAll(() => s?.close());

describe('state area on the demo', () => {
  it('seeds the sandbox logins with their passwords, only when this process started the sandbox', async () => {
    expect(
      await stateServerArea.seedDemo!({ ...s.ctx, sandboxItAccounts: undefined }, { orgId: ORG, userId: '' }),
    ).toBe(0);
    expect(await stateServerArea.seedDemo!(s.ctx, { orgId: ORG, userId: '' })).toBe(5);
    const q = (text: string) => s.ctx.pools.owner.query(text, [ORG]);
    expect(
      (await q(`SELECT count(*)::int AS n FROM records WHERE org_id = $1 AND type = 'stateAccount'`)).rows[0]
        .n,
    ).toBe(5);
    expect(
      (await q(`SELECT count(*)::int AS n FROM portal_credentials WHERE org_id = $1 AND portal = 'state'`))
        .rows[0].n,
    ).toBe(5);
  });
});
