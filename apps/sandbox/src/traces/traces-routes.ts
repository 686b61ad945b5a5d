import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyOf, readCookie } from '../it/http';
import { JSESSION_COOKIE } from './traces-http';
import type { TracesDeps } from './traces-http';
import { registerTracesDownloads } from './traces-downloads';
import { registerTracesLogin } from './traces-login';
import { registerTracesServlets } from './traces-servlets';

/**
 * TRACES (both generations) as one Fastify plugin. Its hooks play the portal's failure modes
 * before any route runs: slow deductors, throttling (429), and gateway errors (502 pages, 500 JSON).
 */

const TRACES_PREFIXES = ['/app/', '/loginservice/'];

function callerOf(deps: TracesDeps, request: FastifyRequest): { key: string; tan?: string } {
  const jsf = deps.traces.jsf.get(readCookie(request, JSESSION_COOKIE) ?? '');
  if (jsf) return { key: `jsf:${jsf.id}`, tan: jsf.tan };
  const bearer = deps.traces.bearer(request.headers.authorization, deps.clock.now());
  if (bearer) return { key: `bearer:${bearer.tan}`, tan: bearer.tan };
  const userId = bodyOf(request).userId;
  const tan = typeof userId === 'string' ? userId.trim().toUpperCase() : '';
  if (deps.traces.state(tan)) return { key: `tan:${tan}`, tan };
  return { key: `ip:${request.ip}` };
}

const BAD_GATEWAY =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function tracesRoutes(app: FastifyInstance, deps: TracesDeps): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.addHook('preHandler', async (request, reply) => {
    if (!TRACES_PREFIXES.some((p) => request.url.startsWith(p))) return;
    const caller = callerOf(deps, request);
    const behaviour = caller.tan ? deps.traces.state(caller.tan)?.account.behaviour : undefined;
    const delay = deps.faults.delayFor(behaviour);
    if (delay > 0) await sleep(delay);
    const retryAfter = deps.faults.throttle(`traces:${caller.key}`);
    if (retryAfter > 0) {
      return reply.code(429).header('retry-after', String(retryAfter)).send({ message: 'Too many requests' });
    }
    const failure = deps.faults.failure(caller.tan, behaviour);
    if (failure === 'html503') {
      return reply.code(502).header('content-type', 'text/html; charset=utf-8').send(BAD_GATEWAY);
    }
    if (failure) return reply.code(500).send({ status: 500, message: 'Internal Server Error' });
  });

  registerTracesLogin(app, deps);
  registerTracesServlets(app, deps);
  registerTracesDownloads(app, deps);
}
