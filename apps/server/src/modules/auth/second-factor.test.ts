import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { secondFactorAd } from '../../lib/auth/second-factor';
import { PAIR_LIMIT } from '../../lib/auth/sign-in-limits';
import { totpCode, totpStep } from '../../lib/auth/totp';

/** The server's clock runs ahead of the real one by this much; tests move it a step on. */
let offsetMs = 0;
let s: TestServer;
/** A server that asks platform admins for a second factor, as a production start does. */
let strict: TestServer;
beforeAll(async () => {
  s = await createTestServer({ now: () => new Date(Date.now() + offsetMs) });
  strict = await createTestServer({}, { ADMIN_SECOND_FACTOR: 'required' });
});
afterAll(async () => {
  await s.close();
  await strict.close();
});

const nextStep = () => {
  offsetMs += 30_000;
};

function call(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  payload?: object,
  remoteAddress = '127.0.0.1',
) {
  return server.app.inject({
    method,
    url,
    headers: token ? { authtoken: token } : {},
    payload,
    remoteAddress,
  });
}

const login = (server: TestServer, email: string, from = '127.0.0.1', password = 'test-password') =>
  call(server, 'POST', '/api/auth/login', null, { email, password }, from);

const codeNow = (server: TestServer, secret: string) => totpCode(secret, totpStep(server.ctx.now()));

