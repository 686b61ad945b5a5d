import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { ANONYMOUS_LIMITS } from './anonymous-rate-limits';

let s: TestServer;
beforeAll(async () => {
  // A twentieth of each limit: sign-in's 100 a minute becomes 5.
  s = await createTestServer({}, { RATE_LIMIT_FACTOR: '0.05' });
});
afterAll(() => s.close());

describe('routes that answer strangers are rate-limited per address', () => {
  it('sign-in answers 429 with Retry-After past its limit; other routes count apart', async () => {
    const max = Math.ceil(ANONYMOUS_LIMITS['POST /api/auth/login']! * 0.05);
    const login = () =>
      s.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });
    for (let i = 0; i < max; i++) expect((await login()).statusCode).not.toBe(429);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, message: expect.stringMatching(/try again/) });
    const events = await s.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { name: 'page_view', path: '/a/login' },
    });
    expect(events.statusCode).toBe(202);
  });

  it('another address still gets in', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.77',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(res.statusCode).not.toBe(429);
  });

  it('a guesser of calendar feed secrets gets 404s, then 429', async () => {
    const max = Math.ceil(ANONYMOUS_LIMITS['GET /api/calendar/:feed']! * 0.05);
    const guess = () =>
      s.app.inject({
        method: 'GET',
        url: `/api/calendar/cal_ABC123_${'x'.repeat(43)}.ics`,
        remoteAddress: '192.0.2.88',
      });
    for (let i = 0; i < max; i++) expect((await guess()).statusCode).toBe(404);
    expect((await guess()).statusCode).toBe(429);
  });
});
