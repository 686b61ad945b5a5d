import { createHash, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { DEMO } from './demo';

/**
 * The links of the account emails. The browser-test servers have no SMTP server, so an email is
 * only logged (recipient, subject, template; not its text) and its link never leaves the server.
 * A test checks the log for the email, then gives the account a link of the same kind the way the
 * server issues one (apps/server/src/lib/auth/account-tokens.ts: a random token, its SHA-256 in
 * account_tokens); the email's own text is covered by the server's tests with a real SMTP inbox.
 */

/** The worker's server's database (playwright.config.ts names it). */
function workerDatabaseUrl(): string | null {
  if (!process.env.DATABASE_URL) return null;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/taxdesk_e2e_${process.env.E2E_RUN}_${process.env.TEST_PARALLEL_INDEX ?? 0}`;
  return url.toString();
}

export const canMintLinks = (): boolean => workerDatabaseUrl() !== null;

/** Waits until the email log has an email of `template` to `recipient` (the platform admin's view). */
export async function expectEmailLogged(
  request: APIRequestContext,
  recipient: string,
  template: 'verify-email' | 'reset-password',
): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  await expect
    .poll(async () => {
      const res = await request.get('/api/admin/emails', {
        params: { q: recipient, pageSize: 20 },
        headers: { AuthToken: token },
      });
      const rows = ((await res.json()) as { data: { rows: { recipient: string; template: string }[] } }).data
        .rows;
      return rows.some((r) => r.recipient === recipient && r.template === template);
    })
    .toBe(true);
}

/** A fresh link of `purpose` for the account of `email`, as the email would carry it. */
export async function mintAccountLink(
  email: string,
  purpose: 'verify_email' | 'reset_password',
): Promise<string> {
  const client = new pg.Client({ connectionString: workerDatabaseUrl()! });
  await client.connect();
  try {
    const token = randomBytes(32).toString('base64url');
    const { rowCount } = await client.query(
      `INSERT INTO account_tokens (token_hash, identity_id, purpose, email, expires_at)
       SELECT $1, id, $2, email, now() + interval '1 hour' FROM identities WHERE provider = 'local' AND email = $3`,
      [createHash('sha256').update(token).digest('base64url'), purpose, email],
    );
    expect(rowCount, `a built-in account for ${email}`).toBe(1);
    const path = purpose === 'verify_email' ? 'verify-email' : 'reset-password';
    return `/a/${path}#token=${token}`;
  } finally {
    await client.end();
  }
}
