import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../db/tenant';
import { upsertRecords } from '../lib/records/upsert';
import { createTestServer, type TestServer } from '../../test/harness';
import { sampleRecords } from '../../test/sample-records';

let s: TestServer;
let token: string;
let email: string;
const LIST = '/api/o/ZIPP01/records/itNotice?limit=50';

beforeAll(async () => {
  s = await createTestServer();
  ({ token, email } = await s.memberOf('ZIPP01'));
  const def = RESOURCES.itNotice;
  await inOrg(s.ctx.db, 'ZIPP01', (tx) =>
    upsertRecords(
      tx,
      'ZIPP01',
      def,
      sampleRecords(def, 60).map((data) => ({ data })),
    ),
  );
});
afterAll(() => s.close());

const get = (url: string, acceptEncoding?: string) =>
  s.app.inject({
    method: 'GET',
    url,
    headers: { authtoken: token, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed answers', () => {
  it('sends a list page as Brotli or gzip as the client asks, each the same answer unpacked', async () => {
    const plain = await get(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.json() as { data: { rows: unknown[] } }).data.rows).toHaveLength(50);

    const br = await get(LIST, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get(LIST, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps the security headers and the no-store rule on a compressed answer', async () => {
    const br = await get(LIST, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses a CSV export and leaves an XLSX (already a ZIP) as it is', async () => {
    const csvPlain = await get('/api/o/ZIPP01/records/itNotice/export?format=csv');
    expect(csvPlain.statusCode).toBe(200);
    const csv = await get('/api/o/ZIPP01/records/itNotice/export?format=csv', 'br');
    expect(csv.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(csv.rawPayload).toString()).toBe(csvPlain.body);

    const xlsx = await get('/api/o/ZIPP01/records/itNotice/export?format=xlsx', 'br, gzip');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('sends a small answer as it is', async () => {
    const health = await get('/api/health', 'br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a compressed request body as before rather than unpacking it', async () => {
    const login = { email, password: 'test-password' };
    const inPlain = await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: login });
    expect(inPlain.statusCode).toBe(200);
    const packed = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(login)),
    });
    expect(packed.statusCode).toBe(400);
    expect(packed.json()).not.toHaveProperty('data.token');
  });
});
