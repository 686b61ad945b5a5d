import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The name the document gives a route's trailing wildcard (`…/item/*`): the record's key. The route
 * takes it raw as several segments (`a/b`) or URI-encoded as one (`a%2Fb`, what generated clients
 * send); Fastify decodes both to the same key.
 */
const WILDCARD_PARAM = 'key';
const WILDCARD_DESCRIPTION =
  "The record's `key` as a list row gives it. Send it URI-encoded as one path segment (its `/` as " +
  '`%2F`), as generated clients do; the raw key, `/` and all, is answered the same.';

/** What every refusal answers (plugins/errors.ts): the envelope with `success: false`. */
const REFUSAL = {
  description: 'Refused: the envelope with `success: false`, the reason in `message`',
  type: 'object',
  properties: {
    success: { type: 'boolean', const: false },
    message: { type: 'string' },
    show: { type: 'boolean' },
    errors: {
      description: 'On a 400: which field was wrong and why',
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, message: { type: 'string' } },
        required: ['field', 'message'],
      },
    },
  },
  required: ['success'],
};
/** Said of routes that declare no answer schema (a file, or the envelope around data). */
const SUCCESS = {
  type: 'null',
  description: 'The envelope {success, message, show, data}, or the file the operation gives',
};

type JsonSchema = {
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
  [k: string]: unknown;
};

type RouteSchema = {
  hide?: boolean;
  summary?: string;
  description?: string;
  operationId?: string;
  params?: JsonSchema;
  response?: Record<string, unknown>;
  [k: string]: unknown;
};

/** `/api/o/:orgId/records/:type/item/*` → the path's parts after `/api` (and `/o/{orgId}`), params named. */
function pathParts(url: string): { text: string; param: boolean }[] {
  const parts = url
    .split('/')
    .filter(Boolean)
    .map((p) =>
      p === '*'
        ? { text: WILDCARD_PARAM, param: true }
        : p.startsWith(':')
          ? { text: p.slice(1), param: true }
          : { text: p, param: false },
    );
  if (parts[0]?.text === 'api' && !parts[0].param) parts.shift();
  if (parts[0]?.text === 'o' && parts[1]?.text === 'orgId') parts.splice(0, 2);
  return parts;
}

const pascal = (words: string): string =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** `GET /api/o/:orgId/records/:type/item/*` → `getRecordsByTypeItemByKey`: stable while the route is. */
function operationIdOf(method: string, url: string): string {
  const name = pathParts(url)
    .map((p) => (p.param ? `By${pascal(p.text)}` : pascal(p.text)))
    .join('');
  return method.toLowerCase() + name;
}

const VERBS: Record<string, string> = {
  GET: 'Get',
  POST: 'Post to',
  PUT: 'Replace',
  PATCH: 'Change',
  DELETE: 'Delete',
};

/** `PUT /api/o/:orgId/work/:type/item/*` → `Replace work {type} item {key}`, when a route names none. */
function defaultSummaryOf(method: string, url: string): string {
  const words = pathParts(url)
    .map((p) => (p.param ? `{${p.text}}` : p.text.replace(/-/g, ' ')))
    .join(' ');
  return `${VERBS[method.toUpperCase()] ?? method.toUpperCase()} ${words}`;
}

/** Names the wildcard in the path and in the params schema, which OpenAPI cannot express as `*`. */
function nameWildcard(url: string, schema: RouteSchema): string {
  if (!url.endsWith('/*')) return url;
  const params = schema.params;
  const star = params?.properties?.['*'];
  if (params?.properties && star) {
    const { '*': _, ...rest } = params.properties;
    params.properties = { ...rest, [WILDCARD_PARAM]: { ...star, description: WILDCARD_DESCRIPTION } };
    params.required = (params.required ?? []).map((r) => (r === '*' ? WILDCARD_PARAM : r));
  }
  return `${url.slice(0, -1)}:${WILDCARD_PARAM}`;
}

/**
 * The zod → JSON schema conversion, then what API users' client generators need of every
 * operation: an `operationId` and a summary (the route's own, else one read from its path), the
 * error envelope its refusals answer, and a named path parameter in place of a wildcard.
 */
export const openapiTransform: SwaggerTransform = (input) => {
  // The web app's routes (`/a/*`) and redirects are no part of the API.
  if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
  const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = (out.schema ?? {}) as RouteSchema;
  if (schema.hide) return out;
  const methods = [input.route.method].flat().map(String);
  const method = methods.find((m) => m !== 'HEAD') ?? methods[0]!;
  const url = nameWildcard(input.url, schema);
  schema.operationId ??= operationIdOf(method, input.url);
  schema.response ??= { 200: SUCCESS };
  if (!Object.keys(schema.response).some((code) => code.startsWith('4'))) schema.response['4XX'] = REFUSAL;
  // A summary is one line: a route's description may say more.
  schema.summary ??= schema.description?.split(/\.\s/)[0] ?? defaultSummaryOf(method, input.url);
  return { schema, url };
};