/** Turns two-step sign-in on for a signed-in person; answers the seed and the recovery codes. */
async function enrol(server: TestServer, token: string) {
  const setup = await call(server, 'POST', '/api/me/second-factor/setup', token, {
    password: 'test-password',
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const confirm = await call(server, 'POST', '/api/me/second-factor/confirm', token, {
    code: codeNow(server, secret),
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: confirm.json().data.recoveryCodes as string[] };
}

/** A sign-in that stops at the second factor: its ticket. */
async function ticketFor(server: TestServer, email: string, from = '127.0.0.1'): Promise<string> {
  const res = await login(server, email, from);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data;
  expect(data.token).toBeUndefined();
  expect(data.secondFactor.step).toBe('code');
  return data.secondFactor.ticket;
}

const finish = (server: TestServer, ticket: string, code: string, from = '127.0.0.1') =>
  call(server, 'POST', '/api/auth/second-factor', null, { ticket, code }, from);

describe('turning on two-step sign-in', () => {
  it('shows a seed once, takes a first code, and keeps the seed sealed and the recovery codes hashed', async () => {
    const { token, userId, email } = await s.memberOf('TOTP01', 'member');
    // A session alone does not set up an app: the password again first.
    expect(
      (await call(s, 'POST', '/api/me/second-factor/setup', token, { password: 'not-it' })).statusCode,
    ).toBe(403);
    const setup = await call(s, 'POST', '/api/me/second-factor/setup', token, { password: 'test-password' });
    const { secret, uri } = setup.json().data;
    expect(uri).toMatch(/^otpauth:\/\/totp\/TaxDesk:/);
    expect(uri).toContain(`secret=${secret}`);
    expect(decodeURIComponent(uri)).toContain(email);

    // A wrong first code turns nothing on.
    const wrong = await call(s, 'POST', '/api/me/second-factor/confirm', token, {
      code: '000000' === codeNow(s, secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await call(s, 'GET', '/api/me/second-factor', token)).json().data.enabled).toBe(false);

    const confirm = await call(s, 'POST', '/api/me/second-factor/confirm', token, {
      code: codeNow(s, secret),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const codes = confirm.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){5}$/);
    expect((await call(s, 'GET', '/api/me/second-factor', token)).json().data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
      requiredBecause: null,
    });

    const stored = await s.ctx.pools.owner.query('SELECT secret FROM second_factors WHERE user_id = $1', [
      userId,
    ]);
    const sealed = stored.rows[0].secret as string;
    expect(sealed).not.toContain(secret);
    expect(s.ctx.box.decrypt(sealed, secondFactorAd(userId))).toBe(secret);
    // Bound to its person: the same sealed seed does not open as anyone else's.
    expect(() => s.ctx.box.decrypt(sealed, secondFactorAd('00000000-0000-0000-0000-000000000000'))).toThrow();
    const hashes = await s.ctx.pools.owner.query('SELECT code_hash FROM recovery_codes WHERE user_id = $1', [
      userId,
    ]);
    const kept = hashes.rows.map((r: { code_hash: string }) => r.code_hash).join(' ');
    for (const c of codes) expect(kept).not.toContain(c.replace(/-/g, ''));

    // A second setup while it is on would let a password alone replace the app: refused.
    expect(
      (await call(s, 'POST', '/api/me/second-factor/setup', token, { password: 'test-password' })).statusCode,
    ).toBe(409);
  });
});

describe('signing in with a second factor', () => {
  it('asks for a code after the password, takes each code once, and the next step’s code after', async () => {
    const { token, email } = await s.memberOf('TOTP02', 'member');
    const { secret } = await enrol(s, token);

    const ticket = await ticketFor(s, email);
    // The ticket is no identity token.
    expect((await call(s, 'GET', '/api/me', ticket)).statusCode).toBe(401);

    nextStep();
    const code = codeNow(s, secret);
    const done = await finish(s, ticket, code);
    expect(done.statusCode, done.body).toBe(200);
    const session = done.json().data;
    expect((await call(s, 'GET', '/api/me', session.token)).json().data.user.email).toBe(email);

    // The same code again, within its step, from a fresh sign-in: refused.
    const again = await finish(s, await ticketFor(s, email), code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/not right/);

    nextStep();
    expect((await finish(s, await ticketFor(s, email), codeNow(s, secret))).statusCode).toBe(200);
  });

  it('refuses a wrong code, and an identity token in place of a ticket', async () => {
    const { token, email } = await s.memberOf('TOTP03', 'member');
    const { secret } = await enrol(s, token);
    const ticket = await ticketFor(s, email);
    const wrong = String((Number(codeNow(s, secret)) + 1) % 1_000_000).padStart(6, '0');
    const res = await finish(s, ticket, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json().data ?? null).toBeNull();
    expect((await finish(s, token, codeNow(s, secret))).statusCode).toBe(401);
    expect((await finish(s, `${ticket}x`, codeNow(s, secret))).statusCode).toBe(401);
  });

  it('counts wrong codes as failed sign-ins: past the limit even the right code waits', async () => {
    const { token, email } = await s.memberOf('TOTP04', 'member');
    const { secret } = await enrol(s, token);
    const from = '127.0.0.44';
    const ticket = await ticketFor(s, email, from);
    const wrong = String((Number(codeNow(s, secret)) + 7) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    for (let i = 0; i < PAIR_LIMIT.free + 1; i++)
      statuses.push((await finish(s, ticket, wrong, from)).statusCode);
    expect(statuses.slice(0, PAIR_LIMIT.free).every((c) => c === 400)).toBe(true);
    expect(statuses[PAIR_LIMIT.free]).toBe(429);
    // Twenty seconds on: within the 30-s wait, and the throttle answers before any code is looked at.
    offsetMs += 20_000;
    const right = await finish(s, ticket, codeNow(s, secret), from);
    expect(right.statusCode).toBe(429);
    // The password step is held back too: the failures are the account's, from that address.
    expect((await login(s, email, from)).statusCode).toBe(429);
  });

  it('takes a recovery code once, whatever its case and dashes', async () => {
    const { token, email } = await s.memberOf('TOTP05', 'member');
    const { recoveryCodes } = await enrol(s, token);
    const first = recoveryCodes[0]!;
    const typed = first.replace(/-/g, ' ').toUpperCase();
    const done = await finish(s, await ticketFor(s, email), typed);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toMatch(/9 left/);
    expect((await finish(s, await ticketFor(s, email), first)).statusCode).toBe(400);
    expect((await call(s, 'GET', '/api/me/second-factor', token)).json().data.recoveryCodesLeft).toBe(9);
  });

  it('makes new recovery codes and turns off only with a current code or the password', async () => {
    const { token, email } = await s.memberOf('TOTP06', 'member');
    const { secret, recoveryCodes } = await enrol(s, token);

    expect((await call(s, 'POST', '/api/me/second-factor/recovery-codes', token, {})).statusCode).toBe(400);
    nextStep();
    const renewed = await call(s, 'POST', '/api/me/second-factor/recovery-codes', token, {
      code: codeNow(s, secret),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().data.recoveryCodes as string[];
    // The old set stops working.
    expect((await finish(s, await ticketFor(s, email), recoveryCodes[1]!)).statusCode).toBe(400);

    const wrongPassword = await call(s, 'POST', '/api/me/second-factor/turn-off', token, {
      password: 'nope-nope',
    });
    expect(wrongPassword.statusCode).toBe(403);
    expect((await call(s, 'GET', '/api/me/second-factor', token)).json().data.enabled).toBe(true);
    const off = await call(s, 'POST', '/api/me/second-factor/turn-off', token, { code: fresh[0] });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(s, 'GET', '/api/me/second-factor', token)).json().data).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    // Signing in is the password alone again.
    expect((await login(s, email)).json().data.token).toBeTruthy();
  });
});

describe('who must have a second factor', () => {
  it('a platform admin sets one up before anything else; a session from before cannot use the admin screens', async () => {
    const admin = await strict.memberOf('ADM001', 'owner', 'admin@example.com');
    await strict.ctx.pools.owner.query('UPDATE users SET is_platform_admin = true WHERE id = $1', [
      admin.userId,
    ]);
    // A session from before the person was made admin.
    const before = await call(strict, 'GET', '/api/admin/orgs', admin.token);
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toMatch(/second factor/);

    const res = await login(strict, admin.email);
    const challenge = res.json().data.secondFactor;
    expect(res.json().data.token).toBeUndefined();
    expect(challenge).toMatchObject({ step: 'setup', reason: expect.stringMatching(/Platform admins/) });
    // A setup ticket does not sign in with a code, and a code ticket does not set up.
    expect((await finish(strict, challenge.ticket, '123456')).statusCode).toBe(401);

    const setup = await call(strict, 'POST', '/api/auth/second-factor/setup', null, {
      ticket: challenge.ticket,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json().data;
    const confirm = await call(strict, 'POST', '/api/auth/second-factor/setup/confirm', null, {
      ticket: challenge.ticket,
      code: codeNow(strict, secret),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const { token, recoveryCodes } = confirm.json().data;
    expect(recoveryCodes).toHaveLength(10);
    expect((await call(strict, 'GET', '/api/admin/orgs', token)).statusCode).toBe(200);
    // The setup ticket is spent: it cannot set up another app over the confirmed one.
    expect(
      (await call(strict, 'POST', '/api/auth/second-factor/setup', null, { ticket: challenge.ticket }))
        .statusCode,
    ).toBe(409);
    expect((await login(strict, admin.email)).json().data.secondFactor.step).toBe('code');
  });

  it('an organisation that requires it has its members set one up at their next sign-in; others are not asked', async () => {
    const owner = await s.memberOf('REQ001', 'owner');
    const member = await s.memberOf('REQ001', 'viewer');
    const elsewhere = await s.memberOf('REQ002', 'member');
    const settings = (await call(s, 'GET', '/api/o/REQ001/settings', owner.token)).json().data;
    expect(settings.requireSecondFactor).toBe(false);
    const { orgId: _o, canEdit: _c, requireSecondFactor: _r, ...body } = settings;

    // A viewer cannot set it; a member of another organisation cannot see it (404).
    expect(
      (await call(s, 'PUT', '/api/o/REQ001/settings', member.token, { ...body, requireSecondFactor: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(s, 'PUT', '/api/o/REQ001/settings', elsewhere.token, {
          ...body,
          requireSecondFactor: true,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(s, 'GET', '/api/o/REQ001/settings', owner.token)).json().data.requireSecondFactor,
    ).toBe(false);

    const saved = await call(s, 'PUT', '/api/o/REQ001/settings', owner.token, {
      ...body,
      requireSecondFactor: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await call(s, 'GET', '/api/o/REQ001/settings', owner.token)).json().data.requireSecondFactor,
    ).toBe(true);

    const asked = (await login(s, member.email)).json().data;
    expect(asked.secondFactor).toMatchObject({
      step: 'setup',
      reason: expect.stringContaining('Org REQ001'),
    });
    expect((await call(s, 'GET', '/api/me/second-factor', member.token)).json().data.requiredBecause).toMatch(
      /REQ001/,
    );
    expect((await login(s, elsewhere.email)).json().data.token).toBeTruthy();

    // Saving the other settings without the field leaves the rule as it is.
    expect((await call(s, 'PUT', '/api/o/REQ001/settings', owner.token, body)).statusCode).toBe(200);
    expect(
      (await call(s, 'GET', '/api/o/REQ001/settings', owner.token)).json().data.requireSecondFactor,
    ).toBe(true);
  });
});
