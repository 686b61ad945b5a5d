import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { startSmtpInbox, type SmtpInbox } from '../../../../test/smtp-inbox';
import { inOrg } from '../../../db/tenant';
import { upsertRecords } from '../../../lib/records/upsert';
import { alertOrganisation, orgRow } from './run-alerts';

/** A party lookup that finds a change is emailed once, in the next round; other lookups are not. */
const ORG = 'ALRTP1';
const NOW = new Date('2026-03-01T12:00:00Z');
let s: TestServer;
let inbox: SmtpInbox;
let token: string;

const lookup = (status: string, changes: string | null) => ({
  data: {
    gstin: '27AAPFU0939F1ZV',
    lgnm: 'SURYA TRADERS',
    sts: status,
    lookupStatus: 'found',
    lookedUpAt: new Date().toISOString(),
    changedSinceLastLookup: changes ? 'yes' : 'no',
    changes,
  },
});
const save = (status: string, changes: string | null) =>
  inOrg(s.ctx.db, ORG, (tx) => upsertRecords(tx, ORG, RESOURCES.gstParty, [lookup(status, changes)]));
const run = async () => alertOrganisation(s.ctx, (await orgRow(s.ctx, ORG))!, NOW);
/** The party-change emails received (the owner is the only recipient here). */
const sent = () => inbox.mails.filter((m) => /changed since the last lookup/.test(m.subject));

beforeAll(async () => {
  inbox = await startSmtpInbox();
  s = await createTestServer({ now: () => NOW }, { SMTP_URL: inbox.url });
  token = (await s.memberOf(ORG, 'owner', 'owner@alrtp.example')).token;
});
afterAll(async () => {
  await s?.close();
  await inbox?.close();
});

describe('party change alerts', () => {
  it('emails a change found by a lookup once, and not a lookup that found none', async () => {
    await save('Active', null);
    await run(); // the first round marks where to start
    expect(sent()).toEqual([]);

    await save('Active', null); // looked up again: nothing changed, nothing to say
    await run();
    expect(sent()).toEqual([]);

    await save('Cancelled', 'Status: Active → Cancelled');
    await run();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.subject).toMatch(/1 party changed since the last lookup/);
    expect(sent()[0]!.text).toContain('27AAPFU0939F1ZV · SURYA TRADERS · Status: Active → Cancelled');
    expect(sent()[0]!.text).toContain('/gstparty?changedSinceLastLookup=yes');

    await run();
    expect(sent()).toHaveLength(1);
  });

  it('says nothing once the alert is turned off', async () => {
    const res = await s.app.inject({
      method: 'PUT',
      url: `/api/o/${ORG}/settings`,
      headers: { authtoken: token },
      payload: {
        name: 'Party Firm',
        contactEmail: '',
        contactPhone: '',
        timezone: 'Asia/Kolkata',
        alerts: { newNotices: true, weeklyDigest: true, notSynced: true, partyChanges: false },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await save('Active', 'Status: Cancelled → Active');
    await run();
    expect(sent()).toHaveLength(1);
  });
});
