import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { fillPath, CASES, type ApiRequest } from './cross-org-cases';
import type { Operation } from './api-operations';
import type { OrgFixture } from './org-fixture';

/**
 * Wrong input for every operation of the OpenAPI document, generated with fast-check from the
 * operation's schema and its valid request (`cross-org-cases.ts`): malformed JSON, wrong types,
 * missing and extra fields, strings past their limit, NUL characters, bodies past the size limit,
 * bad ids in the path, impossible values in the query, query strings that look like SQL or JSON
 * operators, and broken spreadsheets, ZIPs and JSON files on the upload routes.
 *
 * Each request is marked `mustRefuse` when it is wrong by construction (the answer must be 4xx);
 * odd-but-possible reads (a filter value that looks like SQL) may also succeed. Never a 5xx.
 */
export type Mutant = {
  op: string;
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  mustRefuse: boolean;
};

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  nullable?: boolean;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  default?: unknown;
};

type OpSpec = Operation & {
  body?: Schema;
  query: { name: string; required: boolean; schema: Schema }[];
  pathParams: string[];
};

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: Schema }> };
        parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
      }
    >
  >;
};

/** The operations with what their schema says of body, query and path. */
export function operationSpecs(app: FastifyInstance, ops: readonly Operation[]): OpSpec[] {
  const doc = app.swagger() as OpenApi;
  return ops.map((op) => {
    const o = doc.paths[op.path]![op.method.toLowerCase()]!;
    const params = o.parameters ?? [];
    return {
      ...op,
      body: o.requestBody?.content['application/json']?.schema,
      query: params
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, required: !!p.required, schema: p.schema })),
      pathParams: [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
    };
  });
}

/** JSON types a schema accepts (`integer` counts as `number`); empty when it says nothing. */
function acceptedTypes(s: Schema): Set<string> {
  const out = new Set<string>();
  const alts = s.anyOf ?? s.oneOf;
  if (alts) for (const a of alts) for (const t of acceptedTypes(a)) out.add(t);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  for (const t of types) out.add(t === 'integer' ? 'number' : t);
  if (s.nullable) out.add('null');
  if (s.enum) for (const v of s.enum) out.add(v === null ? 'null' : typeof v);
  return out;
}

const WRONG: Record<string, unknown> = {
  string: 'not-a-number',
  number: 12.5,
  boolean: true,
  array: [1, 'two'],
  object: { $gt: '' },
  null: null,
};

/** Ids nobody has: random text, SQL, traversal, NUL, emoji and lone surrogates, very long ones. */
const badId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }).map((s) => `zz${s}`),
  fc.constantFrom(
    "' OR '1'='1",
    '1; DROP TABLE records; --',
    '../../../../etc/passwd',
    '%2e%2e%2f%2e%2e%2f',
    'nul\u0000id',
    '{"$ne":null}',
    '\u202eRTL\u{1F4A9}',
    '\ud800lone',
    '00000000-0000-0000-0000-000000000000',
    '-1',
    '9'.repeat(40),
  ),
  fc.integer({ min: 101, max: 6000 }).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map((s) => `zz${s}`),
);

/** Percent-encoding of any string, lone surrogates too (as the invalid UTF-8 bytes a client could send). */
function encodeAny(s: string): string {
  return [...s]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

const SQLISH = [
  "' OR 1=1 --",
  "'; SELECT pg_sleep(0); --",
  '" OR ""="',
  '{"$gt":""}',
  '[$ne]=1',
  '$where=1',
  "1' UNION SELECT secret FROM portal_credentials --",
  '%27%20OR%201%3D1',
  '\\x00',
  '*',
  '%',
  '_',
  'null',
  '\u0000',
  // List filters: impossible days, numbers that are not, ranges the wrong way round.
  '2026-13-45',
  '2026-02-30',
  'abc',
  '1e999',
  '-0',
  '9'.repeat(400),
  '2026-12-31,2026-01-01',
];

/** A value that breaks a query parameter's schema, or undefined when its schema takes anything. */
function badQueryValue(s: Schema, pick: number): string | undefined {
  const options: string[] = [];
  if (s.enum) options.push('not-one-of-them', String(s.enum[0]).toUpperCase() + '!');
  const types = acceptedTypes(s);
  if (types.has('number') && !types.has('string')) options.push('abc', '1e400', 'NaN', '1.5.2');
  if (s.maximum !== undefined) options.push(String(s.maximum + 1));
  if (s.minimum !== undefined) options.push(String(s.minimum - 1));
  if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || s.format === 'date')
    options.push('2026-13-45', '2026-02-30', '2026-00-10', '0000-00-00', '2026-1-1');
  if (s.format === 'uuid') options.push('not-a-uuid', "' OR 1=1");
  if (s.maxLength !== undefined) options.push('q'.repeat(s.maxLength + 1));
  if (types.has('string') || types.size === 0) options.push('nul\u0000value');
  return options.length ? options[pick % options.length] : undefined;
}

