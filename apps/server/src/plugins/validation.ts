import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http/errors';

/**
 * How deep a request's JSON may nest: TaxDesk's deepest body is a few levels. A body nested
 * 100,000 levels deep (600 KB, well under the size limit) used to overflow the stack of the walk
 * below and answer 500, after JSON.parse had held the event loop for 100–400 ms building it
 * (bench/fuzz-api.ts): the JSON parser now refuses it from the text, before parsing.
 */
export const MAX_INPUT_DEPTH = 64;

/** Whether JSON text nests deeper than `limit`: one pass over the text, strings skipped. */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

type Found = { field: string; problem: 'nul' | 'depth' };

function isWalkable(value: unknown): value is object {
  // An upload's body is a stream (or bytes), read by its own checks.
  return (
    !!value &&
    typeof value === 'object' &&
    !Buffer.isBuffer(value) &&
    typeof (value as { pipe?: unknown }).pipe !== 'function'
  );
}

/**
 * The first string (or key) holding a NUL character, or the first value nested deeper than
 * MAX_INPUT_DEPTH, with its path; null when there is none. Walked with a stack of its own (no
 * recursion), and a path is spelled out only for what is found.
 */
export function inputProblem(value: unknown): Found | null {
  type Frame = { value: unknown; parent: Frame | null; key: string | number | null; depth: number };
  const pathOf = (frame: Frame, key?: string): string => {
    const parts: (string | number)[] = key === undefined ? [] : [key];
    for (let f: Frame | null = frame; f && f.key !== null; f = f.parent) parts.unshift(f.key);
    return parts.reduce<string>((p, k) => (typeof k === 'number' ? `${p}[${k}]` : p ? `${p}.${k}` : k), '');
  };
  const stack: Frame[] = [{ value, parent: null, key: null, depth: 0 }];
  while (stack.length) {
    const frame = stack.pop()!;
    const v = frame.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { field: pathOf(frame) || 'value', problem: 'nul' };
      continue;
    }
    if (!isWalkable(v)) continue;
    if (frame.depth >= MAX_INPUT_DEPTH) return { field: pathOf(frame) || 'value', problem: 'depth' };
    const children: Frame[] = [];
    if (Array.isArray(v))
      v.forEach((item, i) => children.push({ value: item, parent: frame, key: i, depth: frame.depth + 1 }));
    else
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\u0000')) return { field: pathOf(frame, k), problem: 'nul' };
        children.push({ value: item, parent: frame, key: k, depth: frame.depth + 1 });
      }
    // Pushed in reverse, so the walk meets them in order (the first problem is the first found).
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}

/** The path of the first string (or key) holding a NUL character, or null. */
export function nulCharacterAt(value: unknown): string | null {
  const found = inputProblem(value);
  return found?.problem === 'nul' ? found.field : null;
}

/**
 * Checks every request's input before its schema does: PostgreSQL refuses the NUL character in
 * text (and jsonb), so a NUL in any string of the path, the query or a JSON body used to reach SQL
 * and fail there (500). No field of TaxDesk has a use for it: it is bad input, named by field. So
 * is a body nested past MAX_INPUT_DEPTH.
 */
export function registerInputChecks(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonNestsDeeperThan(body as string, MAX_INPUT_DEPTH))
      return done(
        badRequest('body', `The body is nested too deeply (more than ${MAX_INPUT_DEPTH} levels)`),
        undefined,
      );
    parseJson(req, body as string, done);
  });
  app.addHook('preValidation', async (req) => {
    for (const [where, value] of [
      ['path', req.params],
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      const found = inputProblem(value);
      if (found?.problem === 'nul')
        throw badRequest(found.field, `${found.field}: the NUL character is not allowed (in the ${where})`);
      if (found)
        throw badRequest(
          found.field,
          `The ${where} is nested too deeply (more than ${MAX_INPUT_DEPTH} levels, at ${found.field.slice(0, 80)})`,
        );
    }
  });
}
