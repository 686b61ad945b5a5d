import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http/errors';

/** The path of the first string (or key) holding a NUL character, or null. */
export function nulCharacterAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulCharacterAt(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  // An upload's body is a stream (or bytes), read by its own checks.
  if (
    value &&
    typeof value === 'object' &&
    !Buffer.isBuffer(value) &&
    typeof (value as { pipe?: unknown }).pipe !== 'function'
  ) {
    for (const [k, v] of Object.entries(value)) {
      const here = path ? `${path}.${k}` : k;
      if (k.includes('\u0000')) return here;
      const found = nulCharacterAt(v, here);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Checks every request's input before its schema does: PostgreSQL refuses the NUL character in
 * text (and jsonb), so a NUL in any string of the path, the query or a JSON body used to reach SQL
 * and fail there (500). No field of TaxDesk has a use for it: it is bad input, named by field.
 */
export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const [where, value] of [
      ['path', req.params],
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      const field = nulCharacterAt(value);
      if (field) throw badRequest(field, `${field}: the NUL character is not allowed (in the ${where})`);
    }
  });
}
