import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOrg } from '../../db/tenant';
import { createTestServer, type TestServer } from '../../../test/harness';
import { loadLogin, storeLoginPassword } from './logins';

const ORG = 'SEAL01';
const OTHER = 'SEAL02';
let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
  await s.memberOf(ORG, 'owner');
  await s.memberOf(OTHER, 'owner');
});
afterAll(() => s.close());

const secretOf = async (orgId: string, loginId: string) =>
  (
    await s.ctx.pools.owner.query<{ secret: string }>(
      `SELECT secret FROM portal_credentials WHERE org_id = $1 AND portal = 'it' AND login_id = $2`,
      [orgId, loginId],
    )
  ).rows[0]!.secret;

const load = (orgId: string, loginId: string) =>
  inOrg(s.ctx.db, orgId, (tx) => loadLogin(s.ctx, tx, orgId, 'it', loginId));

describe('portal passwords sealed with their row', () => {
  it("opens only in its own row: copied to another organisation's login, it does not", async () => {
    await inOrg(s.ctx.db, ORG, (tx) => storeLoginPassword(s.ctx, tx, ORG, 'it', 'AAAPA1111A', 'Mine@123'));
    const sealed = await secretOf(ORG, 'AAAPA1111A');
    expect(sealed.startsWith('v2.')).toBe(true);
    expect((await load(ORG, 'AAAPA1111A'))?.password).toBe('Mine@123');

    // Someone who can write rows (not read keys) moves the sealed password to their own login.
    await s.ctx.pools.owner.query(
      `INSERT INTO portal_credentials (org_id, portal, login_id, secret) VALUES ($1, 'it', 'AAAPA1111A', $2)`,
      [OTHER, sealed],
    );
    await expect(load(OTHER, 'AAAPA1111A')).rejects.toThrow(/Cannot decrypt|unable to authenticate/i);
    // Nor under another login id of the same organisation.
    await s.ctx.pools.owner.query(
      `INSERT INTO portal_credentials (org_id, portal, login_id, secret) VALUES ($1, 'it', 'BBBPB2222B', $2)`,
      [ORG, sealed],
    );
    await expect(load(ORG, 'BBBPB2222B')).rejects.toThrow();
  });

  it('opens a password sealed before (no associated data) and seals it again bound to its row', async () => {
    const legacy = s.ctx.box.encrypt('Old@1234');
    await s.ctx.pools.owner.query(
      `INSERT INTO portal_credentials (org_id, portal, login_id, secret) VALUES ($1, 'it', 'CCCPC3333C', $2)`,
      [ORG, legacy],
    );
    expect((await load(ORG, 'CCCPC3333C'))?.password).toBe('Old@1234');
    const resealed = await secretOf(ORG, 'CCCPC3333C');
    expect(resealed).not.toBe(legacy);
    expect(resealed.startsWith('v2.')).toBe(true);
    expect((await load(ORG, 'CCCPC3333C'))?.password).toBe('Old@1234');
    expect(await secretOf(ORG, 'CCCPC3333C')).toBe(resealed);
  });
});
