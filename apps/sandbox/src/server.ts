import Fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captchaRoutes } from './captcha/captcha-routes';
import { CaptchaStore } from './captcha/captcha-store';
import { SandboxClock } from './clock';
import { controlRoutes } from './control';
import { DEFAULT_FAULTS, FaultInjector } from './faults';
import { DEFAULT_ACCOUNT_COUNT, DEFAULT_SEED } from './it/accounts';
import { IT_CODES, errorAnswer } from './it/messages';
import { ItPortal } from './it/portal-state';
import { itPortalRoutes } from './it/routes';
import { itatRoutes } from './itat/itat-routes';
import { gstPublicRoutes } from './gst-public/routes';
import { DEFAULT_GST_ACCOUNT_COUNT } from './gst/gst-accounts';
import { GstPortal } from './gst/gst-portal-state';
import { gstPortalRoutes } from './gst/gst-routes';
import { tanPublicRoutes } from './tan-public/routes';
import { IcegatePortal } from './icegate/icegate-portal';
import { icegateRoutes } from './icegate/icegate-routes';
import { StatePortal } from './state/state-portal';
import { stateRoutes } from './state/state-routes';
import { udyamRoutes, UdyamSessions } from './udyam/udyam-routes';
import { panVerifyRoutes } from './pan-verify/pan-verify-routes';
import { guardOrigins, PortalOrigins } from './origins';
import { SANDBOX_PORTAL_HOSTS, type SandboxPortals } from './portal-hosts';
import { tracesControlRoutes } from './traces/traces-control';
import { tracesRoutes } from './traces/traces-routes';
import { TracesPortal } from './traces/traces-state';

export type SandboxOptions = {
  seed?: string;
  /** Added to every portal answer. */
  delayMs?: number;
  accountCount?: number;
  /**
   * TRACES deductors (TANs): the fixed 10, and past 10 generated ones (each also signs in to
   * e-filing with its TAN). Up to 10,000.
   */
  tdsAccountCount?: number;
  /** GST portal logins: the fixed 12, and past 12 generated ones. */
  gstAccountCount?: number;
  /** The base clock; the control endpoint moves the sandbox's clock relative to it. */
  now?: () => Date;
  /**
   * The GST public search wants the captcha of `/services/captcha`, as the portal does. Off by
   * default until every caller (the GSTIN master population) answers it.
   */
  gstSearchCaptcha?: boolean;
  /** Per caller per second; 0 turns throttling off. Default 10. */
  rateLimitPerSecond?: number;
  /** Share of all portal calls that fail with a server error. Default 0. */
  failRate?: number;
  /** Extra delay of the 'slow' accounts. Default 300 ms: slow enough to show, quick enough for a demo's first sync. */
  slowDelayMs?: number;
};

export type StartedSandbox = {
  /** The main origin: the sandbox's controls (`/__sandbox/...`) and captcha solver, no portal. */
  url: string;
  /** Each portal host's own origin: a portal's routes answer only there. */
  portals: SandboxPortals;
  app: FastifyInstance;
  close(): Promise<void>;
};

const origins = new WeakMap<FastifyInstance, PortalOrigins>();

function parseJson(text: string): unknown {
  // Keep-alive and logout calls often come with an empty body.
  return text.trim() === '' ? {} : JSON.parse(text);
}

