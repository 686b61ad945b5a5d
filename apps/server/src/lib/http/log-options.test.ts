import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { registerErrorHandling } from '../../plugins/errors';
import { createTestServer, type TestServer } from '../../../test/harness';
import { loggedUrl, logOptions } from './log-options';

const ORG = 'LOGS01';
const PAN = 'AAAPL1234Q';
const EMAIL = 'secret.person@example.com';

let s: TestServer;
let owner: { token: string };
beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner');
});
afterAll(() => s.close());

/** A log that keeps its lines, as a file or a collector would. */
function collector(): { write(line: string): void; text(): string } {
  const lines: string[] = [];
  return { write: (line) => void lines.push(line), text: () => lines.join('') };
}

describe('what the server logs', () => {
  it('writes no download ticket, query value or token from a request', async () => {
    const log = collector();
    const app = await buildApp(
      { ...s.ctx, config: { ...s.ctx.config, LOG_LEVEL: 'info' } },
      { logger: true, webApp: false, logStream: log },
    );
    try {
      const ticket = 'tIcKeT-0123456789abcdefghijklmn';
      await app.inject({ method: 'GET', url: `/api/o/${ORG}/it/bulk-download/${ticket}` });
      await app.inject({ method: 'GET', url: `/api/calendar/cal_${ORG}_fEeDsEcReT0123456789.ics` });
      await app.inject({
        method: 'GET',
        url: `/api/o/${ORG}/records/itNotice?q=${PAN}&assignee=${encodeURIComponent(EMAIL)}`,
        headers: { authtoken: owner.token },
      });
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: EMAIL, password: 'hunter22' },
      });
    } finally {
      await app.close();
    }
    const text = log.text();
    // The requests were logged, with their paths.
    expect(text).toContain(`/api/o/${ORG}/it/bulk-download/[redacted]`);
    expect(text).toContain('/api/calendar/[redacted]');
    expect(text).toContain(`/api/o/${ORG}/records/itNotice?q=[redacted]&assignee=[redacted]`);
    for (const secret of ['tIcKeT', 'fEeDsEcReT', PAN, 'secret.person', 'hunter22', owner.token])
      expect(text).not.toContain(secret);
  });

  it('writes no statement parameter (a PAN, an email) of a failed query', async () => {
    const log = collector();
    const app = Fastify({ logger: { ...logOptions('info'), stream: log } });
    registerErrorHandling(app);
    app.get('/fails', async () => {
      // A PAN where a uuid belongs: drizzle's message lists the parameters, PostgreSQL's names the value.
      await s.ctx.db.execute(sql`SELECT ${PAN}::uuid, ${EMAIL}::text`);
      return 'unreachable';
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
    const text = log.text();
    expect(text).toContain('Failed query');
    expect(text).toContain('invalid input syntax for type uuid');
    expect(text).not.toContain(PAN);
    expect(text).not.toContain('secret.person');
  });

  it('keeps paths without secrets as they are', () => {
    expect(loggedUrl('/api/o/ORG/records/itNotice/123', '/api/o/:orgId/records/:type/:key')).toBe(
      '/api/o/ORG/records/itNotice/123',
    );
    expect(loggedUrl('/api/health')).toBe('/api/health');
  });
});
