import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer, unreachablePortals } from '../../../test/harness';
import { misdirectedCalls } from '../../../test/sandbox-origins';
import type { AppContext } from '../../context';
import { gstPartyKind } from './gst-party-kind';
import { msmePartyKind } from './msme-party-kind';
import { panPartyKind } from './pan-party-kind';
import { lookupParty } from './party-lookup';
import { gstPartySyncPortal } from './party-sync-portals';
import { tanPartyKind } from './tan-party-kind';

const ORG = 'PARTY1';
const NOW = new Date('2026-11-21T06:00:00Z');
let sandbox: StartedSandbox;
let s: TestServer;
let solverCalls = 0;

async function solveCaptcha(image: Buffer): Promise<string | null> {
  solverCalls++;
  const res = await fetch(`${sandbox.url}/solver/captcha`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ image: image.toString('base64'), mimeType: 'image/png' }),
  });
  return res.ok ? ((await res.json()) as { answer: string }).answer : null;
}

/** The app with every portal unreachable: any call it makes fails. */
const offline = (): AppContext => ({ ...s.ctx, portals: unreachablePortals() });

beforeAll(async () => {
  sandbox = await startSandbox({
    seed: 'party',
    now: () => NOW,
    rateLimitPerSecond: 0,
    gstSearchCaptcha: true,
  });
  s = await createTestServer({ portals: sandbox.portals, now: () => NOW });
  await s.memberOf(ORG);
});
afterAll(async () => {
  await s?.close();
  await sandbox?.close();
});

const stored = async (type: string) =>
  (
    await s.ctx.pools.owner.query('SELECT key, data FROM records WHERE org_id = $1 AND type = $2', [
      ORG,
      type,
    ])
  ).rows as { key: string; data: Record<string, unknown> }[];

