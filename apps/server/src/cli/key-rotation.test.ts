import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxItAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../test/harness';
import { createSecretBox } from '../lib/crypto/secret-box';
import { createSyncRun } from '../lib/sync-log';
import { saveItAccount } from '../areas/it/accounts/it-accounts';
import { createItPortalClient } from '../areas/it/connector/it-portal-client';
import { syncItAccount } from '../../test/it-sync';
import { reencryptAll } from './reencrypt';

const ORG = 'ROTATE';
const accounts = sandboxItAccounts({ seed: 'rotation', accountCount: 8 }).filter(
  (a) => a.behaviour === 'normal',
);
const oldKey = randomBytes(32);
const newKey = randomBytes(32);

let sandbox: StartedSandbox;
let s: TestServer;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'rotation', accountCount: 8, port: 0, rateLimitPerSecond: 0 });
  s = await createTestServer({ portals: sandbox.portals, box: createSecretBox(oldKey) });
  const owner = await s.memberOf(ORG);
  for (const a of accounts)
    await saveItAccount(
      s.ctx,
      { orgId: ORG, userId: owner.userId, role: 'owner' },
      { pan: a.pan, password: a.password },
    );
});
afterAll(async () => {
  await s.close();
  await sandbox.close();
});

describe('encryption key rotation', () => {
  it('re-encrypts every stored password, and syncs still sign in with the new key alone', async () => {
    const rotating = createSecretBox(newKey, [oldKey]);
    const batches: number[] = [];
    const result = await reencryptAll(s.ctx.pools.owner, rotating, {
      batchSize: 2,
      onBatch: (r) => batches.push(r.scanned),
    });
    expect(result).toEqual({ scanned: accounts.length, reencrypted: accounts.length, unreadable: [] });
    expect(batches.length).toBeGreaterThan(1);

    const stored = await s.ctx.pools.owner.query<{ secret: string }>('SELECT secret FROM portal_credentials');
    expect(stored.rows.every((r) => !rotating.isStale(r.secret))).toBe(true);

    // The old key is gone everywhere: a server with the new key only signs in to the portal.
    const ctx = { ...s.ctx, box: createSecretBox(newKey) };
    const portal = createItPortalClient(sandbox.portals.it, {
      sleep: () => new Promise((r) => setTimeout(r, 5)),
    });
    for (const a of accounts.slice(0, 2)) {
      const runId = await createSyncRun(ctx.db, ORG, {
        portal: 'it',
        accountKey: a.pan,
        startedBy: 'test',
        modules: 'all',
      });
      const outcome = await syncItAccount(ctx, portal, {
        orgId: ORG,
        pan: a.pan,
        runId,
        modules: ['proceedings'],
      });
      expect(outcome.status, outcome.error).toBe('succeeded');
    }
    // A second pass finds nothing left to do.
    expect(await reencryptAll(s.ctx.pools.owner, rotating)).toMatchObject({ reencrypted: 0 });
  });

  it('leaves a password changed during the rotation as it was written', async () => {
    const rotating = createSecretBox(randomBytes(32), [newKey]);
    const pan = accounts[0]!.pan;
    // Another server stores a fresh password while the rotation is between reading and writing this row.
    const fresh = rotating.encrypt('changed meanwhile');
    const pool = s.ctx.pools.owner;
    const racing = {
      ...pool,
      query: async (text: string, params?: unknown[]) => {
        if (text.startsWith('UPDATE portal_credentials') && (params as string[])[4] === pan)
          await pool.query('UPDATE portal_credentials SET secret = $1 WHERE login_id = $2', [fresh, pan]);
        return pool.query(text, params);
      },
    } as typeof pool;
    const result = await reencryptAll(racing, rotating);
    expect(result.reencrypted).toBe(accounts.length - 1);
    const row = await pool.query('SELECT secret FROM portal_credentials WHERE login_id = $1', [pan]);
    expect(rotating.decrypt(row.rows[0].secret)).toBe('changed meanwhile');
  });
});
