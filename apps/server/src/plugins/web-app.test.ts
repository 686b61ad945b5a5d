import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

const SCRIPT = `export const x = ${JSON.stringify('taxdesk '.repeat(400))};\n`;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  // A build as apps/web's writes it: hashed assets with their compressed copies, index.html, the worker.
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>TaxDesk</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  const script = join(dist, 'assets', 'list-AbC123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the web app', () => {
  it('sends a hashed asset compressed as the browser accepts it, to be kept without asking again', async () => {
    const br = await get('/a/assets/list-AbC123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('/a/assets/list-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/a/assets/list-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('has the browser ask again for index.html and the service worker, whose names never change', async () => {
    for (const url of ['/a/', '/a/index.html', '/a/sw.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).not.toMatch(/immutable/);
      expect(res.headers['cache-control'], url).toMatch(/max-age=0|no-cache/);
    }
    const screen = await get('/a/DEMO01/it/proceedingnotice');
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('<title>TaxDesk</title>');
    expect(screen.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for an asset the build does not hold, and serves no compressed copy by its own name outside assets', async () => {
    expect((await get('/a/assets/gone-XyZ.js', 'br')).statusCode).toBe(404);
    expect((await get('/a/assets/../index.html')).headers['cache-control']).not.toMatch(/immutable/);
  });
});
