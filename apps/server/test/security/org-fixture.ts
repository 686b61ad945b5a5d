import { createHash, randomBytes } from 'node:crypto';
import { recordKey, RESOURCES, RESOURCE_TYPES } from '@taxdesk/domain';
import { inOrg } from '../../src/db/tenant';
import { upsertRecords } from '../../src/lib/records/upsert';
import { createBatchRuns } from '../../src/lib/sync/runs';
import type { TestServer } from '../harness';
import { sampleRecords } from '../sample-records';

/**
 * One organisation with one of everything a route can name by id: records of every type,
 * portal logins of several areas, a sync batch and its run, a failed item, a document, a waiting
 * sign-in, pending imports (records and members), an API key, a second member, an invitation,
 * manual notices of three areas, a comment and a bulk-download ticket.
 */
export type OrgFixture = {
  orgId: string;
  /** Its owner's AuthToken. */
  token: string;
  ownerId: string;
  memberId: string;
  /** Keys of sample records (`recordKey`) by type; every type has two. */
  keys: Record<string, string>;
  itPan: string;
  rpLoginId: string;
  arcaLoginId: string;
  gstLoginId: string;
  gstin: string;
  tan: string;
  batchId: string;
  runId: string;
  failureId: number;
  documentId: string;
  signInId: string;
  importId: string;
  memberImportId: string;
  apiKeyId: string;
  calendarFeedId: string;
  /** Two cases started by hand (the first from its manual income-tax notice). */
  caseId: string;
  otherCaseId: string;
  /** The feed's secret address part (`cal_…`), the credential of the anonymous feed. */
  calendarFeed: string;
  invitationId: string;
  itManualKey: string;
  gstManualKey: string;
  pregstManualKey: string;
  ticket: string;
  /** Its owner's signed-in session (the one `token` belongs to). */
  sessionId: string;
};

type Answer = { status: number; body: { data?: unknown; message?: string } };