/** Builds the sandbox (not listening). Tests call it and use `app.inject`. */
export async function createSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const seed = options.seed ?? DEFAULT_SEED;
  const clock = new SandboxClock(options.now ?? (() => new Date()));
  const faults = new FaultInjector(seed, {
    ...DEFAULT_FAULTS,
    delayMs: options.delayMs ?? DEFAULT_FAULTS.delayMs,
    rateLimitPerSecond: options.rateLimitPerSecond ?? DEFAULT_FAULTS.rateLimitPerSecond,
    failRate: options.failRate ?? DEFAULT_FAULTS.failRate,
    slowDelayMs: options.slowDelayMs ?? DEFAULT_FAULTS.slowDelayMs,
  });
  const portal = new ItPortal(seed, options.accountCount ?? DEFAULT_ACCOUNT_COUNT, options.tdsAccountCount);
  // One store for every portal's captchas, so the solver and the test controls see them all.
  const captchas = new CaptchaStore(seed, clock);
  const icegate = new IcegatePortal(seed);
  const statePortal = new StatePortal(seed);
  const udyamSessions = new UdyamSessions();
  const traces = new TracesPortal(seed, options.tdsAccountCount);
  const gst = new GstPortal(seed, options.gstAccountCount ?? DEFAULT_GST_ACCOUNT_COUNT);

  const app = Fastify({ logger: false });
  const portalOrigins = new PortalOrigins();
  origins.set(app, portalOrigins);
  guardOrigins(app, portalOrigins);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJson(String(body)));
    } catch {
      done(
        Object.assign(new Error('Invalid request: the body is not valid JSON.'), { statusCode: 400 }),
        undefined,
      );
    }
  });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      return reply
        .code(500)
        .send(errorAnswer(IT_CODES.serverError, 'Something went wrong. Please try again later.'));
    }
    return reply.code(status).send(errorAnswer(IT_CODES.badRequest, error.message));
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(errorAnswer(IT_CODES.notFound, 'The requested resource was not found.')),
  );

  await app.register(controlRoutes, {
    resets: [icegate, statePortal, udyamSessions, portalOrigins],
    portal,
    clock,
    faults,
    captchas,
    gst,
    traces,
  });
  await app.register(captchaRoutes, { captchas, faults });
  await app.register(itPortalRoutes, { portal, clock, faults });
  await app.register(itatRoutes, { portal, clock, faults });
  await app.register(gstPublicRoutes, {
    seed,
    faults,
    clock,
    captchas,
    requireCaptcha: options.gstSearchCaptcha ?? false,
  });
  await app.register(gstPortalRoutes, { gst, clock, faults, captchas });
  await app.register(tanPublicRoutes, { seed, faults });
  await app.register(icegateRoutes, { icegate, clock, faults, captchas });
  await app.register(stateRoutes, { statePortal, clock, faults });
  await app.register(udyamRoutes, { seed, clock, faults, captchas, sessions: udyamSessions });
  await app.register(panVerifyRoutes, { seed, faults, captchas });
  await app.register(tracesRoutes, { traces, clock, faults, captchas });
  await app.register(tracesControlRoutes, { traces });
  // Calls that reached another portal's origin: a connector pointed at the wrong host.
  app.get('/__sandbox/misdirected', async () => ({ calls: portalOrigins.misdirected() }));
  app.get('/__sandbox/portals', async () => ({ portals: portalOrigins.urls }));
  await app.ready();
  return app;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Starts the sandbox on loopback: the main origin on `port` (0 picks a free one), each portal
 * host on a free port of its own. Answers the main base URL and every portal's.
 */
export async function startSandbox(
  options: SandboxOptions & { port?: number; host?: string } = {},
): Promise<StartedSandbox> {
  const app = await createSandbox(options);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const portalOrigins = origins.get(app)!;
  const mainPort = (app.server.address() as AddressInfo).port;
  portalOrigins.bind(mainPort, 'main');
  // Every origin hands its requests to the same app, whose first hook refuses another portal's routes.
  const handler = app.server.listeners('request')[0] as Parameters<typeof createServer>[0];
  const servers: Server[] = [];
  const portals = {} as SandboxPortals;
  try {
    for (const name of SANDBOX_PORTAL_HOSTS) {
      const server = createServer(handler);
      servers.push(server);
      const port = await listen(server, 0, host);
      portals[name] = `http://${urlHost}:${port}`;
      portalOrigins.bind(port, name, portals[name]);
    }
  } catch (err) {
    await Promise.all(servers.map(closeServer));
    await app.close();
    throw err;
  }
  return {
    url: `http://${urlHost}:${mainPort}`,
    portals,
    app,
    close: async () => {
      await Promise.all(servers.map(closeServer));
      await app.close();
    },
  };
}
