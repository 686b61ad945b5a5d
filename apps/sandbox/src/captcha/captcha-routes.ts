import type { FastifyInstance } from 'fastify';
import type { FaultInjector } from '../faults';
import type { CaptchaStore } from './captcha-store';

export type CaptchaRouteDeps = { captchas: CaptchaStore; faults: FaultInjector };

function body(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The captcha solver TaxDesk's CAPTCHA_SOLVER_URL points at, and the test controls that tell a
 * test a captcha's answer (tests read answers, never guess them).
 */
export async function captchaRoutes(app: FastifyInstance, deps: CaptchaRouteDeps): Promise<void> {
  const { captchas, faults } = deps;

  app.get<{ Querystring: { binding?: string } }>('/__sandbox/captchas/latest', async (request, reply) => {
    const binding = request.query.binding;
    if (!binding) return reply.code(400).send({ error: 'binding is required' });
    const found = captchas.latest(binding);
    return found ?? reply.code(404).send({ error: 'No captcha waits for an answer on this binding' });
  });

  // What a person reads off an image the app shows (browser tests): not the solver, so no faults.
  app.post('/__sandbox/captchas/read', async (request, reply) => {
    const { image } = body(request.body);
    if (typeof image !== 'string' || image === '')
      return reply.code(400).send({ error: 'image (base64) is required' });
    const found = captchas.read(Buffer.from(image, 'base64'));
    return found ?? reply.code(404).send({ error: 'This sandbox did not issue that image' });
  });

  app.get<{ Params: { id: string } }>('/__sandbox/captchas/:id', async (request, reply) => {
    const found = captchas.get(request.params.id);
    return found ?? reply.code(404).send({ error: 'Unknown captcha' });
  });

  app.post('/solver/captcha', async (request, reply) => {
    const { image, mimeType } = body(request.body);
    if (typeof image !== 'string' || image === '')
      return reply.code(422).send({ error: 'image (base64) is required' });
    if (mimeType !== undefined && mimeType !== 'image/png')
      return reply.code(422).send({ error: `Unsupported image type ${String(mimeType)}` });
    const answer = captchas.solve(
      Buffer.from(image, 'base64'),
      faults.settings.solverErrorRate,
      faults.settings.solverUnreadableRate,
    );
    if (answer === undefined) return reply.code(422).send({ error: 'The image could not be read' });
    return { answer };
  });
}
