import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { createTestServer, type TestServer } from '../../../test/harness';

let s: TestServer;
let inbox: SmtpInbox;
const ORG = 'SETT01';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  inbox = await startSmtpInbox();
  s = await createTestServer({}, { SMTP_URL: inbox.url });
  for (const role of ['owner', 'admin', 'member', 'viewer'] as const)
    tokens[role] = (await s.memberOf(ORG, role, `${role}@sett.example`)).token;
});
afterAll(async () => {
  await s.close();
  await inbox.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  s.app.inject({ method, url, headers: { authtoken: token }, payload });

const good = {
  name: 'Sharma & Co',
  contactEmail: 'Office@Sharma.example',
  contactPhone: '+91 98765 43210',
  timezone: 'Asia/Kolkata',
  alerts: { newNotices: true, weeklyDigest: false, notSynced: true, loginBlocked: false },
};

describe('organisation settings', () => {
  it('start from the defaults: Asia/Kolkata, every alert on, no second factor asked of members', async () => {
    const res = await call('GET', `/api/o/${ORG}/settings`, tokens.viewer!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      orgId: ORG,
      name: `Org ${ORG}`,
      contactEmail: '',
      contactPhone: '',
      timezone: 'Asia/Kolkata',
      alerts: {
        newNotices: true,
        weeklyDigest: true,
        notSynced: true,
        loginBlocked: true,
        partyChanges: true,
      },
      requireSecondFactor: false,
      canEdit: false,
    });
    expect((await call('GET', `/api/o/${ORG}/settings`, tokens.admin!)).json().data.canEdit).toBe(true);
  });

  it('are changed by owners and admins only', async () => {
    for (const role of ['member', 'viewer']) {
      const res = await call('PUT', `/api/o/${ORG}/settings`, tokens[role]!, good);
      expect(res.statusCode).toBe(403);
    }
    expect((await call('PUT', `/api/o/${ORG}/settings`, tokens.admin!, good)).statusCode).toBe(200);
    const saved = (await call('GET', `/api/o/${ORG}/settings`, tokens.member!)).json().data;
    expect(saved).toMatchObject({ ...good, contactEmail: 'office@sharma.example' });
    // The name is the organisation's own: the org info and the member list follow it.
    expect((await call('GET', `/api/o/${ORG}/org/info`, tokens.member!)).json().data.name).toBe(
      'Sharma & Co',
    );
    const other = { ...good, timezone: 'Europe/London', name: 'Sharma and Co' };
    expect((await call('PUT', `/api/o/${ORG}/settings`, tokens.owner!, other)).statusCode).toBe(200);
    expect((await call('GET', `/api/o/${ORG}/settings`, tokens.owner!)).json().data.timezone).toBe(
      'Europe/London',
    );
    // A client that does not know the refused-login alert yet leaves it on.
    const { loginBlocked: _unknown, ...olderAlerts } = good.alerts;
    expect(
      (await call('PUT', `/api/o/${ORG}/settings`, tokens.owner!, { ...good, alerts: olderAlerts }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/o/${ORG}/settings`, tokens.owner!)).json().data.alerts).toEqual({
      ...olderAlerts,
      loginBlocked: true,
      partyChanges: true,
    });
  });

  it('refuse bad values with the field and change nothing', async () => {
    const before = (await call('GET', `/api/o/${ORG}/settings`, tokens.owner!)).json().data;
    for (const [field, value] of [
      ['contactEmail', 'not-an-email'],
      ['contactPhone', 'call me'],
      ['timezone', 'Mars/Olympus'],
      ['name', ''],
    ] as const) {
      const res = await call('PUT', `/api/o/${ORG}/settings`, tokens.owner!, { ...good, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    expect((await call('GET', `/api/o/${ORG}/settings`, tokens.owner!)).json().data).toEqual(before);
  });

  it('send a test email to the admin who asks, through SMTP', async () => {
    expect((await call('POST', `/api/o/${ORG}/settings/test-email`, tokens.member!)).statusCode).toBe(403);
    const res = await call('POST', `/api/o/${ORG}/settings/test-email`, tokens.admin!);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Test email sent to admin@sett.example');
    const mail = await inbox.waitFor('admin@sett.example');
    expect(mail.subject).toBe('TaxDesk test email');
    expect(mail.text).toContain('If you can read it');
  });
});
