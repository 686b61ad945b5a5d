import type { FastifyInstance } from 'fastify';
import type { TracesPortal } from './traces-state';

/** `/__sandbox/traces/*`: test controls for TRACES (no faults apply). */
export async function tracesControlRoutes(
  app: FastifyInstance,
  deps: { traces: TracesPortal },
): Promise<void> {
  const { traces } = deps;

  app.get('/__sandbox/traces/accounts', async () => ({
    accounts: traces.accounts.map((a) => {
      const state = traces.state(a.tan)!;
      return { ...a, password: state.password, locked: state.locked, failedAttempts: state.failedAttempts };
    }),
  }));

  app.post<{ Params: { tan: string } }>('/__sandbox/traces/accounts/:tan/unlock', async (request, reply) => {
    const state = traces.state(request.params.tan.toUpperCase());
    if (!state) return reply.code(404).send({ error: 'Unknown TAN' });
    state.locked = false;
    state.failedAttempts = 0;
    return { ok: true };
  });

  /** Ends every JSF session of the TAN, as an idle timeout would. */
  app.post<{ Params: { tan: string } }>('/__sandbox/traces/accounts/:tan/expire-session', async (request) => {
    const tan = request.params.tan.toUpperCase();
    let ended = 0;
    for (const [id, s] of traces.jsf) if (s.tan === tan && traces.jsf.delete(id)) ended++;
    return { ended };
  });

  /** The request's ZIP is served cut in half from now on. */
  app.post<{ Params: { reqNo: string } }>(
    '/__sandbox/traces/requests/:reqNo/corrupt',
    async (request, reply) => {
      const found = traces.requests.get(request.params.reqNo);
      if (!found) return reply.code(404).send({ error: 'Unknown request' });
      found.corrupt = true;
      return { ok: true };
    },
  );

  app.post('/__sandbox/traces/reset', async () => {
    traces.reset();
    return { ok: true };
  });
}
