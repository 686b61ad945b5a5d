import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_CSP, appCsp, DOCS_CSP, registerSecurityHeaders } from './security-headers';
import { webAppHasAnalytics } from './web-app';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

function expectFrontLine(headers: Record<string, unknown>, csp: string) {
  expect(headers['content-security-policy']).toBe(csp);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

describe('security headers', () => {
  it('are on every API answer: success, refusal, bad input and unknown paths', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/me', 401],
      ['/api/o/NOPE01/records/itNotice', 401],
      ['/api/no-such-thing', 404],
      [`/api/o/${'x'.repeat(300)}/org/info`, 414],
    ] as const) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expectFrontLine(res.headers, API_CSP);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    const docs = await s.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expectFrontLine(docs.headers, DOCS_CSP);
  });

  it('give pages the app policy, and HSTS only when the browser came over HTTPS through a trusted proxy', async () => {
    const app = Fastify({ trustProxy: '127.0.0.1' });
    registerSecurityHeaders(app);
    app.get('/a/*', async () => '<!doctype html>');
    await app.ready();
    const plain = await app.inject({ method: 'GET', url: '/a/x' });
    expectFrontLine(plain.headers, appCsp(false));
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = await app.inject({
      method: 'GET',
      url: '/a/x',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await app.inject({
      method: 'GET',
      url: '/a/x',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.5',
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it("allow Google's tag on pages only when the web app was built with analytics", async () => {
    const page = async (options?: { analytics?: boolean }) => {
      const app = Fastify();
      registerSecurityHeaders(app, options);
      app.get('/a/*', async () => '<!doctype html>');
      const res = await app.inject({ method: 'GET', url: '/a/x' });
      await app.close();
      return String(res.headers['content-security-policy']);
    };
    const without = await page();
    expect(without).toContain("script-src 'self';");
    expect(without).toContain("connect-src 'self';");
    expect(without).not.toContain('googletagmanager');
    expect(without).not.toContain('google-analytics');
    const withTag = await page({ analytics: true });
    expect(withTag).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(withTag).toContain('https://*.google-analytics.com');

    // The build says whether it loads the tag; no file (no build, an older build) means no.
    const dist = mkdtempSync(join(tmpdir(), 'taxdesk-dist-'));
    try {
      expect(webAppHasAnalytics(dist)).toBe(false);
      writeFileSync(join(dist, 'build-info.json'), JSON.stringify({ analytics: false }));
      expect(webAppHasAnalytics(dist)).toBe(false);
      writeFileSync(join(dist, 'build-info.json'), JSON.stringify({ analytics: true }));
      expect(webAppHasAnalytics(dist)).toBe(true);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
