import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxClock } from '../clock';
import type { FaultInjector } from '../faults';
import { readCookie } from '../it/http';
import { slashDate } from '../icegate/shipping-bill-status';
import type { SandboxStateAccount } from './state-accounts';
import { applicationsOf } from './state-applications';
import type { StatePortal } from './state-portal';

export type StateDeps = { statePortal: StatePortal; clock: SandboxClock; faults: FaultInjector };

const SESSION_COOKIE = 'STATE_SESSION';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failure = (errorCode: string, message: string) => ({ status: 'FAILURE', errorCode, message });
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A state tax portal (professional tax enrolment/registration, legacy VAT and CST). Nothing public
 * shows these portals: the JSON login, profile and applications with their status history are
 * ours, in the other portals' conventions (apps/sandbox/README.md, State portal).
 */
export async function stateRoutes(app: FastifyInstance, deps: StateDeps): Promise<void> {
  const { statePortal, clock, faults } = deps;

  async function passFaults(request: FastifyRequest, reply: FastifyReply, account?: SandboxStateAccount) {
    const delay = faults.delayFor(account?.behaviour);
    if (delay > 0) await sleep(delay);
    const retryAfter = faults.throttle(`state:${account?.loginId ?? request.ip}`);
    if (retryAfter > 0) {
      reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send(failure('ERR_THROTTLED', 'Too many requests'));
      return false;
    }
    if (faults.failure(account?.loginId, account?.behaviour)) {
      reply.code(500).send(failure('ERR_SYSTEM', 'Service temporarily unavailable'));
      return false;
    }
    return true;
  }

  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const account = statePortal.use(readCookie(request, SESSION_COOKIE), clock.now());
    if (!account) {
      reply.code(401).send(failure('ERR_SESSION', 'Session expired. Please login again.'));
      return null;
    }
    return (await passFaults(request, reply, account)) ? account : null;
  }

  app.post('/state/api/login', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const account = statePortal.account(text(body.loginId));
    if (!(await passFaults(request, reply, account))) return reply;
    const now = clock.now();
    if (!account) return failure('ERR_AUTH', 'Invalid Login ID or Password');
    if (account.behaviour === 'locked' || statePortal.isLocked(account.loginId, now)) {
      return failure('ERR_LOCKED', 'Your login is locked. Contact the help desk.');
    }
    if (text(body.password) !== account.password) {
      statePortal.wrongPassword(account.loginId, now);
      return failure('ERR_AUTH', 'Invalid Login ID or Password');
    }
    const token = statePortal.signIn(account.loginId, now);
    reply.header('set-cookie', `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`);
    return { status: 'SUCCESS', loginId: account.loginId };
  });

  // Test and demo control, like /__sandbox/accounts for income tax (no faults apply).
  app.get('/__sandbox/state/accounts', async () => ({ accounts: statePortal.accounts }));

  app.post('/state/api/logout', async (request) => {
    statePortal.signOut(readCookie(request, SESSION_COOKIE));
    return { status: 'SUCCESS' };
  });

  app.post('/state/api/profile', async (request, reply) => {
    const account = await signedIn(request, reply);
    if (!account) return reply;
    const apps = applicationsOf(statePortal.seed, account, clock.now());
    const granted = (type: string) =>
      apps.find((a) => a.applicationType.startsWith(type) && a.seen.at(-1)?.status === 'Approved')
        ?.registrationNo ?? '';
    return {
      status: 'SUCCESS',
      profile: {
        loginId: account.loginId,
        dealerName: account.name,
        pan: account.pan,
        state: account.state,
        ptecNo: granted('PTEC'),
        ptrcNo: granted('PTRC'),
        vatTin: account.state === 'Maharashtra' ? `27${account.loginId.slice(2)}V` : '',
      },
    };
  });

  app.post('/state/api/applications', async (request, reply) => {
    const account = await signedIn(request, reply);
    if (!account) return reply;
    const applications = applicationsOf(statePortal.seed, account, clock.now()).map((a) => {
      const last = a.seen.at(-1)!;
      return {
        applicationNo: a.applicationNo,
        act: a.act,
        applicationType: a.applicationType,
        state: account.state,
        submittedOn: slashDate(a.submittedOn),
        currentStatus: last.status,
        statusDate: slashDate(last.at),
        registrationNo: last.status === 'Approved' ? a.registrationNo : '',
        fee: a.fee.toFixed(2),
        remarks: last.remarks,
        history: a.seen.map((s) => ({ status: s.status, date: slashDate(s.at), remarks: s.remarks })),
      };
    });
    return { status: 'SUCCESS', applications };
  });
}