describe('party lookups', () => {
  it('refuses bad ids before any call', async () => {
    solverCalls = 0;
    for (const [kind, id] of [
      [gstPartyKind, '27AAPFU0939F1ZO'],
      [gstPartyKind, '27AAPFU0939F1Z'],
      [panPartyKind, 'AAPXU0939F'],
      [tanPartyKind, 'MUM12345B'],
      [msmePartyKind, 'UDYAM-MH-19-00123'],
    ] as const) {
      const r = await lookupParty(offline(), ORG, kind, id, { solveCaptcha });
      expect(r.outcome).toBe('refused');
    }
    expect(solverCalls).toBe(0);
    expect(await stored('gstParty')).toEqual([]);
  });

  it('looks a GSTIN up through its captcha with the filing of the last periods, then answers from the record', async () => {
    const r = await lookupParty(s.ctx, ORG, gstPartyKind, ' 27aapfu0939f1zv ', { solveCaptcha });
    expect(r.outcome).toBe('looked_up');
    const [row] = await stored('gstParty');
    expect(row!.data).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      lookupStatus: 'found',
      lookupSource: 'portal',
    });
    expect(typeof row!.data.lgnm).toBe('string');
    if (row!.data.dty === 'Regular') expect(row!.data.filingHistory).toMatch(/GSTR-3B/);
    const calls = solverCalls;
    const again = await lookupParty(offline(), ORG, gstPartyKind, '27AAPFU0939F1ZV', { solveCaptcha });
    expect(again.outcome).toBe('cached');
    expect(solverCalls).toBe(calls);
    const forced = await lookupParty(s.ctx, ORG, gstPartyKind, '27AAPFU0939F1ZV', {
      solveCaptcha,
      force: true,
    });
    expect(forced.outcome).toBe('looked_up');
    expect(solverCalls).toBeGreaterThan(calls);
  });

  it('uses the platform master first when it is fresh', async () => {
    await s.ctx.pools.owner.query(
      `INSERT INTO gstin_master (gstin, legal_name, status, state_code, data, fetched_at) VALUES ($1, $2, 'Active', '24', $3, $4)`,
      [
        '24AAACR5055K2ZC',
        'MASTER COPY LIMITED',
        JSON.stringify({
          gstin: '24AAACR5055K2ZC',
          lgnm: 'MASTER COPY LIMITED',
          sts: 'Active',
          dty: 'Composition',
        }),
        NOW,
      ],
    );
    const r = await lookupParty(offline(), ORG, gstPartyKind, '24AAACR5055K2ZC', { solveCaptcha });
    expect(r).toMatchObject({
      outcome: 'looked_up',
      record: { lgnm: 'MASTER COPY LIMITED', lookupSource: 'master' },
    });
  });

  it('marks what changed since the last lookup (an enterprise reclassified)', async () => {
    const first = await lookupParty(s.ctx, ORG, msmePartyKind, 'UDYAM-GJ-01-0000127', { solveCaptcha });
    expect(first).toMatchObject({
      outcome: 'looked_up',
      record: { lookupStatus: 'found', changedSinceLastLookup: 'no' },
    });
    await fetch(`${sandbox.url}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceDays: 80 }),
    });
    const second = await lookupParty(s.ctx, ORG, msmePartyKind, 'UDYAM-GJ-01-0000127', {
      solveCaptcha,
      force: true,
    });
    await fetch(`${sandbox.url}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceDays: -80 }),
    });
    expect(second).toMatchObject({ record: { changedSinceLastLookup: 'yes' } });
    if (second.outcome !== 'looked_up') throw new Error('looked up expected');
    expect(second.record.changes).toMatch(/^Type: \w+ → \w+$/);
  });

  it('keeps PAN and TAN lookups, and one that found nothing', async () => {
    const pan = await lookupParty(s.ctx, ORG, panPartyKind, 'AAPFU0939F', { solveCaptcha });
    expect(pan).toMatchObject({ record: { pan: 'AAPFU0939F', holderType: 'Firm', lookupStatus: 'found' } });
    const tan = await lookupParty(s.ctx, ORG, tanPartyKind, 'MUMA12345B', { solveCaptcha });
    expect(tan).toMatchObject({ record: { tan: 'MUMA12345B', city: 'Mumbai', lookupStatus: 'found' } });
    const none = await lookupParty(s.ctx, ORG, tanPartyKind, 'DELS45670K', { solveCaptcha });
    expect(none).toMatchObject({ record: { lookupStatus: 'not_found' } });
  });

  it('keeps a failed lookup on the record and says why, when the service keeps failing', async () => {
    const faults = (body: unknown) =>
      fetch(`${sandbox.url}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await faults({ failRate: 1 });
    try {
      await expect(
        lookupParty(s.ctx, ORG, tanPartyKind, 'PNEA04567C', { solveCaptcha, force: true }),
      ).rejects.toMatchObject({ kind: 'server_error' });
    } finally {
      await faults({ failRate: 0 });
    }
    const row = (await stored('tanParty')).find((r) => r.key === 'PNEA04567C')!;
    expect(row.data).toMatchObject({ lookupStatus: 'failed', lookupError: expect.stringContaining('500') });
    const retried = await lookupParty(s.ctx, ORG, tanPartyKind, 'PNEA04567C', { solveCaptcha });
    expect(retried).toMatchObject({
      outcome: 'looked_up',
      record: { lookupStatus: 'found', lookupError: null },
    });
  });

  it('fails a lookup whose captcha nobody can read, without guessing', async () => {
    await expect(
      lookupParty(s.ctx, ORG, panPartyKind, 'AAACR5055K', { solveCaptcha: () => Promise.resolve(null) }),
    ).rejects.toMatchObject({ kind: 'captcha_wrong' });
    const row = (await stored('panParty')).find((r) => r.key === 'AAACR5055K')!;
    expect(row.data.lookupStatus).toBe('failed');
  });

  it('runs as a sync portal without a login, one party per run', async () => {
    expect(gstPartySyncPortal).toMatchObject({ key: 'gstparty', queue: 'gstparty-lookup', login: 'none' });
    const connector = gstPartySyncPortal.connector(s.ctx);
    const step = await connector.signIn({ loginId: '27AAPFU0939F1ZV', password: '' });
    if (!step.done) throw new Error('no sign-in expected');
    const run = {
      app: s.ctx,
      portal: connector,
      session: { ...step.session, solveCaptcha },
      orgId: ORG,
      accountKey: '27AAACR5055K1Z7',
      runId: 'test',
      today: '2026-11-21',
      counts: { newCount: 0, changedCount: 0, failedCount: 0 },
      options: {},
      accountPatch: {},
      failed: () => undefined,
    };
    await gstPartySyncPortal.modules[0]!.run(run);
    expect(run.counts.newCount).toBe(1);
    expect((await stored('gstParty')).map((r) => r.key)).toContain('27AAACR5055K1Z7');
  });
});

// Last: every call of this file's syncs went to its own portal's origin.
describe('portal origins', () => {
  it("called no other portal's origin", async () => {
    expect(await misdirectedCalls(sandbox)).toEqual({});
  });
});
