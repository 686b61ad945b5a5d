import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { createTestServer, type TestServer } from '../../../test/harness';

let s: TestServer;
let inbox: SmtpInbox;
const ORG = 'INVT01';
let owner: { token: string; userId: string; email: string };
let admin: { token: string; userId: string; email: string };

beforeAll(async () => {
  inbox = await startSmtpInbox();
  s = await createTestServer(
    {},
    { SMTP_URL: inbox.url, MAIL_FROM: 'TaxDesk <mail@taxdesk.test>', PUBLIC_URL: 'https://taxdesk.example' },
  );
  owner = await s.memberOf(ORG, 'owner');
  admin = await s.memberOf(ORG, 'admin');
});
afterAll(async () => {
  await s.close();
  await inbox.close();
});

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) {
  return s.app.inject({ method, url, headers: token ? { authtoken: token } : {}, payload });
}

/** A new built-in account, its address confirmed through the link it is emailed (invitations need that). */
async function register(email: string): Promise<string> {
  const res = await call('POST', '/api/auth/register', null, { email, password: 'colleague-password' });
  expect(res.statusCode).toBe(200);
  let mail = inbox.mails.find((m) => m.to.includes(email) && /Confirm your email/.test(m.subject));
  while (!mail) {
    await new Promise((r) => setTimeout(r, 20));
    mail = inbox.mails.find((m) => m.to.includes(email) && /Confirm your email/.test(m.subject));
  }
  const link = /#token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  expect((await call('POST', '/api/auth/verify-email', null, { token: link })).statusCode).toBe(200);
  return res.json().data.token;
}

function tokenIn(text: string): string {
  const m = /https:\/\/taxdesk\.example\/a\/INVT01\/user#invite=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no invitation link in:\n${text}`);
  return m[1]!;
}

async function emailLog(recipient: string) {
  const r = await s.ctx.pools.owner.query(
    'SELECT org_id, template, status, error, subject FROM email_log WHERE recipient = $1 ORDER BY id',
    [recipient],
  );
  return r.rows;
}

