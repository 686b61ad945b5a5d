import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { TEST_APP_PASSWORD } from '../../../test/global-setup';
import { APP_POOL_LIMITS, appUrlFrom, openPools } from '../../db/pool';
import { documentZip } from './document-zip';

const ORG = 'ZIPB01';
let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
  await s.memberOf(ORG, 'owner');
});
afterAll(() => s.close());

describe('an archive on a busy database', () => {
  it('fails before its answer starts, so the route answers 503 rather than a cut-off download', async () => {
    // One connection, taken; a short wait for it so the test need not sit through the real 10 s.
    const pools = openPools(s.ownerUrl, appUrlFrom(s.ownerUrl, TEST_APP_PASSWORD), 1, {
      ...APP_POOL_LIMITS,
      connectionTimeoutMillis: 200,
    });
    const held = await pools.app.connect();
    try {
      const archive = documentZip(
        pools.db,
        ORG,
        { query: sql`SELECT id, octet_length(content) AS length FROM documents`, paths: () => (r) => r.id },
        () => false,
      );
      await expect(archive).rejects.toThrow(/timeout exceeded when trying to connect/);
    } finally {
      held.release();
      await pools.close();
    }
  });
});