async function brokenFiles(): Promise<{ name: string; contentType: string; body: Buffer }[]> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet1').addRow(['Branch Code', 'Branch Name']);
  const xlsx = Buffer.from(await book.xlsx.writeBuffer());
  const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return [
    { name: 'half.xlsx', contentType: xlsxType, body: xlsx.subarray(0, Math.floor(xlsx.length / 2)) },
    {
      name: 'junk.xlsx',
      contentType: xlsxType,
      body: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(300, 7)]),
    },
    { name: 'empty.xlsx', contentType: xlsxType, body: Buffer.alloc(0) },
    {
      name: 'old.xls',
      contentType: 'application/vnd.ms-excel',
      body: Buffer.from('d0cf11e0a1b11ae1' + '00'.repeat(200), 'hex'),
    },
    { name: 'notice.pdf', contentType: 'application/pdf', body: Buffer.from('%PDF-1.4\n%%EOF\n') },
    {
      name: 'image.png',
      contentType: 'image/png',
      body: Buffer.from('89504e470d0a1a0a' + '00'.repeat(64), 'hex'),
    },
    {
      name: 'zip.zip',
      contentType: 'application/zip',
      body: Buffer.concat([Buffer.from('PK\u0005\u0006'), Buffer.alloc(18)]),
    },
    {
      name: 'nul.csv',
      contentType: 'text/csv',
      body: Buffer.from('Branch Code,Branch Name\r\nA\u0000B,Name\r\n'),
    },
    { name: 'bad.json', contentType: 'application/json', body: Buffer.from('{"data": {') },
    { name: 'big.csv', contentType: 'text/csv', body: Buffer.alloc(21 * 1024 * 1024, 0x41) },
  ];
}

const HUGE_BODY = JSON.stringify({ blob: 'h'.repeat(2 * 1024 * 1024 + 10) });

/** A generator of wrong requests over the operations, sent as `caller` within `org`. */
export async function mutants(specs: readonly OpSpec[], org: OrgFixture): Promise<fc.Arbitrary<Mutant>> {
  const files = await brokenFiles();
  const arbs = specs.map((spec) => mutantsOf(spec, org, files));
  return fc.oneof(...arbs);
}

