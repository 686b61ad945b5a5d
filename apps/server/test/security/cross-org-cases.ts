import { SERVER_AREAS } from '../../src/areas';
import { defaultAreaSettings } from '../../src/lib/sync/area-settings';
import type { OrgFixture } from './org-fixture';

/**
 * One valid request per operation of the OpenAPI document, built from an organisation's own ids:
 * the owner of that organisation could send it. The cross-organisation test sends it built from
 * organisation B's ids with a member of A; the bad-input test starts its mutations from it.
 *
 * A new route fails both tests until it has a case here (or a reason in `EXEMPT`).
 */
export type ApiRequest = {
  /** Path parameters by name (`*` is a record key and may hold `/`). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A file sent as the raw request body (upload routes). */
  upload?: { contentType: string; body: Buffer; fileName: string };
};

export type OperationCase = {
  build: (o: OrgFixture) => ApiRequest;
  /**
   * What A's member may be answered when the request names B's ids (403 or 404 unless said
   * otherwise, with the reason); `sameOrg` for B's ids sent within A's own organisation.
   */
  crossOrg?: readonly number[];
  sameOrg?: readonly number[];
};

const csv = (text: string, fileName = 'upload.csv') => ({
  contentType: 'text/csv',
  body: Buffer.from(text.replace(/\n/g, '\r\n')),
  fileName,
});

const c = (build: OperationCase['build'], more: Omit<OperationCase, 'build'> = {}): OperationCase => ({
  build,
  ...more,
});

/**
 * An id in the body that the organisation does not have is bad input, named by field in the
 * message (400), or the route's "not found" (404).
 */
const UNKNOWN_IN_BODY = [400, 404];

/** A PAN, GSTIN or login id is the client's, not B's: A may add the same client to its own books. */
const NATURAL_KEY = [200, 400, 404];

const gstModules = SERVER_AREAS.find((a) => a.def.key === 'gst')!.portals[0]!.modules.map((m) => m.key);

function partyCases(portal: string, id: (o: OrgFixture) => string): Record<string, OperationCase> {
  return {
    [`POST /api/o/{orgId}/parties/${portal}`]: c((o) => ({ body: { id: id(o) } }), {
      sameOrg: [...NATURAL_KEY, 503],
    }),
    [`POST /api/o/{orgId}/parties/${portal}/refresh`]: c((o) => ({ body: { ids: [id(o)] } }), {
      sameOrg: [...UNKNOWN_IN_BODY, 503],
    }),
  };
}

const item = (type: string) => (o: OrgFixture) => ({ params: { type, key: o.keys[type]! } });

/**
 * Operations that name no organisation and no record of one: signing in and up, the caller's
 * own profile, the health check. Nothing in them can reach another organisation's data.
 */
export const EXEMPT: Record<string, string> = {
  'GET /api/health': 'no data',
  'POST /api/auth/login': 'names only an email and a password',
  'POST /api/auth/register': 'creates an identity, no organisation',
  'POST /api/auth/refresh': "the caller's own refresh token",
  'POST /api/auth/logout': "the caller's own refresh token",
  'POST /api/auth/signup': 'creates a new organisation for the caller',
  'GET /api/me': "the caller's own profile and memberships",
  'GET /api/auth/providers': 'the sign-in providers, public',
  'GET /api/auth/oidc/start': 'starts a sign-in, no organisation',
  'GET /api/auth/oidc/callback': 'ends a sign-in, no organisation',
  'POST /api/auth/oidc/exchange': 'trades a one-time sign-in code for a session, no organisation',
  'POST /api/auth/verify-email': 'names only a single-use token from an email',
  'POST /api/me/verify-email': "sends the caller's own confirmation link",
  'POST /api/auth/forgot-password': 'names only an email; the same answer for every address',
  'POST /api/auth/reset-password': 'names only a single-use token from an email and a password',
  'POST /api/me/password': "changes the caller's own password",
};

const NOTICE = {
  pan: '',
  noticeSection: '143(2)',
  description: 'Scrutiny',
  issuedOn: '2026-03-02',
};

