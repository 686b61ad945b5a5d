import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createSandbox } from './server';
import type { SandboxOptions } from './server';
import type { SandboxItAccount } from './it/accounts';

/** Helpers for the sandbox's own tests: they speak the portal protocol the way a connector does. */

export const TEST_NOW = new Date('2026-11-21T12:00:00Z');

/** A sandbox on a fixed clock without throttling, unless the test asks for it. */
export function testSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  return createSandbox({ now: () => TEST_NOW, rateLimitPerSecond: 0, slowDelayMs: 0, ...options });
}

export function portalPost(
  app: FastifyInstance,
  url: string,
  serviceName: string,
  body: Record<string, unknown>,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { sn: serviceName, ...(cookie ? { cookie } : {}) },
    payload: { serviceName, ...body },
  });
}

export async function loginStep1(app: FastifyInstance, pan: string) {
  return portalPost(app, '/iec/loginapi/login', 'wLoginService', { entity: pan });
}

export async function loginStep2(
  app: FastifyInstance,
  step1: Record<string, unknown>,
  password: string,
  extra: Record<string, unknown> = {},
) {
  return portalPost(app, '/iec/loginapi/login', 'loginService', {
    ...step1,
    serviceName: 'loginService',
    pass: Buffer.from(password).toString('base64'),
    ...extra,
  });
}

/** Logs in and answers the `Cookie` header value for later calls. */
export async function login(
  app: FastifyInstance,
  account: Pick<SandboxItAccount, 'pan' | 'password'>,
): Promise<string> {
  const step1 = await loginStep1(app, account.pan);
  const step2 = await loginStep2(app, step1.json(), account.password, { remark: 'Continue' });
  const answer = step2.json();
  if (answer.messages?.[0]?.code !== 'EF00000') throw new Error(`login failed: ${step2.body}`);
  return `AuthToken=${answer.AuthToken}`;
}

const FORM = { formName: 'FO-041_PCDNG' };

export function listProceedings(
  app: FastifyInstance,
  cookie: string,
  flag: 'FYA' | 'FYI',
  pageConfig: Record<string, unknown> = { pageSize: 100, pageNo: 1, sortBy: 'createdDt', sortAsc: false },
) {
  return portalPost(
    app,
    '/iec/returnservicesapi/auth/getEntity',
    'eProceedingsPaginatedService',
    { prcdngStatusFlag: flag, prcdngTypeFlag: 'self', pageConfig, header: FORM },
    cookie,
  );
}

export function proceedingDetails(
  app: FastifyInstance,
  cookie: string,
  proceedingReqId: string,
  pan: string,
) {
  return portalPost(
    app,
    '/iec/returnservicesapi/auth/getEntity',
    'eProceedingDetailsService',
    { proceedingReqId, pan, header: FORM },
    cookie,
  );
}

export function noticeLetter(
  app: FastifyInstance,
  cookie: string,
  headerSeqNo: string,
  procdngReqId: string,
) {
  return portalPost(
    app,
    '/iec/returnservicesapi/auth/saveEntity',
    'noticeletterpdf',
    { headerSeqNo, procdngReqId },
    cookie,
  );
}

export type ProceedingRowJson = {
  proceedingReqId: string;
  viewNoticeCount: number;
  proceedingStatus: string;
  [field: string]: unknown;
};

/** Every proceeding of both lists, keyed by id. */
export async function allProceedings(
  app: FastifyInstance,
  cookie: string,
): Promise<Map<string, ProceedingRowJson>> {
  const rows = new Map<string, ProceedingRowJson>();
  for (const flag of ['FYA', 'FYI'] as const) {
    const answer = (await listProceedings(app, cookie, flag)).json();
    for (const row of answer.eProceedingPaginatedRequests as ProceedingRowJson[])
      rows.set(row.proceedingReqId, row);
  }
  return rows;
}
