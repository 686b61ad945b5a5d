import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { createSecretBox, keyIdOf, parseKey } from '../lib/crypto/secret-box';
import { runCli, runCliHere } from '../../test/run-cli';
import { openPortalPassword } from '../../test/portal-passwords';

let s: TestServer;
let dataDir: string;
let env: Record<string, string>;
const ORG = 'CLIORG';
const keyA = randomBytes(32).toString('base64');
/** The key the environment rotation makes; the next test still finds secrets sealed with it. */
let keyB = '';

beforeAll(async () => {
  s = await createTestServer({ box: createSecretBox(parseKey(keyA)) });
  dataDir = mkdtempSync(join(tmpdir(), 'taxdesk-cli-'));
  env = { DATABASE_URL: s.ownerUrl, DATA_DIR: dataDir, ENCRYPTION_KEY: keyA };
});
afterAll(async () => {
  await s.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Most commands run in the test's process; the first test runs the real command line's process. */
const cli = (...args: string[]) => runCliHere(args, env);
const q = async (sql: string, params: unknown[] = []) => (await s.ctx.pools.owner.query(sql, params)).rows;
const get = (url: string, token: string) =>
  s.app.inject({ method: 'GET', url, headers: { authtoken: token } });

// A process run loads the server's code: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

describe('npm run admin', () => {
  it('explains itself and refuses unknown commands and options', async () => {
    const [help, tea, bad] = await Promise.all([
      runCli(['help'], env),
      runCli(['make-tea'], env),
      runCli(['grant-admin', '--mail', 'x@y.z'], env),
    ]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('create-org --name <name> --owner <email>');
    expect(tea.code).toBe(2);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Unknown option '--mail'");
  });

  it('creates organisations for firms: an existing user is owner at once, a new one is invited', async () => {
    const partner = await s.memberOf('OTHER2', 'member', 'partner@cli.example');
    const made = await runCli(
      ['create-org', '--name', 'Iyer & Rao', '--owner', 'partner@cli.example', '--id', ORG, '--days', '60'],
      env,
    );
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain(`Created ${ORG} "Iyer & Rao", every feature licensed for 60 days.`);
    expect((await get(`/api/o/${ORG}/org/info`, partner.token)).json().data.role).toBe('owner');

    const invited = await cli(
      'create-org',
      '--name',
      'Nair Tax Consultants',
      '--owner',
      'new.owner@cli.example',
    );
    expect(invited.code).toBe(0);
    expect(invited.stdout).toMatch(/new\.owner@cli\.example is invited as its owner \(email logged\)/);
    expect(invited.stdout).toMatch(/\/a\/[A-Z0-9]{6}\/user#invite=/);

    expect(
      (await cli('create-org', '--name', 'Again', '--owner', 'a@b.example', '--id', ORG)).stderr,
    ).toContain(`Organisation ${ORG} already exists`);
    const bad = await cli('create-org', '--name', 'X', '--owner', 'not-an-email');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Please enter a valid email address.');
    const listed = await cli('list-orgs', '--search', 'nair');
    expect(listed.stdout, listed.stdout).toMatch(/Nair Tax Consultants\s+\(no owner yet\)/);
  });

  it('sets licences: the feature closes and opens again; bad input changes nothing', async () => {
    const owner = await s.memberOf(ORG, 'owner');
    const notices = () => get(`/api/o/${ORG}/records/itNotice`, owner.token);
    expect((await notices()).statusCode).toBe(200);
    const off = await cli('set-licence', '--org', ORG.toLowerCase(), '--feature', 'it', '--active', 'false');
    expect(off.code).toBe(0);
    expect(off.stdout).toMatch(/it\s+expiry \d{8}\s+inactive closed/);
    expect((await notices()).statusCode).toBe(403);
    expect(
      (await cli('set-licence', '--org', ORG, '--feature', 'it', '--active', 'true', '--expiry', '20991231'))
        .code,
    ).toBe(0);
    expect((await notices()).statusCode).toBe(200);

    expect((await cli('set-licence', '--org', ORG, '--expiry', '20200101')).code).toBe(0);
    expect((await notices()).statusCode).toBe(403);
    expect(
      (await cli('set-licence', '--org', ORG, '--feature', 'overall', '--expiry', '20991231')).code,
    ).toBe(0);
    expect((await notices()).statusCode).toBe(200);
    expect(
      (await cli('set-licence', '--org', ORG, '--feature', 'overall', '--expiry', '20991231')).code,
    ).toBe(0);
    expect((await notices()).statusCode).toBe(200);
    expect((await cli('set-licence', '--org', ORG, '--feature', 'all', '--expiry', '20981130')).code).toBe(0);
    expect(
      (await q('SELECT lic_expiry_gst, lic_ice_gate_counter FROM orgs WHERE id = $1', [ORG]))[0],
    ).toEqual({
      lic_expiry_gst: 20981130,
      lic_ice_gate_counter: 20981130,
    });

    const before = (await q('SELECT * FROM orgs WHERE id = $1', [ORG]))[0];
    for (const args of [
      ['--org', ORG, '--feature', 'it', '--expiry', '20271340'],
      ['--org', ORG, '--feature', 'it', '--expiry', '2027-12-31'],
      ['--org', ORG, '--feature', 'nope', '--active', 'true'],
      ['--org', ORG, '--feature', 'gst', '--active', 'maybe'],
      ['--org', ORG, '--active', 'true'],
      ['--org', ORG, '--feature', 'gst'],
      ['--feature', 'gst', '--active', 'true'],
    ]) {
      const res = await cli('set-licence', ...args);
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.stderr.length).toBeGreaterThan(5);
    }
    expect((await cli('set-licence', '--org', 'NOSUCH', '--expiry', '20991231')).stderr).toContain(
      'No such organisation',
    );
    expect((await q('SELECT * FROM orgs WHERE id = $1', [ORG]))[0]).toEqual(before);

    const audit = await q(`SELECT actor, action FROM admin_audit_log WHERE org_id = $1 ORDER BY id`, [ORG]);
    expect(audit.map((a) => a.action)).toEqual([
      'org.create',
      'licence.set',
      'licence.set',
      'licence.set',
      'licence.set',
      'licence.set',
    ]);
    expect(audit[0].actor).toMatch(/^cli \(.+\)$/);
  });

  it('grants and revokes platform admin', async () => {
    const user = await s.memberOf('ADMORG', 'owner', 'future.operator@cli.example');
    expect((await get('/api/admin/orgs', user.token)).statusCode).toBe(404);
    const grant = await cli('grant-admin', '--email', 'Future.Operator@cli.example');
    expect(grant.stdout).toContain('future.operator@cli.example is now a platform admin.');
    expect((await get('/api/admin/orgs', user.token)).statusCode).toBe(200);
    const [listed, unknown] = await Promise.all([
      cli('list-admins'),
      cli('grant-admin', '--email', 'nobody@cli.example'),
    ]);
    expect(listed.stdout).toContain('future.operator@cli.example');
    expect((await cli('revoke-admin', '--email', 'future.operator@cli.example')).code).toBe(0);
    expect((await get('/api/admin/orgs', user.token)).statusCode).toBe(404);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No TaxDesk user has the email nobody@cli.example');
  });

  it('rotates a key from the environment in two steps: the new key first, then every password re-encrypted', async () => {
    const tenant = { orgId: ORG, userId: (await s.memberOf(ORG, 'owner')).userId };
    for (const [i, pan] of ['AAAPA1234A', 'BBBPB2345B', 'CCCPC3456C'].entries())
      await q(`INSERT INTO portal_credentials (org_id, portal, login_id, secret) VALUES ($1, 'it', $2, $3)`, [
        tenant.orgId,
        pan,
        s.ctx.box.encrypt(`pw-${i}`),
      ]);
    const first = await cli('rotate-key');
    expect(first.code).toBe(0);
    keyB = /New encryption key \(id [\w-]+\):\n\s+(\S+)/.exec(first.stdout)![1]!;
    expect(first.stdout).toContain(`ENCRYPTION_OLD_KEYS=${keyIdOf(parseKey(keyA))}:${keyA}`);
    const rowsNow = async () =>
      await q(`SELECT login_id, secret, org_id, portal FROM portal_credentials ORDER BY 1`);
    const secrets = async () => (await rowsNow()).map((r) => r.secret as string);
    // Making the key changes nothing stored.
    expect((await secrets()).every((x) => x.split('.')[1] === keyIdOf(parseKey(keyA)))).toBe(true);

    const second = await runCliHere(['rotate-key', '--reencrypt'], {
      ...env,
      ENCRYPTION_KEY: keyB,
      ENCRYPTION_OLD_KEYS: `${keyIdOf(parseKey(keyA))}:${keyA}`,
    });
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('Re-encrypted 3 stored secret(s)');
    const onlyB = createSecretBox(parseKey(keyB));
    // Sealed again with the new key, and bound to their rows as they went.
    expect((await rowsNow()).map((r) => openPortalPassword(onlyB, r))).toEqual(['pw-0', 'pw-1', 'pw-2']);
    const again = await runCliHere(['rotate-key', '--reencrypt'], { ...env, ENCRYPTION_KEY: keyB });
    expect(again.stdout).toContain('Re-encrypted 0 stored secret(s) (3 seen)');
  });

  it('rotates a key kept in DATA_DIR/secrets.json in one step and updates the file', async () => {
    const keyC = randomBytes(32).toString('base64');
    const boxC = createSecretBox(parseKey(keyC));
    await q(`UPDATE portal_credentials SET secret = $1 WHERE login_id = 'AAAPA1234A'`, [
      boxC.encrypt('file-pw'),
    ]);
    // A secret no known key opens is reported and left alone.
    const lost = createSecretBox(randomBytes(32)).encrypt('lost');
    await q(`UPDATE portal_credentials SET secret = $1 WHERE login_id = 'CCCPC3456C'`, [lost]);
    writeFileSync(
      join(dataDir, 'secrets.json'),
      JSON.stringify({ jwtSecret: 'x'.repeat(40), encryptionKey: keyC }),
    );
    const res = await runCliHere(['rotate-key'], {
      DATABASE_URL: s.ownerUrl,
      DATA_DIR: dataDir,
      ENCRYPTION_OLD_KEYS: `id:${keyB}`,
    });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('1 secret(s) could not be opened with any known key');
    const file = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'));
    expect(file.encryptionKey).not.toBe(keyC);
    expect(file.pendingEncryptionKey).toBeUndefined();
    expect(file.jwtSecret).toBe('x'.repeat(40));
    const box = createSecretBox(parseKey(file.encryptionKey));
    const rows = await q(`SELECT login_id, secret, org_id, portal FROM portal_credentials ORDER BY 1`);
    expect(openPortalPassword(box, rows[0])).toBe('file-pw');
    expect(openPortalPassword(box, rows[1])).toBe('pw-1');
    expect(rows[2].secret).toBe(lost);
  });

  it('says what is wrong when there is no database to reach', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'taxdesk-cli-empty-'));
    const res = await runCliHere(['list-orgs'], { DATA_DIR: empty });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`No TaxDesk data under ${empty}`);
    rmSync(empty, { recursive: true, force: true });
  });
});
