import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Google's tag and where it sends page views: allowed only for a build that loads it. */
const ANALYTICS_SCRIPTS = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT =
  'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com';

/**
 * The web app's Content-Security-Policy: its own scripts only (and Google's tag, only when the web
 * app was built with VITE_GA_MEASUREMENT_ID: `analytics`), inline style attributes (Mantine sets
 * them), images and frames from blob: (captchas and PDFs fetched with the token, then shown), and
 * no framing by other sites. Checked in Chromium by e2e/shell/content-security-policy.spec.ts.
 */
export function appCsp(analytics: boolean): string {
  return [
    "default-src 'self'",
    analytics ? `script-src 'self' ${ANALYTICS_SCRIPTS}` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    analytics ? `connect-src 'self' ${ANALYTICS_CONNECT}` : "connect-src 'self'",
    "frame-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** API answers are data, never a page: nothing may load from them, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The API's documentation page (Swagger UI): its own scripts and styles, inline styles included. */
export const DOCS_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

function policyFor(url: string, analytics: boolean): string {
  const path = url.split('?')[0] ?? '';
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return DOCS_CSP;
  if (path.startsWith('/api/')) return API_CSP;
  return appCsp(analytics);
}

/** HSTS only where the browser reached TaxDesk over HTTPS (directly, or through a trusted proxy). */
function overHttps(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}

/**
 * Security headers on every answer (errors, 404s and static files included): the policy, no
 * content-type sniffing, no referrer to other sites, no framing (CSP frame-ancestors, and
 * X-Frame-Options for older browsers), and Strict-Transport-Security when served over HTTPS.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { analytics?: boolean } = {}): void {
  const analytics = options.analytics ?? false;
  app.addHook('onSend', async (req, reply, payload) => {
    setSecurityHeaders(req, reply, analytics);
    return payload;
  });
}

/** Also called by answers sent before any hook runs (the router's own errors). */
export function setSecurityHeaders(req: FastifyRequest, reply: FastifyReply, analytics = false): void {
  const policy = policyFor(req.url, analytics);
  reply.header('content-security-policy', policy);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'same-origin');
  reply.header('x-frame-options', 'DENY');
  reply.header('cross-origin-opener-policy', 'same-origin');
  if (overHttps(req)) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  // API answers, documents and exports hold clients' data: no browser or proxy keeps a copy.
  if (policy === API_CSP) reply.header('cache-control', 'no-store');
}
