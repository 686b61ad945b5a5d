import { isIP } from 'node:net';
import { z } from 'zod';
import { portalEnvShape } from './config-portals';

/**
 * Everything configurable comes from the environment. With no DATABASE_URL the server runs
 * its embedded default: PostgreSQL under .data/, the sandbox portals on loopback, a demo organisation.
 */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Owner connection: migrations and the job queue. Absent → embedded PostgreSQL. */
  DATABASE_URL: z.string().url().optional(),
  /** The app's own connection (a role without BYPASSRLS). Absent → DATABASE_URL with the taxdesk_app role. */
  APP_DATABASE_URL: z.string().url().optional(),
  APP_DB_PASSWORD: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  /** Signs identity tokens (HS256). Absent → generated and kept under DATA_DIR. */
  JWT_SECRET: z.string().min(32).optional(),
  /** AES-256-GCM key for portal passwords, 32 bytes as base64. Absent → generated and kept under DATA_DIR. */
  ENCRYPTION_KEY: z.string().optional(),
  /** Older keys still accepted for reading while a rotation runs, comma-separated `id:base64`. */
  ENCRYPTION_OLD_KEYS: z.string().optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('Single sign-on'),
  /** The public base URL (for OIDC redirects). Absent → http://HOST:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Which proxies may say who the client is (X-Forwarded-For): a hop count, or comma-separated
   * addresses/CIDRs (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`). Unset → none, and the
   * connection's own address is the client's, so a forged header buys nothing.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx): TrustProxy => {
      const parsed = parseTrustProxy(raw);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: 'a hop count, or comma-separated addresses or CIDRs' });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Every portal's address (config-portals.ts: the variables, their real defaults, the rule). */
  ...portalEnvShape,
  /**
   * A captcha solver (POST {image: base64, mimeType} → {answer}) tried before a person is asked.
   * Absent: every captcha goes to the sign-in queue (the embedded default uses the sandbox's).
   */
  CAPTCHA_SOLVER_URL: z.string().url().optional(),
  SANDBOX_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** api | worker | all: run the API and the job workers in one process or apart. */
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  SYNC_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  SEED_DEMO: z.enum(['auto', 'yes', 'no']).default('auto'),
  LOG_LEVEL: z.string().default('warn'),
  /** Scales the per-address limits of the routes that answer strangers (docs/security.md); 1 in production. */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /** Outgoing email: SMTP_URL (smtp://user:pass@host:587, smtps:// for TLS) or SMTP_HOST and friends. None → emails only go to the email log. */
  SMTP_URL: z.string().url().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  /** true: TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  MAIL_FROM: z.string().default('TaxDesk <no-reply@taxdesk.local>'),
  /** A session's absolute lifetime in days: past it the person signs in again, however active. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Platform admins must sign in with a second factor (`required`) or may (`optional`). Unset:
   * required, except in the embedded default where the sandbox plays the portals (the demo's admin
   * signs in with its password alone): `lib/auth/second-factor-rules.ts`.
   */
  ADMIN_SECOND_FACTOR: z.enum(['required', 'optional']).optional(),
});

export type Config = z.infer<typeof Env>;

/** Fastify's `trustProxy`: nobody, the nearest n hops, or these addresses and networks. */
type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(item: string): boolean {
  if (PROXY_NAMES.has(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * The value for Fastify's `trustProxy`. A hop count becomes a function, because Fastify refuses
 * to trust anyone for a bare number: the nearest `hops` addresses of the chain are proxies.
 */
export function trustProxyOption(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** Null when `raw` is neither a hop count nor a list of addresses. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const items = value.split(',').map((s) => s.trim());
  return items.every(isProxyAddress) ? items : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Bad configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
