import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { frameworkErrorAnswer, registerErrorHandling } from './errors';
import { jsonNestsDeeperThan, MAX_INPUT_DEPTH, nulCharacterAt, registerInputChecks } from './validation';

const app = Fastify({ frameworkErrors: frameworkErrorAnswer });
const seen: unknown[] = [];

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputChecks(app);
  app.post(
    '/x/:id',
    { schema: { body: z.object({ name: z.string(), tags: z.array(z.string()).optional() }) } },
    async (req) => {
      seen.push(req.body);
      return { success: true };
    },
  );
  await app.ready();
});
afterAll(() => app.close());

describe('input the router and the database cannot take', () => {
  it('finds a NUL in nested strings and keys', () => {
    expect(nulCharacterAt({ a: 'fine', b: { c: ['ok', 'n\u0000'] } })).toBe('b.c[1]');
    expect(nulCharacterAt({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(nulCharacterAt({ a: 'fine', n: 3 })).toBeNull();
  });

  it('refuses a NUL in the body, the query or the path with 400 naming the field, before the handler', async () => {
    for (const [url, payload, field] of [
      ['/x/1', { name: 'a\u0000b' }, 'name'],
      ['/x/1', { name: 'a', tags: ['x', '\u0000'] }, 'tags[1]'],
      ['/x/1?q=%00', { name: 'a' }, 'q'],
      ['/x/a%00b', { name: 'a' }, 'id'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: expect.stringContaining(`${field}: the NUL`),
      });
    }
    expect(seen).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/x/1', payload: { name: 'é 👍' } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a body nested past the limit with 400 instead of overflowing the stack (500)', async () => {
    const handled = seen.length;
    for (const payload of [
      '['.repeat(200_000) + ']'.repeat(200_000),
      '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000),
      JSON.stringify({
        name: 'a',
        tags: JSON.parse('['.repeat(MAX_INPUT_DEPTH + 1) + ']'.repeat(MAX_INPUT_DEPTH + 1)),
      }),
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/x/1',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, payload.slice(0, 20)).toBe(400);
      expect(res.json().message).toMatch(/nested too deeply/);
    }
    expect(seen).toHaveLength(handled);
    // Nesting up to the limit is fine for the checks (the schema decides the rest); brackets in strings do not count.
    expect(nulCharacterAt(JSON.parse('['.repeat(MAX_INPUT_DEPTH) + ']'.repeat(MAX_INPUT_DEPTH)))).toBeNull();
    expect(
      jsonNestsDeeperThan('['.repeat(MAX_INPUT_DEPTH) + ']'.repeat(MAX_INPUT_DEPTH), MAX_INPUT_DEPTH),
    ).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ s: '[[[[\\"[[[['.repeat(100) }), 2)).toBe(false);
    expect(jsonNestsDeeperThan('[{"a":[[1]]}]', 3)).toBe(true);
  });

  it('answers a path part past the router’s limit with 414 and a bad percent-encoding with 400, as the envelope', async () => {
    const long = await app.inject({ method: 'POST', url: `/x/${'a'.repeat(500)}`, payload: { name: 'a' } });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, message: 'A part of the address is too long' });
    const broken = await app.inject({ method: 'POST', url: '/x/%ED%A0%80', payload: { name: 'a' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('percent-encoding'),
    });
  });
});