function mutantsOf(
  spec: OpSpec,
  org: OrgFixture,
  files: readonly { name: string; contentType: string; body: Buffer }[],
): fc.Arbitrary<Mutant> {
  const base: ApiRequest = CASES[spec.id]?.build(org) ?? {};
  const params = { orgId: org.orgId, ...base.params };
  const url = (p: Record<string, string>, query: Record<string, string> = base.query ?? {}) => {
    const path = fillPath(spec.path, p);
    const qs = new URLSearchParams(query).toString();
    return qs ? `${path}?${qs}` : path;
  };
  const headers = (contentType?: string): Record<string, string> => ({
    authtoken: org.token,
    ...(contentType ? { 'content-type': contentType } : {}),
  });
  const make = (kind: string, m: Partial<Mutant>): Mutant => ({
    op: spec.id,
    kind,
    method: spec.method,
    url: url(params),
    headers: headers(base.body !== undefined ? 'application/json' : undefined),
    payload: base.body !== undefined ? JSON.stringify(base.body) : undefined,
    mustRefuse: true,
    ...m,
  });
  const kinds: fc.Arbitrary<Mutant>[] = [];

  // A bad id in any path parameter (the organisation's included).
  if (spec.pathParams.length)
    kinds.push(
      fc.tuple(fc.constantFrom(...spec.pathParams), badId).map(([name, id]) =>
        make(`bad id {${name}}`, {
          url: url({ ...params, [name]: '\u0001' }).replace('%01', encodeAny(id)),
        }),
      ),
    );

  // A query parameter outside its schema.
  const checked = spec.query.filter((q) => badQueryValue(q.schema, 0) !== undefined);
  if (checked.length)
    kinds.push(
      fc.tuple(fc.constantFrom(...checked), fc.nat()).map(([q, pick]) =>
        make(`bad query ${q.name}`, {
          url: url(params, { ...base.query, [q.name]: badQueryValue(q.schema, pick)! }),
        }),
      ),
    );

  // Reads: query strings that look like SQL or JSON operators, on known names, list filters and unknown names.
  if (spec.method === 'GET') {
    const names = [
      ...spec.query.map((q) => q.name),
      'status',
      'status.from',
      'issuedOn.to',
      'amount.from',
      'q',
      'sort',
      'cursor',
      'limit',
      'filter[$ne]',
      '__proto__',
      'constructor.prototype',
    ];
    kinds.push(
      fc.tuple(fc.constantFrom(...names), fc.constantFrom(...SQLISH)).map(([name, value]) =>
        make(`odd query ${name}`, {
          url: url(params, { ...base.query, [name]: value }),
          mustRefuse: value.includes('\u0000'),
        }),
      ),
    );
  }

  if (spec.body) {
    const body = (base.body ?? {}) as Record<string, unknown>;
    const props = Object.entries(spec.body.properties ?? {});
    kinds.push(
      fc
        .constantFrom('{', '{"a":', '[1,2', 'nul\u0000', '{"x": undefined}', "{'single': 1}", '{"a":1}}', '')
        .map((text) => make('malformed JSON', { payload: text })),
      fc.constantFrom('[]', '"text"', '42', 'true').map((text) => make('wrong body type', { payload: text })),
      fc.constant(make('body over the limit', { payload: HUGE_BODY })),
    );
    const required = spec.body.required ?? [];
    if (required.length)
      kinds.push(
        fc.constantFrom(...required).map((name) => {
          const { [name]: _gone, ...rest } = body;
          return make(`missing ${name}`, { payload: JSON.stringify(rest) });
        }),
      );
    const typed = props.filter(([, s]) => acceptedTypes(s).size > 0);
    if (typed.length)
      kinds.push(
        fc.tuple(fc.constantFrom(...typed), fc.nat()).map(([[name, s], pick]) => {
          const wrong = Object.keys(WRONG).filter((t) => !acceptedTypes(s).has(t));
          const t = wrong[pick % wrong.length]!;
          return make(`wrong type ${name}: ${t}`, { payload: JSON.stringify({ ...body, [name]: WRONG[t] }) });
        }),
      );
    const limited = props.filter(([, s]) => s.maxLength !== undefined && acceptedTypes(s).has('string'));
    if (limited.length)
      kinds.push(
        fc
          .tuple(fc.constantFrom(...limited), fc.integer({ min: 1, max: 5000 }), fc.boolean())
          .map(([[name, s], extra, wide]) =>
            make(`too long ${name}`, {
              payload: JSON.stringify({
                ...body,
                [name]: (wide ? '\u{1F4A9}' : 'y').repeat(s.maxLength! + extra),
              }),
            }),
          ),
      );
    const strings = Object.entries(body).filter(([, v]) => typeof v === 'string');
    if (strings.length)
      kinds.push(
        fc
          .tuple(fc.constantFrom(...strings), fc.string({ unit: 'grapheme', maxLength: 8 }))
          .map(([[name, v], noise]) =>
            make(`NUL in ${name}`, {
              payload: JSON.stringify({ ...body, [name]: `${String(v)}${noise}\u0000` }),
            }),
          ),
      );
    if (spec.body.additionalProperties === false)
      kinds.push(
        fc
          .string({ minLength: 1, maxLength: 12 })
          .map((name) => make('extra field', { payload: JSON.stringify({ ...body, [`zz${name}`]: 1 }) })),
      );
  }

  if (base.upload)
    kinds.push(
      fc.constantFrom(...files).map((f) =>
        make(`broken file ${f.name}`, {
          url: url(params, { ...base.query, fileName: f.name }),
          headers: headers(f.contentType),
          payload: f.body,
        }),
      ),
    );

  // Operations with nothing to get wrong but the path still meet odd headers.
  if (!kinds.length)
    kinds.push(
      fc.constant(make('content type without body', { headers: headers('application/json'), payload: '{' })),
    );
  return fc.oneof(...kinds);
}

export type Verdict = { status: number; problem?: string };

/** Sends one wrong request and says what is wrong with the answer, if anything. */
export async function tryMutant(app: FastifyInstance, m: Mutant): Promise<Verdict> {
  const where = `${m.op} [${m.kind}] ${m.url.slice(0, 160)}`;
  let res: Awaited<ReturnType<FastifyInstance['inject']>>;
  try {
    res = await app.inject({
      method: m.method as 'GET',
      url: m.url,
      headers: m.headers,
      ...(m.payload === undefined ? {} : { payload: m.payload }),
    });
  } catch (err) {
    return { status: 0, problem: `${where}: no answer (${(err as Error).message})` };
  }
  const status = res.statusCode;
  if (status >= 500) return { status, problem: `${where}: ${status} ${res.body.slice(0, 300)}` };
  if (status < 400) return m.mustRefuse ? { status, problem: `${where}: accepted (${status})` } : { status };
  let body: { success?: unknown; message?: unknown };
  try {
    body = res.json();
  } catch {
    return { status, problem: `${where}: ${status} without the JSON envelope: ${res.body.slice(0, 120)}` };
  }
  if (body.success !== false || typeof body.message !== 'string' || body.message.trim().length < 3)
    return { status, problem: `${where}: ${status} without a message: ${res.body.slice(0, 200)}` };
  return { status };
}