export const CASES: Record<string, OperationCase> = {
  // Analytics: a page view naming an organisation the caller is not a member of is kept without it.
  'POST /api/events': c((o) => ({ body: { orgId: o.orgId, name: 'page_view', path: '/a/x' } }), {
    crossOrg: [202],
  }),
  'GET /api/o/{orgId}/org/info': c(() => ({})),

  // The caller's own sessions: the list and "everywhere else" name nothing of B's and answer A's own.
  'GET /api/me/sessions': c(() => ({}), { crossOrg: [200] }),
  'POST /api/me/sessions/sign-out-others': c(() => ({}), { crossOrg: [200] }),
  'DELETE /api/me/sessions/{sessionId}': c((o) => ({ params: { sessionId: o.sessionId } })),

  // Two-step sign-in: a sign-in ticket (none valid here: 401), or the caller's own app and codes,
  // which name nothing of B's (a wrong password 403, no setup waiting 409, a wrong code 400).
  'POST /api/auth/second-factor': c(() => ({ body: { ticket: 'not-a-ticket', code: '123456' } }), {
    crossOrg: [401],
  }),
  'POST /api/auth/second-factor/setup': c(() => ({ body: { ticket: 'not-a-ticket' } }), { crossOrg: [401] }),
  'POST /api/auth/second-factor/setup/confirm': c(
    () => ({ body: { ticket: 'not-a-ticket', code: '123456' } }),
    { crossOrg: [401] },
  ),
  'GET /api/me/second-factor': c(() => ({}), { crossOrg: [200] }),
  'POST /api/me/second-factor/setup': c(() => ({ body: { password: 'not-the-password' } })),
  'POST /api/me/second-factor/confirm': c(() => ({ body: { code: '123456' } }), { crossOrg: [409] }),
  'POST /api/me/second-factor/recovery-codes': c(() => ({ body: { password: 'not-the-password' } })),
  'POST /api/me/second-factor/turn-off': c(() => ({ body: { password: 'not-the-password' } })),

  'GET /api/o/{orgId}/records/{type}': c(() => ({ params: { type: 'itNotice' } })),
  'GET /api/o/{orgId}/records/{type}/facets/{field}': c(() => ({
    params: { type: 'itNotice', field: 'status' },
  })),
  'GET /api/o/{orgId}/records/{type}/summary': c(() => ({
    params: { type: 'itNotice' },
    query: { by: 'status' },
  })),
  'GET /api/o/{orgId}/records/{type}/item/{key}': c(item('itProceeding')),
  'GET /api/o/{orgId}/records/{type}/export': c(() => ({
    params: { type: 'itNotice' },
    query: { format: 'csv' },
  })),
  // B's record keys asked within A: A's records of those keys have no files, so each comes back
  // empty (200), and nothing of B's is in the answer.
  'GET /api/o/{orgId}/records/{type}/documents': c(
    (o) => ({ params: { type: 'itNotice' }, query: { keys: o.keys.itNotice! } }),
    { sameOrg: [200] },
  ),
  'GET /api/o/{orgId}/documents/{id}': c((o) => ({ params: { id: o.documentId } })),

  'GET /api/o/{orgId}/sync/{portal}': c(() => ({ params: { portal: 'it' } })),
  'POST /api/o/{orgId}/sync/{portal}/batches': c(
    (o) => ({
      params: { portal: 'gst' },
      body: { accounts: [o.gstLoginId] },
    }),
    { sameOrg: UNKNOWN_IN_BODY },
  ),
  'GET /api/o/{orgId}/sync/{portal}/batches': c(() => ({ params: { portal: 'it' } })),
  'GET /api/o/{orgId}/sync/{portal}/accounts': c(() => ({ params: { portal: 'it' } })),
  'POST /api/o/{orgId}/sync/{portal}/failures/retry': c(
    (o) => ({
      params: { portal: 'it' },
      body: { ids: [o.failureId] },
    }),
    { sameOrg: UNKNOWN_IN_BODY },
  ),
  'PUT /api/o/{orgId}/sync/{portal}/logins/{loginId}/password': c((o) => ({
    params: { portal: 'gst', loginId: o.gstLoginId },
    body: { password: 'new-password' },
  })),
  'GET /api/o/{orgId}/sign-in-queue': c(() => ({})),
  'GET /api/o/{orgId}/sign-in-queue/{id}/image': c((o) => ({ params: { id: o.signInId } })),
  'POST /api/o/{orgId}/sign-in-queue/{id}/answer': c((o) => ({
    params: { id: o.signInId },
    body: { answer: 'ABC123' },
  })),
  'GET /api/o/{orgId}/areas/{area}/settings': c(() => ({ params: { area: 'gst' } })),
  'PUT /api/o/{orgId}/areas/{area}/settings': c(() => ({
    params: { area: 'gst' },
    body: defaultAreaSettings(gstModules),
  })),
  'GET /api/o/{orgId}/sync/{portal}/batches/{batchId}': c((o) => ({
    params: { portal: 'it', batchId: o.batchId },
  })),
  'POST /api/o/{orgId}/sync/{portal}/batches/{batchId}/cancel': c((o) => ({
    params: { portal: 'it', batchId: o.batchId },
  })),
  'GET /api/o/{orgId}/sync/{portal}/failures': c(() => ({ params: { portal: 'it' } })),

  'GET /api/o/{orgId}/imports/{kind}/spec': c(() => ({ params: { kind: 'branches' } })),
  'GET /api/o/{orgId}/imports/{kind}/template': c(() => ({ params: { kind: 'branches' } })),
  'GET /api/o/{orgId}/imports/{kind}/sample': c(() => ({ params: { kind: 'branches' } })),
  'POST /api/o/{orgId}/imports/{kind}/preview': c(() => ({
    params: { kind: 'branches' },
    upload: csv('Branch Code,Branch Name\nDEL,Delhi\n', 'branches.csv'),
  })),
  'POST /api/o/{orgId}/imports/{kind}/{id}/commit': c((o) => ({
    params: { kind: 'branches', id: o.importId },
    body: { skipErrors: false },
  })),
  'DELETE /api/o/{orgId}/imports/{kind}/{id}': c((o) => ({ params: { kind: 'branches', id: o.importId } })),
  'GET /api/o/{orgId}/imports/{kind}/log': c(() => ({ params: { kind: 'branches' } })),

  'GET /api/o/{orgId}/work/members': c(() => ({})),
  'PUT /api/o/{orgId}/work/{type}/item/{key}': c((o) => ({
    ...item('itNotice')(o),
    body: { status: 'closed' },
  })),
  'PUT /api/o/{orgId}/work/{type}/target/{key}': c((o) => ({
    ...item('itNotice')(o),
    body: { target: '2026-12-31', reason: 'Client asked for an early reply' },
  })),
  'POST /api/o/{orgId}/work/{type}/bulk': c((o) => ({
    params: { type: 'itNotice' },
    body: { keys: [o.keys.itNotice], status: 'closed' },
  })),
  'GET /api/o/{orgId}/work/{type}/comments/{key}': c(item('itNotice')),
  'POST /api/o/{orgId}/work/{type}/comments/{key}': c((o) => ({
    ...item('itNotice')(o),
    body: { text: 'seen' },
  })),
  'POST /api/o/{orgId}/work/{type}/review/{key}': c((o) => ({
    ...item('itNotice')(o),
    body: { parent: o.keys.itProceeding },
  })),
  // Home and the Work list across areas (issue 24): B's records are not A's to list, count or change.
  'GET /api/o/{orgId}/home': c(() => ({})),
  'GET /api/o/{orgId}/work-list': c(() => ({ query: { state: 'todo' } })),
  'GET /api/o/{orgId}/work-list/facets/{field}': c(() => ({ params: { field: 'assignee' } })),
  'GET /api/o/{orgId}/work-list/export': c(() => ({ query: { format: 'csv' } })),
  'POST /api/o/{orgId}/work-list/bulk': c((o) => ({
    body: { keys: [`itNotice:${o.keys.itNotice}`], status: 'closed' },
  })),
  'GET /api/o/{orgId}/work/settings': c(() => ({})),
  'PUT /api/o/{orgId}/work/settings': c(() => ({ body: { reviewNewNotices: true } })),

  // The operator's API: a member who is not a platform admin is answered "not found" (404).
  'GET /api/admin/orgs': c(() => ({})),
  'POST /api/admin/orgs': c((o) => ({
    body: { name: 'Taken', ownerEmail: 'x@example.com', orgId: o.orgId },
  })),
  'GET /api/admin/orgs/{orgId}': c(() => ({})),
  'PUT /api/admin/orgs/{orgId}/licence': c(() => ({ body: { licExpiry: 20200101 } })),
  'GET /api/admin/audit': c(() => ({})),
  'POST /api/admin/population/{kind}': c((o) => ({ params: { kind: 'gstin' }, body: { text: o.gstin } })),
  'POST /api/admin/population/{kind}/file': c((o) => ({
    params: { kind: 'gstin' },
    upload: csv(`GSTIN\n${o.gstin}\n`, 'gstins.csv'),
  })),
  'GET /api/admin/population/{kind}/runs': c(() => ({ params: { kind: 'gstin' } })),
  'GET /api/admin/population/runs/{runId}': c((o) => ({ params: { runId: o.runId } })),
  'POST /api/admin/population/runs/{runId}/retry': c((o) => ({ params: { runId: o.runId } })),
  'GET /api/admin/population/{kind}/master': c(() => ({ params: { kind: 'gstin' } })),
  'GET /api/admin/debugging/queues': c(() => ({})),
  'GET /api/admin/debugging/jobs': c(() => ({})),
  'POST /api/admin/debugging/jobs/{id}/retry': c((o) => ({ params: { id: o.runId } })),
  'GET /api/admin/debugging/raw': c((o) => ({
    query: { orgId: o.orgId, type: 'itNotice', key: o.keys.itNotice! },
  })),
  'GET /api/admin/debugging/recent': c((o) => ({ query: { orgId: o.orgId, type: 'itNotice' } })),
  'GET /api/admin/failures': c(() => ({})),
  'POST /api/admin/failures/{id}/retry': c((o) => ({ params: { id: String(o.failureId) } })),
  'GET /api/admin/emails': c(() => ({})),
  'GET /api/admin/referrals/codes': c(() => ({})),
  'POST /api/admin/referrals/codes': c((o) => ({ body: { ownerOrgId: o.orgId, note: 'x' } })),
  'PATCH /api/admin/referrals/codes/{code}': c(() => ({
    params: { code: 'NOSUCH' },
    body: { active: false },
  })),
  'GET /api/admin/referrals': c(() => ({})),
  'GET /api/admin/sign-in-locks': c(() => ({})),
  'DELETE /api/admin/sign-in-locks': c(() => ({ query: { address: '203.0.113.9' } })),

  'GET /api/o/{orgId}/members': c(() => ({})),
  'PATCH /api/o/{orgId}/members/{userId}': c((o) => ({
    params: { userId: o.memberId },
    body: { role: 'viewer' },
  })),
  'DELETE /api/o/{orgId}/members/{userId}': c((o) => ({ params: { userId: o.memberId } })),
  'POST /api/o/{orgId}/members/invitations': c((o) => ({
    body: { email: `second-${o.orgId.toLowerCase()}@example.com`, role: 'member' },
  })),
  'POST /api/o/{orgId}/members/invitations/{id}/resend': c((o) => ({ params: { id: o.invitationId } })),
  'DELETE /api/o/{orgId}/members/invitations/{id}': c((o) => ({ params: { id: o.invitationId } })),
  // A made-up token: only the emailed link holds a real one.
  'POST /api/invitations/lookup': c((o) => ({ body: { orgId: o.orgId, token: 'made-up-token-0123456789' } })),
  'POST /api/invitations/accept': c((o) => ({ body: { orgId: o.orgId, token: 'made-up-token-0123456789' } })),

  'GET /api/o/{orgId}/api-keys': c(() => ({})),
  'POST /api/o/{orgId}/api-keys': c(() => ({ body: { name: 'robot', scope: 'read' } })),
  'DELETE /api/o/{orgId}/api-keys/{id}': c((o) => ({ params: { id: o.apiKeyId } })),

  // The calendar and the member's own feeds: B's feed ids are not A's.
  'GET /api/o/{orgId}/calendar': c(() => ({ query: { from: '2026-11-01', to: '2026-11-30' } })),
  'GET /api/o/{orgId}/calendar/feeds': c(() => ({})),
  'POST /api/o/{orgId}/calendar/feeds': c(() => ({ body: { scope: 'all' } })),
  'POST /api/o/{orgId}/calendar/feeds/{id}/renew': c((o) => ({ params: { id: o.calendarFeedId } })),
  'DELETE /api/o/{orgId}/calendar/feeds/{id}': c((o) => ({ params: { id: o.calendarFeedId } })),
  // The feed's secret address is its credential (calendar apps send no token), like a download
  // ticket: whoever holds it reads that one feed; a wrong or revoked one is 404.
  'GET /api/calendar/{feed}': c((o) => ({ params: { feed: o.calendarFeed } }), { crossOrg: [200] }),
  // One client across areas: a PAN is a question, not an id, so B's PAN asked in A answers A's
  // (empty) page for it — none of B's accounts or records.
  'GET /api/o/{orgId}/clients/{id}': c((o) => ({ params: { id: o.itPan } }), { sameOrg: [200] }),
  // A fragment, not an id: another organisation's member is refused; search.test.ts shows B's records never found in A.
  'GET /api/o/{orgId}/search': c(() => ({ query: { q: 'notice' } })),
  // Cases: B's case ids are not A's (404); a record named in a body is looked up in A's own books.
  'GET /api/o/{orgId}/cases': c(() => ({})),
  'GET /api/o/{orgId}/disputed-demands.xlsx': c(() => ({})),
  'POST /api/o/{orgId}/cases': c(
    (o) => ({ body: { title: 'Matter', record: { type: 'itNotice', key: o.itManualKey } } }),
    {
      sameOrg: UNKNOWN_IN_BODY,
    },
  ),
  'GET /api/o/{orgId}/cases/{caseId}': c((o) => ({ params: { caseId: o.caseId } })),
  'GET /api/o/{orgId}/cases/{caseId}/bundle.pdf': c((o) => ({ params: { caseId: o.caseId } })),
  'GET /api/o/{orgId}/cases/{caseId}/case.zip': c((o) => ({ params: { caseId: o.caseId } })),
  'PATCH /api/o/{orgId}/cases/{caseId}': c((o) => ({
    params: { caseId: o.caseId },
    body: { status: 'closed' },
  })),
  'POST /api/o/{orgId}/cases/{caseId}/comments': c((o) => ({
    params: { caseId: o.caseId },
    body: { text: 'Note' },
  })),
  'POST /api/o/{orgId}/cases/{caseId}/records': c((o) => ({
    params: { caseId: o.caseId },
    body: { type: 'itNotice', key: o.itManualKey },
  })),
  'POST /api/o/{orgId}/cases/{caseId}/unlink': c((o) => ({
    params: { caseId: o.caseId },
    body: { type: 'itNotice', key: o.itManualKey },
  })),
  'POST /api/o/{orgId}/cases/{caseId}/move': c((o) => ({
    params: { caseId: o.caseId },
    body: { type: 'itNotice', key: o.itManualKey, toCaseId: o.otherCaseId },
  })),
  'POST /api/o/{orgId}/cases/{caseId}/merge': c((o) => ({
    params: { caseId: o.caseId },
    body: { otherCaseId: o.otherCaseId },
  })),
  // Within A, B's record key is looked up in A's own books, where no case holds it: `case: null`.
  'GET /api/o/{orgId}/record-case': c((o) => ({ query: { type: 'itNotice', key: o.itManualKey } }), {
    sameOrg: [200],
  }),

  'GET /api/o/{orgId}/settings': c(() => ({})),
  'PUT /api/o/{orgId}/settings': c(() => ({
    body: {
      name: 'Renamed',
      contactEmail: '',
      contactPhone: '',
      timezone: 'Asia/Kolkata',
      alerts: { newNotices: false, weeklyDigest: false, notSynced: false },
      requireSecondFactor: true,
    },
  })),
  'POST /api/o/{orgId}/settings/test-email': c(() => ({})),
  'GET /api/o/{orgId}/account/export': c(() => ({})),
  'POST /api/o/{orgId}/account/delete': c((o) => ({ body: { confirm: o.orgId } })),
  'GET /api/o/{orgId}/sync-runs/{runId}': c((o) => ({ params: { runId: o.runId } })),

  'GET /api/o/{orgId}/members/import/config': c(() => ({})),
  'PUT /api/o/{orgId}/members/import/config': c(() => ({
    body: { mapping: { email: 'Mail', name: 'Name', role: 'Role' }, defaultRole: 'viewer' },
  })),
  'POST /api/o/{orgId}/members/import/preview': c((o) => ({
    upload: csv(`Email,Name,Role\nthird-${o.orgId.toLowerCase()}@example.com,Third,member\n`, 'team.csv'),
  })),
  'POST /api/o/{orgId}/members/import/{id}/commit': c((o) => ({
    params: { id: o.memberImportId },
    body: { skipErrors: false },
  })),
  'DELETE /api/o/{orgId}/members/import/{id}': c((o) => ({ params: { id: o.memberImportId } })),

  'GET /api/o/{orgId}/areas/{area}/dashboard': c(() => ({ params: { area: 'state' } })),
  'GET /api/o/{orgId}/areas/{area}/timelines/{timeline}': c(() => ({
    params: { area: 'state', timeline: 'stateApplication' },
    query: { from: '2026-01-01', to: '2026-12-31' },
  })),

  'POST /api/o/{orgId}/it/accounts': c(
    (o) => ({ body: { pan: o.itPan, password: 'other', name: 'Moved' } }),
    {
      sameOrg: NATURAL_KEY,
    },
  ),
  'PUT /api/o/{orgId}/it/accounts/{pan}/password': c(
    (o) => ({
      params: { pan: o.itPan },
      body: { password: 'new-password' },
    }),
    { sameOrg: NATURAL_KEY },
  ),
  // Without the job queue (tests) a sync answers 503 once its checks pass.
  'POST /api/o/{orgId}/it/sync': c((o) => ({ body: { pans: [o.itPan] } }), {
    sameOrg: [...UNKNOWN_IN_BODY, 503],
  }),
  'GET /api/o/{orgId}/it/sync/status': c(() => ({})),
  'GET /api/o/{orgId}/it/overview': c(() => ({})),
  'GET /api/o/{orgId}/it/proceeding-dashboard': c(() => ({})),
  'GET /api/o/{orgId}/it/timeline/{which}': c(() => ({
    params: { which: 'proceeding' },
    query: { from: '2026-01-01', to: '2026-12-31' },
  })),
  'GET /api/o/{orgId}/it/reports/notices': c(() => ({})),
  'GET /api/o/{orgId}/it/payment-dashboard': c(() => ({})),
  'GET /api/o/{orgId}/it/reports/returns': c(() => ({})),
  'GET /api/o/{orgId}/it/reports/tax-credit-mismatch': c(() => ({})),
  'GET /api/o/{orgId}/it/manual-notices': c(() => ({})),
  'POST /api/o/{orgId}/it/manual-notices': c((o) => ({ body: { ...NOTICE, pan: o.itPan } }), {
    sameOrg: NATURAL_KEY,
  }),
  'PUT /api/o/{orgId}/it/manual-notices/{key}': c((o) => ({
    params: { key: o.itManualKey },
    body: { ...NOTICE, pan: o.itPan, description: 'Changed' },
  })),
  'DELETE /api/o/{orgId}/it/manual-notices/{key}': c((o) => ({ params: { key: o.itManualKey } })),
  // A selection by PAN finds only A's own documents: none for a client A does not have.
  'POST /api/o/{orgId}/it/bulk-download/preview': c((o) => ({ body: { pans: [o.itPan] } }), {
    sameOrg: NATURAL_KEY,
  }),
  'POST /api/o/{orgId}/it/bulk-download': c((o) => ({ body: { pans: [o.itPan] } }), {
    sameOrg: UNKNOWN_IN_BODY,
  }),
  // The ticket is the credential of a plain-navigation download (no token is sent): whoever
  // holds it gets that one archive until it expires, like a signed link. Another ticket, or this
  // one under another organisation, gets 404 (the B's-ids-in-A request).
  'GET /api/o/{orgId}/it/bulk-download/{ticket}': c((o) => ({ params: { ticket: o.ticket } }), {
    crossOrg: [200],
  }),

  // B's GSTIN holds no documents in A: refused as an empty choice.
  'GET /api/o/{orgId}/gst/bulk-download': c((o) => ({ query: { gstin: o.gstin } }), {
    sameOrg: UNKNOWN_IN_BODY,
  }),

  'POST /api/o/{orgId}/rp/accounts': c((o) => ({ body: { rpPan: o.rpLoginId, password: 'other' } }), {
    sameOrg: NATURAL_KEY,
  }),
  'PUT /api/o/{orgId}/rp/accounts/{loginId}/password': c(
    (o) => ({
      params: { loginId: o.rpLoginId },
      body: { password: 'new-password' },
    }),
    { sameOrg: NATURAL_KEY },
  ),
  'POST /api/o/{orgId}/arca/accounts': c((o) => ({ body: { arcaId: o.arcaLoginId, password: 'other' } }), {
    sameOrg: NATURAL_KEY,
  }),
  'PUT /api/o/{orgId}/arca/accounts/{loginId}/password': c(
    (o) => ({
      params: { loginId: o.arcaLoginId },
      body: { password: 'new-password' },
    }),
    { sameOrg: NATURAL_KEY },
  ),
  'POST /api/o/{orgId}/rp/sync': c((o) => ({ body: { keys: [o.rpLoginId] } }), {
    sameOrg: [...UNKNOWN_IN_BODY, 503],
  }),
  'GET /api/o/{orgId}/rp/sync/accounts': c(() => ({})),
  'POST /api/o/{orgId}/arca/sync': c((o) => ({ body: { keys: [o.arcaLoginId] } }), {
    sameOrg: [...UNKNOWN_IN_BODY, 503],
  }),
  'GET /api/o/{orgId}/arca/sync/accounts': c(() => ({})),
  'POST /api/o/{orgId}/itat/sync': c((o) => ({ body: { keys: [o.itPan] } }), {
    sameOrg: [...UNKNOWN_IN_BODY, 503],
  }),
  'GET /api/o/{orgId}/itat/sync/accounts': c(() => ({})),

  'GET /api/o/{orgId}/gst/reports/returns': c(() => ({})),
  'GET /api/o/{orgId}/gst/reports/returns/xlsx': c(() => ({})),
  'GET /api/o/{orgId}/gst/reports/non-filers': c(() => ({})),
  'GET /api/o/{orgId}/gst/reports/notices': c(() => ({})),
  'GET /api/o/{orgId}/gst/manual-notices': c(() => ({})),
  'POST /api/o/{orgId}/gst/manual-notices': c(
    (o) => ({
      body: { gstin: o.gstin, type: 'ASMT-10', descr: 'Scrutiny', dtOfIssue: '2026-03-02' },
    }),
    { sameOrg: UNKNOWN_IN_BODY },
  ),
  'PUT /api/o/{orgId}/gst/manual-notices/{key}': c((o) => ({
    params: { key: o.gstManualKey },
    body: { gstin: o.gstin, type: 'ASMT-10', descr: 'Changed', dtOfIssue: '2026-03-02' },
  })),
  'DELETE /api/o/{orgId}/gst/manual-notices/{key}': c((o) => ({ params: { key: o.gstManualKey } })),
  'POST /api/o/{orgId}/gst/gstr2b': c(
    (o) => ({
      upload: {
        contentType: 'application/json',
        body: Buffer.from(
          JSON.stringify({
            data: { gstin: o.gstin, rtnprd: '082026', docdata: { b2b: [], cdnr: [], isd: [], impg: [] } },
          }),
        ),
        fileName: 'gstr2b.json',
      },
    }),
    { sameOrg: UNKNOWN_IN_BODY },
  ),

  // The 2B held and its reconciliation with the books: a GSTIN is the client's, not B's, so A may
  // name it in its own books (an empty answer, or its own upload).
  'GET /api/o/{orgId}/gst/gstr2b/periods': c((o) => ({ query: { gstin: o.gstin } }), {
    sameOrg: NATURAL_KEY,
  }),
  'GET /api/o/{orgId}/gst/reconciliation': c((o) => ({ query: { gstin: o.gstin, period: '2026-08' } }), {
    sameOrg: NATURAL_KEY,
  }),
  'GET /api/o/{orgId}/gst/reconciliation/invoices': c(
    (o) => ({ query: { gstin: o.gstin, period: '2026-08', outcome: 'matched' } }),
    { sameOrg: NATURAL_KEY },
  ),
  'GET /api/o/{orgId}/gst/reconciliation/xlsx': c((o) => ({ query: { gstin: o.gstin, period: '2026-08' } }), {
    sameOrg: NATURAL_KEY,
  }),
  'PUT /api/o/{orgId}/gst/reconciliation/marks': c(
    (o) => ({
      body: {
        gstin: o.gstin,
        period: '2026-08',
        mark: 'accepted',
        invoices: [{ supplierGstin: o.gstin, numberKey: 'INV1' }],
      },
    }),
    { sameOrg: NATURAL_KEY },
  ),
  'POST /api/o/{orgId}/gst/reconciliation/register/{gstin}/{period}': c(
    (o) => ({
      params: { gstin: o.gstin, period: '2026-08' },
      upload: csv(
        `Supplier GSTIN,Invoice No,Invoice Date,Taxable Value,IGST\n${o.gstin},INV1,2026-08-03,1000,180\n`,
      ),
    }),
    { sameOrg: NATURAL_KEY },
  ),

  'POST /api/o/{orgId}/tds/download-requests': c(
    (o) => ({
      body: { tans: [o.tan], years: [2025], kinds: ['form16'] },
    }),
    { sameOrg: UNKNOWN_IN_BODY },
  ),
  'POST /api/o/{orgId}/tds/pan-verification': c(
    (o) => ({
      body: { tan: o.tan, form: '24Q', lines: [o.itPan] },
    }),
    { sameOrg: UNKNOWN_IN_BODY },
  ),
  'GET /api/o/{orgId}/tds/form16a-zip': c((o) => ({ query: { fy: '2025', quarter: '1', tans: o.tan } }), {
    sameOrg: UNKNOWN_IN_BODY,
  }),
  'GET /api/o/{orgId}/tds/non-filers': c(() => ({})),

  'GET /api/o/{orgId}/pregst/manual-notices': c(() => ({})),
  'POST /api/o/{orgId}/pregst/manual-notices': c(
    (o) => ({
      body: {
        gstin: o.gstin,
        regime: 'vat',
        noticeType: 'Assessment',
        subject: 'VAT',
        issuedOn: '2026-03-02',
      },
    }),
    { sameOrg: UNKNOWN_IN_BODY },
  ),
  'PUT /api/o/{orgId}/pregst/manual-notices/{key}': c((o) => ({
    params: { key: o.pregstManualKey },
    body: {
      gstin: o.gstin,
      regime: 'vat',
      noticeType: 'Assessment',
      subject: 'Changed',
      issuedOn: '2026-03-02',
    },
  })),
  'DELETE /api/o/{orgId}/pregst/manual-notices/{key}': c((o) => ({ params: { key: o.pregstManualKey } })),
  // Party lookups: an id is the party's (a GSTIN, TAN, PAN or Udyam number), not B's. Without
  // the job queue (tests) an addition by a member answers 503 and writes nothing.
  ...partyCases('gstparty', (o) => o.gstin),
  ...partyCases('tanparty', (o) => o.tan),
  ...partyCases('panparty', (o) => o.itPan),
  ...partyCases('msmeparty', (o) => (o.orgId.endsWith('A1') ? 'UDYAM-MH-01-0000001' : 'UDYAM-KA-02-0000002')),
};

/** `/api/o/{orgId}/records/{type}/item/{key}` with the values, each URI-encoded as one segment (a record key's `/` too, as generated clients send it). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}
