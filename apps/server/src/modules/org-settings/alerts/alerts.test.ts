import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESOURCES, resourceOf } from '@taxdesk/domain';
import { inOrg } from '../../../db/tenant';
import { upsertRecords } from '../../../lib/records/upsert';
import { startSmtpInbox, type SmtpInbox } from '../../../../test/smtp-inbox';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { SERVER_AREAS } from '../../../areas';
import { loginAccountTypes } from './alert-checks';
import { orgRow, alertOrganisation, runAlerts } from './run-alerts';

let s: TestServer;
let inbox: SmtpInbox;
const ORG = 'ALRT01';
const OWNER = 'owner@alrt.example';

// Monday 2026-03-02, 10:30 in India.
const MONDAY_MORNING = new Date('2026-03-02T05:00:00Z');

beforeAll(async () => {
  inbox = await startSmtpInbox();
  s = await createTestServer({}, { SMTP_URL: inbox.url });
  const owner = await s.memberOf(ORG, 'owner', OWNER);
  await s.memberOf(ORG, 'viewer', 'viewer@alrt.example');
  await s.app.inject({
    method: 'PUT',
    url: `/api/o/${ORG}/settings`,
    headers: { authtoken: owner.token },
    payload: {
      name: 'Alert Firm',
      contactEmail: 'desk@alrt.example',
      contactPhone: '',
      timezone: 'Asia/Kolkata',
      alerts: { newNotices: true, weeklyDigest: true, notSynced: true },
    },
  });
  // Due-date reminders have their own test at the end; until then they stay off.
  await putItSettings(owner.token, { reminderDays: [] });
});

async function putItSettings(token: string, change: Record<string, unknown>): Promise<void> {
  const url = `/api/o/${ORG}/areas/it/settings`;
  const current = (await s.app.inject({ method: 'GET', url, headers: { authtoken: token } })).json<{
    data: { settings: Record<string, unknown> };
  }>().data.settings;
  const res = await s.app.inject({
    method: 'PUT',
    url,
    headers: { authtoken: token },
    payload: { ...current, ...change },
  });
  expect(res.statusCode, res.body).toBe(200);
}
afterAll(async () => {
  await s.close();
  await inbox.close();
});
beforeEach(() => {
  inbox.mails.length = 0;
});

const notice = (n: number, due: string) => ({
  data: {
    headerSeqNo: `HSN-${n}`,
    pan: 'AAAPL1234C',
    noticeSection: '143(2)',
    description: `Notice ${n}`,
    responseDueDate: due,
    issuedOn: '2026-02-20',
  },
});

async function run(at: Date): Promise<number> {
  return alertOrganisation(s.ctx, (await orgRow(s.ctx, ORG))!, at);
}

