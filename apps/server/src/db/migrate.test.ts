import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { TEST_APP_PASSWORD } from '../../test/global-setup';
import { ensureAppRole } from './migrate';

describe('the app role', () => {
  it('is brought to its password by many servers at once, none failing on the shared row', async () => {
    // The role is the PostgreSQL server's, not a database's: servers migrating their own databases
    // at the same moment all write its one row (each client here plays such a server).
    const clients = Array.from({ length: 8 }, () => new pg.Client({ connectionString: inject('adminUrl') }));
    await Promise.all(clients.map((c) => c.connect()));
    try {
      for (let round = 0; round < 5; round++)
        await Promise.all(clients.map((c) => ensureAppRole(c, TEST_APP_PASSWORD)));
      const role = await clients[0]!.query(
        'SELECT rolcanlogin, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = $1',
        ['taxdesk_app'],
      );
      expect(role.rows).toEqual([{ rolcanlogin: true, rolsuper: false, rolbypassrls: false }]);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });
});
