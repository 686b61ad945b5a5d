import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordKey, RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../db/tenant';
import { upsertRecords } from '../lib/records/upsert';
import { createTestServer, type TestServer } from '../../test/harness';
import { sampleRecords } from '../../test/sample-records';

const ORG = 'DOCS01';
const def = RESOURCES.itDemand;
let s: TestServer;
let member: { email: string };
let doc: unknown;
/** Generated files go where `openapi-fetch` resolves from the workspace's node_modules. */
const dir = resolve('.test-data', `openapi-client-${randomBytes(4).toString('hex')}`);

beforeAll(async () => {
  s = await createTestServer();
  member = await s.memberOf(ORG);
  // A key part with a space: the stored key holds it URI-encoded (`DIN%201-0000/...`).
  const records = sampleRecords(def, 3).map((data) => ({
    data: { ...data, din: `DIN ${String(data.din)}` },
  }));
  await inOrg(s.ctx.db, ORG, (tx) => upsertRecords(tx, ORG, def, records));
  doc = (await s.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  await mkdir(dir, { recursive: true });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await s.close();
});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: join(dir, 'openapi.json'),
      config,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
    expect(errors).toEqual([]);
  });

  it('gives a typed client that type-checks and works against the running API', async () => {
    await writeFile(join(dir, 'taxdesk-api.d.ts'), astToString(await openapiTS(doc as never)));
    await writeFile(join(dir, 'client.ts'), CLIENT);
    const program = ts.createProgram([join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);

    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const client = (await import(pathToFileURL(join(dir, 'client.ts')).href)) as {
      walk(o: WalkInput): Promise<WalkAnswer>;
    };
    const answer = await client.walk({
      baseUrl: `http://127.0.0.1:${address.port}`,
      email: member.email,
      password: 'test-password',
      orgId: ORG,
      type: def.type,
    });
    expect(answer.total).toBe(3);
    expect(answer.firstKey).toContain('%20');
    expect(answer.detail).toEqual({
      key: answer.firstKey,
      type: def.type,
      din: expect.stringMatching(/^DIN /),
    });
    expect(answer.firstKey).toBe(
      recordKey(def, { din: answer.detail.din, transactionId: answer.transactionId }),
    );
  });
});

type WalkInput = { baseUrl: string; email: string; password: string; orgId: string; type: string };
type WalkAnswer = { total: number; firstKey: string; transactionId: string; detail: Record<string, unknown> };

/**
 * A client as an API user writes it against the generated types: `tsc` refuses it when a path,
 * parameter or body it uses is not in the document (and the `@ts-expect-error` lines prove the
 * types are not `any`).
 */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './taxdesk-api';

type Envelope<T> = { success: boolean; data: T };
type Row = { key: string; type: string; data: Record<string, unknown> };

export async function walk(o: { baseUrl: string; email: string; password: string; orgId: string; type: string }) {
  const api = createClient<paths>({ baseUrl: o.baseUrl });
  const login = await api.POST('/api/auth/login', { body: { email: o.email, password: o.password } });
  if (!login.response.ok) throw new Error('sign-in refused: ' + login.response.status);
  const headers = { AuthToken: (login.data as unknown as Envelope<{ token: string }>).data.token };
  const path = { orgId: o.orgId, type: o.type };

  const list = await api.GET('/api/o/{orgId}/records/{type}', {
    params: { path, query: { limit: '2' } },
    headers,
  });
  if (!list.response.ok) throw new Error('list refused: ' + list.response.status);
  const page = (list.data as unknown as Envelope<{ rows: Row[]; total: number }>).data;
  const first = page.rows[0]!;

  const detail = await api.GET('/api/o/{orgId}/records/{type}/item/{key}', {
    params: { path: { ...path, key: first.key } },
    headers,
  });
  if (!detail.response.ok) throw new Error('detail refused: ' + detail.response.status);
  const record = (detail.data as unknown as Envelope<{ record: Row }>).data.record;

  // Never called: tsc must refuse these calls, or the types would be \`any\`.
  const refused = () => [
    // @ts-expect-error a record's detail needs its key
    api.GET('/api/o/{orgId}/records/{type}/item/{key}', { params: { path }, headers }),
    // @ts-expect-error signing in needs a password
    api.POST('/api/auth/login', { body: { email: o.email } }),
  ];
  void refused;

  return {
    total: page.total,
    firstKey: first.key,
    transactionId: String(record.data.transactionId),
    detail: { key: record.key, type: record.type, din: record.data.din },
  };
}
`;
