import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestServer, type TestServer } from '../../test/harness';
import { TEST_APP_PASSWORD } from '../../test/global-setup';
import { appUrlFrom, openPools } from './pool';

const ORG = 'POOL01';
let s: TestServer;
let owner: string;
beforeAll(async () => {
  s = await createTestServer();
  owner = (await s.memberOf(ORG, 'owner')).token;
});
afterAll(() => s.close());

describe('the app pool', () => {
  it('bounds every connection in time: statements a minute, an idle transaction two', async () => {
    const r = await s.ctx.pools.app.query<{ statement_timeout: string }>('SHOW statement_timeout');
    expect(r.rows[0]?.statement_timeout).toBe('1min');
    const idle = await s.ctx.pools.app.query<{ idle_in_transaction_session_timeout: string }>(
      'SHOW idle_in_transaction_session_timeout',
    );
    expect(idle.rows[0]?.idle_in_transaction_session_timeout).toBe('2min');
  });

  it('answers 503 with Retry-After when no connection is free in time', async () => {
    // The production limits on a pool of one: the wait for a connection is the real ten seconds.
    const pools = openPools(s.ownerUrl, appUrlFrom(s.ownerUrl, TEST_APP_PASSWORD), 1);
    const app = await buildApp({ ...s.ctx, pools, db: pools.db }, { webApp: false });
    // The pool's only connection is taken, as by a request that has not let go.
    const held = await pools.app.connect();
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/api/o/${ORG}/records/itNotice`,
        headers: { authtoken: owner },
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/busy/) });
    } finally {
      held.release();
    }
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/api/o/${ORG}/records/itNotice`,
        headers: { authtoken: owner },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await app.close();
      await pools.close();
    }
  }, 60_000);
});