describe('inviting by email', () => {
  it('emails a link that a new built-in account accepts, joining with the invited role', async () => {
    const email = 'new.colleague@example.com';
    const res = await call('POST', `/api/o/${ORG}/members/invitations`, owner.token, {
      email: 'New.Colleague@Example.com',
      role: 'member',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      show: true,
      data: { email, role: 'member', status: 'pending' },
    });
    expect(res.json().message).toBe(`Invitation sent to ${email}`);

    const mail = await inbox.waitFor(email);
    expect(mail.from).toBe('mail@taxdesk.test');
    expect(mail.subject).toMatch(/invited to Org INVT01/);
    const token = tokenIn(mail.text);
    expect(res.json().data.acceptUrl).toBe(`https://taxdesk.example/a/${ORG}/user#invite=${token}`);
    expect(await emailLog(email)).toEqual([
      expect.objectContaining({ org_id: ORG, template: 'invite', status: 'sent', error: null }),
    ]);

    // The invitation shows as pending to managers.
    const list = (await call('GET', `/api/o/${ORG}/members`, owner.token)).json().data;
    expect(list.invitations).toEqual([expect.objectContaining({ email, role: 'member', status: 'pending' })]);

    const identity = await register(email);
    // A new account has no profile: everything else says 412, the invitation can be read and accepted.
    expect((await call('GET', '/api/me', identity)).statusCode).toBe(412);
    const look = await call('POST', '/api/invitations/lookup', identity, { orgId: ORG, token });
    expect(look.json().data).toMatchObject({
      orgId: ORG,
      orgName: 'Org INVT01',
      email,
      role: 'member',
      status: 'pending',
    });
    const accepted = await call('POST', '/api/invitations/accept', identity, {
      orgId: ORG,
      token,
      name: 'New Colleague',
    });
    expect(accepted.statusCode).toBe(200);
    const joined = accepted.json().data;
    expect(joined).toMatchObject({ orgId: ORG, role: 'member', profileCreated: true });
    const session = joined.session.token as string;
    const me = (await call('GET', '/api/me', session)).json().data;
    expect(me.user).toMatchObject({ email, name: 'New Colleague' });
    expect(me.orgs).toEqual([expect.objectContaining({ orgId: ORG, role: 'member' })]);

    // Accepted: not open any more, and the link does not work twice.
    expect((await call('GET', `/api/o/${ORG}/members`, owner.token)).json().data.invitations).toEqual([]);
    const again = await call('POST', '/api/invitations/accept', session, { orgId: ORG, token });
    expect(again.statusCode).toBe(410);
  });

  it('lets an existing user accept with their own session', async () => {
    const existing = await s.memberOf('ELSE01', 'owner');
    const res = await call('POST', `/api/o/${ORG}/members/invitations`, admin.token, {
      email: existing.email,
      role: 'viewer',
    });
    expect(res.statusCode).toBe(200);
    const token = tokenIn((await inbox.waitFor(existing.email)).text);
    const accepted = await call('POST', '/api/invitations/accept', existing.token, { orgId: ORG, token });
    expect(accepted.json().data).toMatchObject({ role: 'viewer', profileCreated: false, session: null });
    expect((await call('GET', `/api/o/${ORG}/org/info`, existing.token)).json().data.role).toBe('viewer');
  });

  it('refuses someone signed in as another address, and a wrong or foreign link', async () => {
    const res = await call('POST', `/api/o/${ORG}/members/invitations`, owner.token, {
      email: 'right@example.com',
      role: 'member',
    });
    const token = tokenIn((await inbox.waitFor('right@example.com')).text);
    const wrong = await register('wrong@example.com');
    const refused = await call('POST', '/api/invitations/accept', wrong, { orgId: ORG, token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/for right@example.com/);
    expect(
      (await call('POST', '/api/invitations/accept', wrong, { orgId: ORG, token: 'x'.repeat(43) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/invitations/accept', wrong, { orgId: 'ELSE01', token })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/invitations/accept', wrong, { orgId: 'bad!', token })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/invitations/accept', null, { orgId: ORG, token })).statusCode).toBe(401);
    expect(res.statusCode).toBe(200);
  });

  it('refuses an expired or withdrawn invitation', async () => {
    const res = await call('POST', `/api/o/${ORG}/members/invitations`, owner.token, {
      email: 'late@example.com',
      role: 'member',
    });
    const token = tokenIn((await inbox.waitFor('late@example.com')).text);
    await s.ctx.pools.owner.query(
      `UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [res.json().data.id],
    );
    const late = await register('late@example.com');
    const expired = await call('POST', '/api/invitations/accept', late, { orgId: ORG, token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
    const listed = (await call('GET', `/api/o/${ORG}/members`, owner.token)).json().data.invitations;
    expect(listed).toContainEqual(expect.objectContaining({ email: 'late@example.com', status: 'expired' }));

    // Sent again: a new link; the old one stays dead.
    inbox.mails.length = 0;
    const resent = await call(
      'POST',
      `/api/o/${ORG}/members/invitations/${res.json().data.id}/resend`,
      owner.token,
    );
    expect(resent.statusCode).toBe(200);
    const fresh = tokenIn((await inbox.waitFor('late@example.com')).text);
    expect(fresh).not.toBe(token);
    const withdrawn = await call(
      'DELETE',
      `/api/o/${ORG}/members/invitations/${resent.json().data.id}`,
      admin.token,
    );
    expect(withdrawn.statusCode).toBe(200);
    const refused = await call('POST', '/api/invitations/accept', late, { orgId: ORG, token: fresh });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toMatch(/withdrawn/);
  });

  it('lets only owners and admins invite, and only owners invite owners', async () => {
    const member = await s.memberOf(ORG, 'member');
    const viewer = await s.memberOf(ORG, 'viewer');
    const body = { email: 'someone@example.com', role: 'member' };
    expect((await call('POST', `/api/o/${ORG}/members/invitations`, member.token, body)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/o/${ORG}/members/invitations`, viewer.token, body)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `/api/o/${ORG}/members/invitations`, admin.token, { ...body, role: 'owner' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/o/${ORG}/members/invitations`, owner.token, { ...body, role: 'owner' }))
        .statusCode,
    ).toBe(200);
    // Members and viewers see no invitations and cannot withdraw them.
    expect((await call('GET', `/api/o/${ORG}/members`, member.token)).json().data.invitations).toEqual([]);
    const open = (await call('GET', `/api/o/${ORG}/members`, owner.token)).json().data.invitations[0];
    expect(
      (await call('DELETE', `/api/o/${ORG}/members/invitations/${open.id}`, viewer.token)).statusCode,
    ).toBe(403);
    // An admin cannot withdraw an owner's invitation either.
    expect(
      (await call('DELETE', `/api/o/${ORG}/members/invitations/${open.id}`, admin.token)).statusCode,
    ).toBe(403);
  });

  it('refuses bad input and people who are already members', async () => {
    const bad = await call('POST', `/api/o/${ORG}/members/invitations`, owner.token, {
      email: 'not-an-email',
      role: 'member',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'email' });
    expect(
      (
        await call('POST', `/api/o/${ORG}/members/invitations`, owner.token, {
          email: 'a@b.co',
          role: 'king',
        })
      ).statusCode,
    ).toBe(400);
    const dup = await call('POST', `/api/o/${ORG}/members/invitations`, owner.token, {
      email: admin.email,
      role: 'member',
    });
    expect(dup.statusCode).toBe(409);
  });
});

describe('email delivery problems', () => {
  it('keeps the invitation and reports a failed email when the mail server refuses the login', async () => {
    const broken = await createTestServer({}, { SMTP_URL: inbox.url.replace('mail-secret', 'wrong') });
    try {
      const o = await broken.memberOf('FAIL01', 'owner');
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/o/FAIL01/members/invitations',
        headers: { authtoken: o.token },
        payload: { email: 'x@example.com', role: 'member' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.delivery.status).toBe('failed');
      expect(res.json().message).toMatch(/could not be sent/);
      const log = await broken.ctx.pools.owner.query('SELECT status, error FROM email_log');
      expect(log.rows).toEqual([{ status: 'failed', error: expect.stringMatching(/Invalid|auth/i) }]);
    } finally {
      await broken.close();
    }
  });

  it('only logs emails when no SMTP server is configured (the embedded default)', async () => {
    const plain = await createTestServer();
    try {
      const o = await plain.memberOf('LOGD01', 'owner');
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/o/LOGD01/members/invitations',
        headers: { authtoken: o.token },
        payload: { email: 'y@example.com', role: 'viewer' },
      });
      expect(res.json().data.delivery).toEqual({ status: 'logged', error: null });
      const log = await plain.ctx.pools.owner.query('SELECT recipient, status FROM email_log');
      expect(log.rows).toEqual([{ recipient: 'y@example.com', status: 'logged' }]);
    } finally {
      await plain.close();
    }
  });
});
