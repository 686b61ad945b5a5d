import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswer, IT_CODES } from './it/messages';
import { hostsOfPath, isControlPath, type SandboxPortalHost } from './portal-hosts';

/** Which origin (by local port) plays which host, and the calls that reached the wrong one. */
export class PortalOrigins {
  private readonly byPort = new Map<number, SandboxPortalHost | 'main'>();
  private readonly wrong = new Map<string, number>();
  /** Each host's base URL, once listening (for a client that started the sandbox elsewhere). */
  readonly urls: Partial<Record<SandboxPortalHost, string>> = {};

  bind(port: number, host: SandboxPortalHost | 'main', url?: string): void {
    this.byPort.set(port, host);
    if (host !== 'main' && url) this.urls[host] = url;
  }

  /** Calls to a route of another portal, by the origin they reached: `{origin} {method} {path}` → count. */
  misdirected(): Record<string, number> {
    return Object.fromEntries(this.wrong);
  }

  reset(): void {
    this.wrong.clear();
  }

  /**
   * A portal's routes answer only on its own origin, the controls only on the main one. A request
   * without a known local port (`app.inject`) reaches every route, as the tests of one portal want.
   */
  refuse(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
    const origin = this.byPort.get(request.socket?.localPort ?? -1);
    if (origin === undefined) return undefined;
    const path = request.url.split('?')[0] ?? '/';
    const allowed =
      origin === 'main' ? isControlPath(path) : !isControlPath(path) && hostsOfPath(path).includes(origin);
    if (allowed) return undefined;
    const key = `${origin} ${request.method} ${path}`;
    this.wrong.set(key, (this.wrong.get(key) ?? 0) + 1);
    return reply
      .code(404)
      .send(errorAnswer(IT_CODES.notFound, `This host (${origin}) does not serve ${path}.`));
  }
}

/** The first hook of every request: a call to another portal's route stops here with a 404. */
export function guardOrigins(app: FastifyInstance, origins: PortalOrigins): void {
  app.addHook('onRequest', async (request, reply) => {
    const refused = origins.refuse(request, reply);
    if (refused) return refused;
  });
}
