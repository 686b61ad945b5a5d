import { PortalError } from '../sync/portal-error';
import { portalFetch, portalScope } from './portal-fetch';
import { EfilingError, type EfilingFailure, type EfilingPortal, type EfilingSession } from './efiling-types';

/**
 * The income-tax e-filing portal over its JSON services (or the sandbox that plays it), for any
 * login: a client's PAN, a representative's PAN, or a CA's ARCA user id. Login in two steps
 * (the second sends back the `entityType` and `role` the first gave), the service named twice
 * (body and `sn` header), the `AuthToken` cookie after.
 */

/** The portal's message codes (`messages[].code`). */
const CODES: Record<string, EfilingFailure> = {
  EF00027: 'wrong_password',
  EF00028: 'locked',
  EF00035: 'unknown_login',
  EF00071: 'captcha_wrong',
  EF00072: 'login_expired',
  EF00093: 'login_expired',
  EF00170: 'otp_required',
  EF00177: 'dual_login',
  EF00400: 'bad_request',
  EF00404: 'not_found',
  EF00429: 'rate_limited',
  EF500000: 'server_error',
  EF500023: 'session_expired',
};

type PortalAnswer = {
  messages?: { code?: string; type?: string; desc?: string }[];
  [field: string]: unknown;
};

const TIMEOUT_MS = 60_000;

