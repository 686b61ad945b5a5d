import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { createTestServer, type TestServer } from '../../../test/harness';

const BASE = 'https://taxdesk.example';
let s: TestServer;
let inbox: SmtpInbox;
let operator: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  s = await createTestServer(
    {},
    { SMTP_URL: inbox.url, MAIL_FROM: 'TaxDesk <mail@taxdesk.test>', PUBLIC_URL: BASE },
  );
  const admin = await s.memberOf('OPER01', 'owner', 'operator@example.com');
  await s.ctx.pools.owner.query('UPDATE users SET is_platform_admin = true WHERE id = $1', [admin.userId]);
  operator = admin.token;
});
afterAll(async () => {
  await s.close();
  await inbox.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  s.app.inject({ method, url, headers: token ? { authtoken: token } : {}, payload });

/** The newest email to `to` whose subject matches, once it has arrived. */
async function mailTo(to: string, subject: RegExp, after = 0): Promise<string> {
  for (;;) {
    const found = inbox.mails.filter((m) => m.to.includes(to) && subject.test(m.subject));
    if (found.length > after) return found[found.length - 1]!.text;
    await new Promise((r) => setTimeout(r, 20));
  }
}

function linkToken(text: string, path: string): string {
  const m = new RegExp(`${BASE}/a/${path}#token=([A-Za-z0-9_-]+)`).exec(text);
  if (!m) throw new Error(`no ${path} link in:\n${text}`);
  return m[1]!;
}

async function register(email: string, password: string) {
  const res = await call('POST', '/api/auth/register', null, { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { token: string; refreshToken: string };
}

async function signup(token: string, orgName: string): Promise<string> {
  const res = await call('POST', '/api/auth/signup', token, { name: 'Someone', orgName });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

const memberRole = async (orgId: string, email: string) =>
  (
    await s.ctx.pools.owner.query(
      'SELECT m.role FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.org_id = $1 AND u.email = $2',
      [orgId, email],
    )
  ).rows[0]?.role;

describe('pre-account takeover', () => {
  it('an unconfirmed account with the owner’s address gets nothing; the real owner resets, confirms and accepts', async () => {
    const email = 'owner@newfirm.test';
    // A stranger registers the firm's address first and completes sign-up.
    const stranger = await register(email, 'stranger-pass-1');
    const strangerToken = await signup(stranger.token, 'Stranger & Co');
    expect((await call('GET', '/api/me', strangerToken)).json().data.user.emailVerified).toBe(false);

    // The operator creates the firm: the owner is invited, not made a member at once.
    const made = await call('POST', '/api/admin/orgs', operator, { name: 'New Firm', ownerEmail: email });
    expect(made.statusCode, made.body).toBe(200);
    const firm = made.json().data;
    expect(firm.owner.status).toBe('invited');
    expect(await memberRole(firm.orgId, email)).toBeUndefined();
    expect((await call('GET', `/api/o/${firm.orgId}/org`, strangerToken)).statusCode).toBe(404);

    // The invitation link goes to the address's mailbox, which the stranger cannot read.
    const invite = new URLSearchParams(new URL(firm.owner.acceptUrl).hash.slice(1)).get('invite')!;

    // The real owner reads the mailbox: a reset link, which also confirms the address and ends
    // the stranger's sessions.
    const forgot = await call('POST', '/api/auth/forgot-password', null, { email });
    expect(forgot.statusCode).toBe(200);
    const reset = linkToken(await mailTo(email, /Reset your TaxDesk password/), 'reset-password');
    const done = await call('POST', '/api/auth/reset-password', null, {
      token: reset,
      password: 'owner-real-pass-9',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await call('GET', '/api/me', strangerToken)).statusCode).toBe(401);
    const refresh = await call('POST', '/api/auth/refresh', null, { refreshToken: stranger.refreshToken });
    expect(refresh.statusCode).toBe(401);
    expect(
      (await call('POST', '/api/auth/login', null, { email, password: 'stranger-pass-1' })).statusCode,
    ).toBe(401);

    const owner = await s.tokenFor(email, 'owner-real-pass-9');
    const accepted = await call('POST', '/api/invitations/accept', owner, {
      orgId: firm.orgId,
      token: invite,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await memberRole(firm.orgId, email)).toBe('owner');
  });

  it('an invitation link, which went to the address alone, confirms the address it is accepted for', async () => {
    const email = 'newcomer@newfirm.test';
    const person = await register(email, 'newcomer-pass-1');
    const made = await call('POST', '/api/admin/orgs', operator, {
      name: 'Newcomer Firm',
      ownerEmail: email,
    });
    const firm = made.json().data;
    expect(firm.owner.status).toBe('invited');
    const invite = new URLSearchParams(new URL(firm.owner.acceptUrl).hash.slice(1)).get('invite')!;
    const accepted = await call('POST', '/api/invitations/accept', person.token, {
      orgId: firm.orgId,
      token: invite,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await memberRole(firm.orgId, email)).toBe('owner');
    const me = await call('GET', '/api/me', await s.tokenFor(email, 'newcomer-pass-1'));
    expect(me.json().data.user.emailVerified).toBe(true);
  });

  it('a confirmed profile is made owner at once, as before', async () => {
    const email = 'partner@confirmed.test';
    const reg = await register(email, 'partner-pass-77');
    const token = await signup(reg.token, 'Partner Practice');
    const verify = linkToken(await mailTo(email, /Confirm your email/), 'verify-email');
    expect((await call('POST', '/api/auth/verify-email', null, { token: verify })).statusCode).toBe(200);
    expect((await call('GET', '/api/me', token)).json().data.user.emailVerified).toBe(true);
    const made = await call('POST', '/api/admin/orgs', operator, { name: 'Second Firm', ownerEmail: email });
    expect(made.json().data.owner.status).toBe('member');
    expect(await memberRole(made.json().data.orgId, email)).toBe('owner');
  });
});

describe('confirming an email address', () => {
  it('a link works once, and only for the address it was sent to', async () => {
    const email = 'fresh@example.com';
    await register(email, 'fresh-pass-123');
    const token = linkToken(await mailTo(email, /Confirm your email/), 'verify-email');
    const first = await call('POST', '/api/auth/verify-email', null, { token });
    expect(first.statusCode).toBe(200);
    const again = await call('POST', '/api/auth/verify-email', null, { token });
    expect(again.statusCode).toBe(410);
    expect((await call('POST', '/api/auth/verify-email', null, { token: 'x'.repeat(43) })).statusCode).toBe(
      410,
    );
  });

  it('a link past its time is refused, and a new one can be asked for', async () => {
    const email = 'late@example.com';
    const reg = await register(email, 'late-pass-4567');
    const token = linkToken(await mailTo(email, /Confirm your email/), 'verify-email');
    await s.ctx.pools.owner.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'verify_email'
         AND identity_id = (SELECT id FROM identities WHERE email = $1)`,
      [email],
    );
    expect((await call('POST', '/api/auth/verify-email', null, { token })).statusCode).toBe(410);
    const resend = await call('POST', '/api/me/verify-email', reg.token);
    expect(resend.statusCode).toBe(200);
    const fresh = linkToken(await mailTo(email, /Confirm your email/, 1), 'verify-email');
    expect((await call('POST', '/api/auth/verify-email', null, { token: fresh })).statusCode).toBe(200);
    expect((await call('POST', '/api/me/verify-email', reg.token)).statusCode).toBe(409);
  });
});
