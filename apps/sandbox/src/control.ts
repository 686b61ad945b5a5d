import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CaptchaStore } from './captcha/captcha-store';
import type { SandboxClock } from './clock';
import type { FaultInjector, FaultSettings } from './faults';
import type { GstPortal } from './gst/gst-portal-state';
import { DAY_MS, MINUTE_MS } from './it/dates';
import { flagOf, isClosed } from './it/proceedings';
import type { ItPortal } from './it/portal-state';
import type { TracesPortal } from './traces/traces-state';

/** `/__sandbox/*`: controls for tests and demos. Not part of any portal; no faults apply here. */

export type ControlDeps = {
  portal: ItPortal;
  clock: SandboxClock;
  faults: FaultInjector;
  /** Emptied by `/__sandbox/reset` with everything else. */
  captchas?: CaptchaStore;
  /** Other portals' state (sessions, lockouts), emptied by `/__sandbox/reset` too. */
  resets?: readonly { reset(): void }[];
  traces?: TracesPortal;
  gst?: GstPortal;
};

type PanParams = { Params: { pan: string } };

function fail(reply: FastifyReply, status: number, error: string): FastifyReply {
  return reply.code(status).send({ error });
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function finiteOrUndefined(value: unknown): number | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const FAULT_FIELDS: readonly (keyof FaultSettings)[] = [
  'rateLimitPerSecond',
  'failRate',
  'delayMs',
  'slowDelayMs',
  'flakyFailRate',
  'solverErrorRate',
  'emptyBodyRate',
  'errorInOkRate',
  'solverUnreadableRate',
  'challanWindowDays',
];

export async function controlRoutes(app: FastifyInstance, deps: ControlDeps): Promise<void> {
  const { portal, clock, faults } = deps;
  const clockAnswer = () => ({ now: new Date(clock.now()).toISOString() });

  app.get('/__sandbox/health', async () => ({
    ok: true,
    accounts: portal.profiles.length,
    ...clockAnswer(),
  }));

  app.get('/__sandbox/accounts', async () => {
    const now = clock.now();
    return {
      accounts: portal.profiles.map((profile) => {
        const state = portal.account(profile.pan)!;
        return {
          pan: profile.pan,
          password: state.password,
          name: profile.name,
          behaviour: profile.behaviour,
          locked: portal.isLocked(state, now),
          failedAttempts: state.failedAttempts,
          loggedIn: portal.sessions.live(profile.pan, now) !== null,
        };
      }),
    };
  });

  /** The OTP an OTP-login account was sent (otp-login.ts), while it waits to be entered. */
  app.get<PanParams>('/__sandbox/accounts/:pan/otp', async (request, reply) => {
    const issued = portal.otps.get(request.params.pan.toUpperCase());
    if (!issued) return fail(reply, 404, 'No OTP waits for this login');
    return { otp: issued.otp, reqId: issued.reqId, expiresAt: new Date(issued.expiresAt).toISOString() };
  });

  app.get<PanParams>('/__sandbox/accounts/:pan/timeline', async (request, reply) => {
    const timeline = portal.timeline(request.params.pan.toUpperCase());
    if (!timeline) return fail(reply, 404, 'Unknown PAN');
    const now = clock.now();
    return {
      pan: timeline.profile.pan,
      ...clockAnswer(),
      proceedings: timeline.proceedings.map((p) => ({
        proceedingReqId: p.proceedingReqId,
        proceedingName: p.kind.proceedingName,
        assessmentYear: String(p.ay),
        visible: p.notices[0]!.issuedOn <= now,
        flag: flagOf(p, now),
        closedOn: p.closedOn,
        closed: isClosed(p, now),
        notices: p.notices.map((n) => ({
          headerSeqNo: n.headerSeqNo,
          documentIdentificationNumber: n.din,
          noticeSection: n.step.section,
          issuedOn: n.issuedOn,
          visible: n.issuedOn <= now,
          docIds: n.docs.map((d) => d.docId),
        })),
      })),
    };
  });

  app.post<PanParams>('/__sandbox/accounts/:pan/password', async (request, reply) => {
    const state = portal.account(request.params.pan.toUpperCase());
    if (!state) return fail(reply, 404, 'Unknown PAN');
    const password = record(request.body).password;
    if (typeof password !== 'string' || password === '')
      return fail(reply, 400, 'password must be a non-empty string');
    state.password = password;
    return { pan: state.profile.pan, password };
  });

  app.post<PanParams>('/__sandbox/accounts/:pan/unlock', async (request, reply) => {
    const state = portal.account(request.params.pan.toUpperCase());
    if (!state) return fail(reply, 404, 'Unknown PAN');
    portal.unlock(state);
    return { pan: state.profile.pan, locked: false };
  });

  app.post<PanParams>('/__sandbox/accounts/:pan/end-session', async (request, reply) => {
    const state = portal.account(request.params.pan.toUpperCase());
    if (!state) return fail(reply, 404, 'Unknown PAN');
    portal.sessions.endAllOf(state.profile.pan);
    return { pan: state.profile.pan, loggedIn: false };
  });

  app.post('/__sandbox/reset', async () => {
    portal.reset();
    clock.reset();
    faults.reset();
    deps.captchas?.reset();
    for (const portalState of deps.resets ?? []) portalState.reset();
    deps.traces?.reset();
    deps.gst?.reset();
    return { ok: true, ...clockAnswer(), faults: faults.settings };
  });

  app.get('/__sandbox/faults', async () => faults.settings);

  app.post('/__sandbox/faults', async (request, reply) => {
    const body = record(request.body);
    const changes: Partial<FaultSettings> = {};
    for (const field of FAULT_FIELDS) {
      const value = finiteOrUndefined(body[field]);
      if (value === null || (value !== undefined && value < 0))
        return fail(reply, 400, `${field} must be a number >= 0`);
      if (value !== undefined) changes[field] = value;
    }
    const rates = [
      'failRate',
      'flakyFailRate',
      'solverErrorRate',
      'emptyBodyRate',
      'errorInOkRate',
      'solverUnreadableRate',
    ] as const;
    for (const rate of rates) {
      if ((changes[rate] ?? 0) > 1) return fail(reply, 400, `${rate} must be between 0 and 1`);
    }
    if (changes.challanWindowDays !== undefined && changes.challanWindowDays < 1)
      return fail(reply, 400, 'challanWindowDays must be at least 1');
    return faults.update(changes);
  });

  app.get('/__sandbox/clock', async () => clockAnswer());

  app.post('/__sandbox/clock', async (request, reply) => {
    const body = record(request.body);
    const instant =
      body.now === undefined ? undefined : typeof body.now === 'string' ? Date.parse(body.now) : NaN;
    if (instant !== undefined && Number.isNaN(instant))
      return fail(reply, 400, 'now must be an ISO date-time');
    const days = finiteOrUndefined(body.advanceDays);
    const minutes = finiteOrUndefined(body.advanceMinutes);
    if (days === null || minutes === null)
      return fail(reply, 400, 'advanceDays and advanceMinutes must be numbers');
    if (instant !== undefined) clock.set(instant);
    clock.advance((days ?? 0) * DAY_MS + (minutes ?? 0) * MINUTE_MS);
    return clockAnswer();
  });
}