describe('alert emails', () => {
  it('mark where to start on the first round, then email new notices to the contact, owners and admins', async () => {
    await inOrg(s.ctx.db, ORG, (tx) => upsertRecords(tx, ORG, RESOURCES.itNotice, [notice(1, '2026-03-04')]));
    // Sunday night: neither the digest nor the not-synced list is due; history is not news.
    const sunday = new Date('2026-03-01T12:00:00Z');
    expect(await run(sunday)).toBe(0);

    await inOrg(s.ctx.db, ORG, (tx) =>
      upsertRecords(tx, ORG, RESOURCES.itNotice, [notice(2, '2026-03-05'), notice(3, '2026-03-20')]),
    );
    expect(await run(sunday)).toBe(2);
    const recipients = inbox.mails.flatMap((m) => m.to).sort();
    expect(recipients).toEqual(['desk@alrt.example', OWNER]);
    const mail = inbox.mails.find((m) => m.to.includes(OWNER))!;
    expect(mail.subject).toBe('2 new notices for Alert Firm');
    expect(mail.text).toContain('Notice 2');
    expect(mail.text).toContain('Notice 3');
    expect(mail.text).not.toContain('Notice 1');
    const logged = await s.ctx.pools.owner.query(
      `SELECT template, status FROM email_log WHERE org_id = $1 AND template = 'new-notices'`,
      [ORG],
    );
    expect(logged.rows).toEqual([
      { template: 'new-notices', status: 'sent' },
      { template: 'new-notices', status: 'sent' },
    ]);
    // Nothing new: nothing sent.
    inbox.mails.length = 0;
    expect(await run(sunday)).toBe(0);
  });

  it('send the weekly digest once on Monday morning with what falls due that week', async () => {
    const sent = await run(MONDAY_MORNING);
    const digest = inbox.mails.find((m) => m.subject.includes('fall due this week') && m.to.includes(OWNER));
    expect(digest).toBeDefined();
    expect(digest!.text).toContain('Notice 1');
    expect(digest!.text).toContain('Notice 2');
    expect(digest!.text).not.toContain('Notice 3'); // due on the 20th: not this week
    expect(sent).toBeGreaterThanOrEqual(2);
    inbox.mails.length = 0;
    await run(new Date(MONDAY_MORNING.getTime() + 3600_000));
    expect(inbox.mails.filter((m) => m.subject.includes('fall due'))).toEqual([]);
  });

  it('list accounts not synced for 3 days, once a day', async () => {
    const owner = await s.tokenFor(OWNER);
    await s.app.inject({
      method: 'POST',
      url: `/api/o/${ORG}/it/accounts`,
      headers: { authtoken: owner },
      payload: { pan: 'AAAPL1234C', password: 'secret', name: 'Stale Client' },
    });
    await s.ctx.pools.owner.query(
      `UPDATE records SET first_seen_at = now() - interval '5 days' WHERE org_id = $1 AND type = 'itAccount'`,
      [ORG],
    );
    const tuesday = new Date('2026-03-03T05:00:00Z');
    await run(tuesday);
    const stale = inbox.mails.find((m) => m.subject.includes('not synced') && m.to.includes(OWNER));
    expect(stale?.subject).toBe('Alert Firm: 1 account not synced for 3 days');
    expect(stale!.text).toContain('AAAPL1234C');
    expect(stale!.text).toContain('never synced');
    inbox.mails.length = 0;
    await run(new Date(tuesday.getTime() + 3600_000));
    expect(inbox.mails).toEqual([]);
  });

  it('email a refused portal login once, with its reason', async () => {
    // Time passes: the last look was ten minutes ago, and the portal refused the password since.
    await s.ctx.pools.owner.query(
      `UPDATE org_settings SET data = data || jsonb_build_object('blockedCursor', (now() - interval '10 minutes')::text)
       WHERE org_id = $1 AND area = 'alerts'`,
      [ORG],
    );
    await s.ctx.pools.owner.query(
      `UPDATE portal_credentials SET blocked_reason = 'Wrong password', updated_at = now() - interval '2 minutes'
       WHERE org_id = $1 AND portal = 'it' AND login_id = 'AAAPL1234C'`,
      [ORG],
    );
    // Wednesday 7:30 in India: no digest, not-synced list or reminder is due.
    const wednesday = new Date('2026-03-04T02:00:00Z');
    expect(await run(wednesday)).toBe(2);
    const mail = inbox.mails.find((m) => m.to.includes(OWNER))!;
    expect(mail.subject).toBe('Alert Firm: 1 portal login refused');
    expect(mail.text).toContain('AAAPL1234C · Stale Client · Wrong password');
    expect(mail.text).toContain(`/a/${ORG}/it/loginblocked`);
    inbox.mails.length = 0;
    expect(await run(wednesday)).toBe(0);
    // Every kind of stored login names an account record type of the registry.
    for (const type of Object.values(loginAccountTypes(SERVER_AREAS)))
      expect(resourceOf(type)?.accountType).toBe(type);
  });

  it('send nothing the organisation turned off', async () => {
    const owner = await s.tokenFor(OWNER);
    await s.app.inject({
      method: 'PUT',
      url: `/api/o/${ORG}/settings`,
      headers: { authtoken: owner },
      payload: {
        name: 'Alert Firm',
        contactEmail: '',
        contactPhone: '',
        timezone: 'Asia/Kolkata',
        alerts: { newNotices: false, weeklyDigest: false, notSynced: false, loginBlocked: false },
      },
    });
    await inOrg(s.ctx.db, ORG, (tx) => upsertRecords(tx, ORG, RESOURCES.itNotice, [notice(4, '2026-03-10')]));
    expect(await runAlerts(s.ctx, new Date('2026-03-09T05:00:00Z'))).toBe(0);
    expect(inbox.mails).toEqual([]);
  });

  it('remind of open responses due on the reminder days, once a day, the IT alert recipients too', async () => {
    const owner = await s.tokenFor(OWNER);
    await putItSettings(owner, { reminderDays: [3, 1], alertRecipients: ['partner@alrt.example'] });
    // Tuesday 17 March in India: notice 3 is due on the 20th, in 3 days.
    const tuesday = new Date('2026-03-17T05:00:00Z');
    expect(await run(tuesday)).toBe(2);
    expect(inbox.mails.flatMap((m) => m.to).sort()).toEqual([OWNER, 'partner@alrt.example']);
    const mail = inbox.mails[0]!;
    expect(mail.subject).toBe('Alert Firm: 1 response due soon');
    expect(mail.text).toContain('Notice 3');
    expect(mail.text).toContain('due in 3 days');
    expect(mail.text).not.toContain('Notice 4');

    inbox.mails.length = 0;
    expect(await run(new Date(tuesday.getTime() + 3600_000))).toBe(0);
    // Replied: no more reminders for it, though the 19th is one day before its due date.
    await s.ctx.pools.owner.query(
      `UPDATE records SET work_status = 'replied' WHERE org_id = $1 AND type = 'itNotice' AND key = 'HSN-3'`,
      [ORG],
    );
    expect(await run(new Date('2026-03-19T05:00:00Z'))).toBe(0);
    expect(inbox.mails).toEqual([]);
  });
});