async function call(
  s: Pick<TestServer, 'app'>,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await s.app.inject({
    method,
    url,
    headers: { authtoken: token, ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
  return { status: res.statusCode, body: res.json() as Answer['body'] };
}

async function must<T>(what: string, answer: Promise<Answer>): Promise<T> {
  const a = await answer;
  if (a.status >= 300) throw new Error(`seeding ${what}: ${a.status} ${JSON.stringify(a.body)}`);
  return a.body.data as T;
}

/** Ids unique to `prefix`, so one organisation's ids never match the other's by chance. */
function pan(prefix: string, n: number): string {
  return `${prefix === 'a' ? 'ABC' : 'BCD'}P${'PQRS'[n]}${1200 + n}K`;
}

export async function seedOrg(
  s: Pick<TestServer, 'app' | 'ctx' | 'memberOf'>,
  orgId: string,
  prefix: 'a' | 'b',
): Promise<OrgFixture> {
  const owner = await s.memberOf(orgId, 'owner', `owner-${prefix}@${orgId.toLowerCase()}.example.com`);
  const member = await s.memberOf(orgId, 'member', `member-${prefix}@${orgId.toLowerCase()}.example.com`);
  const t = owner.token;
  const base = `/api/o/${orgId}`;
  const keys: Record<string, string> = {};
  const itPan = pan(prefix, 0);
  await inOrg(s.ctx.db, orgId, async (tx) => {
    for (const type of RESOURCE_TYPES) {
      const def = RESOURCES[type];
      const rows = sampleRecords(def, 2, `${prefix}-`);
      // Records name the organisation's own client, so selections by PAN find them.
      for (const row of rows) if ('pan' in row) row.pan = itPan;
      await upsertRecords(
        tx,
        orgId,
        def,
        rows.map((data) => ({ data })),
      );
      keys[type] = recordKey(def, rows[0]!);
    }
  });

  await must(
    'it account',
    call(s, t, 'POST', `${base}/it/accounts`, { pan: itPan, password: 'pw-1', name: 'Client' }),
  );
  const rpLoginId = pan(prefix, 1);
  await must('rp login', call(s, t, 'POST', `${base}/rp/accounts`, { rpPan: rpLoginId, password: 'pw-2' }));
  const arcaLoginId = prefix === 'a' ? 'ARCA100001' : 'ARCA200002';
  await must(
    'arca login',
    call(s, t, 'POST', `${base}/arca/accounts`, { arcaId: arcaLoginId, password: 'pw-3' }),
  );
  // A GST login the way an import leaves it: the account record and its sealed password.
  const gstLoginId = `gst-${prefix}-user`;
  const gstin = prefix === 'a' ? '27AAPFU0939F1ZV' : '29AAGCB7383J1Z4';
  const tan = prefix === 'a' ? 'MUMA12345B' : 'BLRB23456C';
  await inOrg(s.ctx.db, orgId, (tx) =>
    upsertRecords(tx, orgId, RESOURCES.gstAccount, [
      { data: { ...sampleRecords(RESOURCES.gstAccount, 1)[0], portalUserName: gstLoginId, gstin } },
    ]).then(() =>
      upsertRecords(tx, orgId, RESOURCES.preGstAccount, [{ data: { gstin, name: 'Uday Traders' } }]),
    ),
  );
  await s.ctx.pools.owner.query(
    `INSERT INTO portal_credentials (org_id, portal, login_id, secret) VALUES ($1, 'gst', $2, $3)`,
    [orgId, gstLoginId, s.ctx.box.encrypt('pw-4')],
  );

  const { batchId, runIds } = await createBatchRuns(
    s.ctx.db,
    orgId,
    {
      portal: 'it',
      accountType: 'itAccount',
      queue: 'it-sync',
      trigger: 'manual',
      modules: ['proceedings'],
      skippedCount: 0,
      startedBy: owner.email,
    },
    [{ accountKey: itPan, modules: ['proceedings'], moduleLabels: 'Proceedings' }],
    s.ctx.now(),
  );
  const runId = runIds[0]!;
  const q = (text: string, values: unknown[]) => s.ctx.pools.owner.query(text, values);
  const failure = await q(
    `INSERT INTO sync_failures (org_id, portal, account_key, module, ref, reason, last_run_id)
     VALUES ($1, 'it', $2, 'notices', 'N-1', 'The portal timed out', $3) RETURNING id`,
    [orgId, itPan, runId],
  );
  const pdf = Buffer.from(`%PDF-1.4 notice of ${orgId}`);
  const doc = await q(
    `INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
     VALUES ($1, 'itNotice', $2, 'doc-1', 'notice.pdf', 'application/pdf', $3, $4, $5) RETURNING id`,
    [orgId, keys.itNotice, pdf.length, createHash('sha256').update(pdf).digest('hex'), pdf],
  );
  const signIn = await q(
    `INSERT INTO sign_in_requests (org_id, portal, account_key, run_id, batch_id, kind, image, mime_type, state, status, expires_at)
     VALUES ($1, 'it', $2, $3, $4, 'captcha', $5, 'image/png', $6, 'waiting', now() + interval '1 day') RETURNING id`,
    [orgId, itPan, runId, batchId, Buffer.from('png'), s.ctx.box.encrypt('{"cookies":{}}')],
  );

  const branches = Buffer.from(`Branch Code,Branch Name\r\n${prefix.toUpperCase()}MUM,Mumbai ${prefix}\r\n`);
  const imp = await must<{ id: string }>(
    'branch import',
    call(s, t, 'POST', `${base}/imports/branches/preview?fileName=branches.csv`, branches, {
      'content-type': 'text/csv',
    }),
  );
  await must(
    'member import config',
    call(s, t, 'PUT', `${base}/members/import/config`, {
      mapping: { email: 'Email', name: 'Name', role: 'Role' },
      defaultRole: 'member',
    }),
  );
  const team = Buffer.from(
    `Email,Name,Role\r\nnew-${prefix}@${orgId.toLowerCase()}.example.com,New,member\r\n`,
  );
  const memberImport = await must<{ id: string }>(
    'member import',
    call(s, t, 'POST', `${base}/members/import/preview`, team, {
      'content-type': 'text/csv',
      'x-file-name': 'team.csv',
    }),
  );
  const key = await must<{ id: string }>(
    'api key',
    call(s, t, 'POST', `${base}/api-keys`, { name: `key ${prefix}`, scope: 'write' }),
  );
  const invitation = await must<{ id: string }>(
    'invitation',
    call(s, t, 'POST', `${base}/members/invitations`, {
      email: `invitee-${prefix}@${orgId.toLowerCase()}.example.com`,
      role: 'member',
    }),
  );
  const itManual = await must<{ key: string }>(
    'it manual notice',
    call(s, t, 'POST', `${base}/it/manual-notices`, {
      pan: itPan,
      noticeSection: '143(2)',
      description: `Scrutiny of ${prefix}`,
      issuedOn: '2026-03-02',
    }),
  );
  const gstManual = await must<{ key: string }>(
    'gst manual notice',
    call(s, t, 'POST', `${base}/gst/manual-notices`, {
      gstin,
      type: 'ASMT-10',
      descr: `Scrutiny of ${prefix}`,
      dtOfIssue: '2026-03-02',
    }),
  );
  const pregstManual = await must<{ key: string }>(
    'pre-GST manual notice',
    call(s, t, 'POST', `${base}/pregst/manual-notices`, {
      gstin,
      regime: 'vat',
      noticeType: 'Assessment',
      subject: `VAT of ${prefix}`,
      issuedOn: '2026-03-02',
    }),
  );
  await must(
    'comment',
    call(s, t, 'POST', `${base}/work/itNotice/comments/${keys.itNotice}`, { text: `note of ${prefix}` }),
  );
  const download = await must<{ ticket?: string; url?: string }>(
    'bulk download',
    call(s, t, 'POST', `${base}/it/bulk-download`, { pans: [itPan] }),
  );
  const ticket = download.ticket ?? download.url?.split('/').pop() ?? randomBytes(24).toString('base64url');
  const feed = await must<{ id: string; url: string }>(
    'calendar feed',
    call(s, t, 'POST', `${base}/calendar/feeds`, { scope: 'all' }),
  );
  const kase = await must<{ id: string }>(
    'case',
    call(s, t, 'POST', `${base}/cases`, {
      title: `Scrutiny of ${prefix}`,
      record: { type: 'itNotice', key: itManual.key },
    }),
  );
  const otherCase = await must<{ id: string }>(
    'second case',
    call(s, t, 'POST', `${base}/cases`, { title: `Appeal of ${prefix}` }),
  );
  const session = await q(
    `SELECT s.id FROM sessions s JOIN identities i ON i.id = s.identity_id WHERE i.user_id = $1`,
    [owner.userId],
  );

  return {
    orgId,
    token: t,
    ownerId: owner.userId,
    memberId: member.userId,
    keys,
    itPan,
    rpLoginId,
    arcaLoginId,
    gstLoginId,
    gstin,
    tan,
    batchId,
    runId,
    failureId: Number(failure.rows[0].id),
    documentId: doc.rows[0].id as string,
    signInId: signIn.rows[0].id as string,
    importId: imp.id,
    memberImportId: memberImport.id,
    apiKeyId: key.id,
    calendarFeedId: feed.id,
    caseId: kase.id,
    otherCaseId: otherCase.id,
    calendarFeed: feed.url.split('/').pop()!,
    invitationId: invitation.id,
    itManualKey: itManual.key,
    gstManualKey: gstManual.key,
    pregstManualKey: pregstManual.key,
    ticket,
    sessionId: session.rows[0].id as string,
  };
}