export type EfilingClientOptions = {
  /** Retries of a throttled or failing call before giving up. */
  retries?: number;
  /** Longest wait honoured from a Retry-After. */
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function failureOf(answer: unknown, status: number, retryAfter?: number): EfilingError | null {
  const messages = answer && !Array.isArray(answer) ? (answer as PortalAnswer).messages : undefined;
  const error = messages?.find((m) => m.type === 'ERROR');
  if (error) {
    const kind = CODES[error.code ?? ''] ?? (status === 401 ? 'session_expired' : 'server_error');
    const failure = new EfilingError(kind, error.desc ?? `Portal error ${error.code}`, retryAfter);
    // A refused password: the portal gives the tries left as a number beside its message.
    const left = (answer as PortalAnswer).remainingAttempts;
    if (kind === 'wrong_password' && typeof left === 'number') failure.attemptsLeft = left;
    return failure;
  }
  if (status === 429) return new EfilingError('rate_limited', 'The portal is limiting requests', retryAfter);
  if (status === 401) return new EfilingError('session_expired', 'The portal session has ended');
  if (status === 404) return new EfilingError('not_found', 'The portal does not have it');
  if (status >= 400) return new EfilingError('server_error', `The portal answered ${status}`);
  return null;
}

/** How a call wants its answer: parsed JSON, a binary document (GET), or a file posted for (POST). */
type Want = 'json' | 'document' | 'file';

export function createEfilingClient(baseUrl: string, options: EfilingClientOptions = {}): EfilingPortal {
  const retries = options.retries ?? 3;
  const maxWaitMs = options.maxWaitMs ?? 10_000;
  const sleep = options.sleep ?? defaultSleep;
  const scope = portalScope('The income-tax portal', baseUrl);

  async function call(
    path: string,
    body: Record<string, unknown> | null,
    session: EfilingSession | undefined,
    want: Want = 'json',
  ): Promise<{ res: Response; answer: unknown; bytes: Buffer | null }> {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        // Paced per login: the portal counts a session's (before it, a login's) calls.
        res = await portalFetch(scope, new URL(path, baseUrl), {
          follow: true,
          session: session?.loginId ?? (typeof body?.entity === 'string' ? body.entity : undefined),
          method: body === null ? 'GET' : 'POST',
          headers: {
            ...(body === null ? {} : { 'content-type': 'application/json' }),
            // The portal wants the service named twice: in the body and in the `sn` header.
            ...(typeof body?.serviceName === 'string' ? { sn: body.serviceName } : {}),
            ...(session ? { cookie: `AuthToken=${session.cookie}` } : {}),
          },
          body: body === null ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        if (err instanceof PortalError) throw new EfilingError('bad_request', err.message);
        if (attempt < retries) {
          await sleep(500 * 2 ** attempt);
          continue;
        }
        throw new EfilingError('network', `The portal could not be reached: ${(err as Error).message}`);
      }
      const retryAfter = Number(res.headers.get('retry-after')) || undefined;
      const type = res.headers.get('content-type') ?? '';
      if (want !== 'json' && res.ok && !type.includes('json') && !type.includes('html')) {
        return { res, answer: null, bytes: Buffer.from(await res.arrayBuffer()) };
      }
      const text = await res.text().catch(() => '');
      let answer: unknown = null;
      try {
        answer = text ? JSON.parse(text) : null;
      } catch {
        answer = null;
      }
      const err = failureOf(answer, res.status, retryAfter);
      if (err && (err.kind === 'rate_limited' || err.kind === 'server_error') && attempt < retries) {
        await sleep(Math.min(maxWaitMs, (err.retryAfterSeconds ?? 2 ** attempt) * 1000));
        continue;
      }
      if (err) throw err;
      // A file the portal answers as JSON (a return's own JSON) is still the file.
      if (want === 'file' && res.ok) return { res, answer: null, bytes: Buffer.from(text, 'utf8') };
      if (want === 'document') throw new EfilingError('server_error', 'The portal did not send the document');
      return { res, answer: answer ?? {}, bytes: null };
    }
  }

  async function loginOnce(loginId: string, password: string): Promise<EfilingSession> {
    const step1 = await call(
      '/iec/loginapi/login',
      { entity: loginId, serviceName: 'wLoginService' },
      undefined,
    );
    const { reqId, role, entityType } = step1.answer as {
      reqId?: string;
      role?: string;
      entityType?: string;
    };
    if (!reqId) throw new EfilingError('server_error', 'The portal did not start the login');
    const step2 = await call(
      '/iec/loginapi/login',
      {
        reqId,
        entity: loginId,
        entityType: entityType ?? 'PAN',
        role,
        pass: Buffer.from(password, 'utf8').toString('base64'),
        serviceName: 'loginService',
        // One live session per login: TaxDesk takes it over ("Login Here").
        forceLogin: true,
      },
      undefined,
    );
    const answer = step2.answer as { AuthToken?: string; authToken?: string };
    const cookie =
      /AuthToken=([^;]+)/.exec(step2.res.headers.get('set-cookie') ?? '')?.[1] ??
      answer.AuthToken ??
      answer.authToken;
    if (!cookie) throw new EfilingError('server_error', 'The portal did not open a session');
    return { loginId, cookie };
  }

  /**
   * The OTP sign-in of a login whose password sign-in is disabled: the portal sends an OTP to the
   * registered mobile for the login request, and the OTP opens the session.
   */
  async function requestOtp(loginId: string, password: string): Promise<{ reqId: string; prompt: string }> {
    const step1 = await call(
      '/iec/loginapi/login',
      { entity: loginId, serviceName: 'wLoginService' },
      undefined,
    );
    const reqId = (step1.answer as { reqId?: string }).reqId;
    if (!reqId) throw new EfilingError('server_error', 'The portal did not start the login');
    const sent = await call(
      '/iec/loginapi/login',
      {
        reqId,
        entity: loginId,
        pass: Buffer.from(password, 'utf8').toString('base64'),
        serviceName: 'generateOtp',
      },
      undefined,
    );
    const mobile = (sent.answer as { mobileNo?: string }).mobileNo;
    return { reqId, prompt: `The portal sent an OTP to the mobile ${mobile ?? 'registered for this PAN'}` };
  }

  async function loginWithOtp(loginId: string, reqId: string, otp: string): Promise<EfilingSession> {
    const r = await call(
      '/iec/loginapi/login',
      { reqId, entity: loginId, otp, serviceName: 'validateOtp' },
      undefined,
    );
    const answer = r.answer as { AuthToken?: string; authToken?: string };
    const cookie =
      /AuthToken=([^;]+)/.exec(r.res.headers.get('set-cookie') ?? '')?.[1] ??
      answer.AuthToken ??
      answer.authToken;
    if (!cookie) throw new EfilingError('server_error', 'The portal did not open a session');
    return { loginId, cookie };
  }

  return {
    requestOtp,
    loginWithOtp,

    async login(loginId, password) {
      try {
        return await loginOnce(loginId, password);
      } catch (err) {
        // The login request expired between the two steps: start again from the first.
        if (err instanceof EfilingError && err.kind === 'login_expired') return loginOnce(loginId, password);
        throw err;
      }
    },

    async logout(session) {
      await call('/iec/loginapi/auth/logout', { serviceName: 'logoutService' }, session).catch(
        () => undefined,
      );
    },

    async service(session, { endpoint, serviceName, body, formName }) {
      const r = await call(
        endpoint,
        { serviceName, ...(formName ? { header: { formName } } : {}), ...body },
        session,
      );
      return r.answer;
    },

    async document(session, docId, path) {
      const r = await call(path ?? `/iec/document/${encodeURIComponent(docId)}`, null, session, 'document');
      return r.bytes!;
    },

    async download(session, path, body) {
      const r = await call(path, body, session, 'file');
      return r.bytes!;
    },
  };
}
