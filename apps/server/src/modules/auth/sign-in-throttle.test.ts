import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, PAIR_LIMIT } from '../../lib/auth/sign-in-limits';

/** The server's clock runs ahead of the real one by this much; tests move it forward. */
let offsetMs = 0;
let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => s.close());

const advance = (ms: number) => {
  offsetMs += ms;
};

function signIn(
  server: TestServer,
  email: string,
  password: string,
  from: string,
  headers: Record<string, string> = {},
) {
  return server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: from,
    headers,
  });
}

async function failuresOlderThanAnHour(): Promise<number> {
  const since = new Date(s.ctx.now().getTime() - 60 * 60_000);
  const r = await s.ctx.pools.owner.query('SELECT count(*)::int AS n FROM login_attempts WHERE at < $1', [
    since,
  ]);
  return (r.rows[0] as { n: number }).n;
}

const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

describe('sign-in throttling', () => {
  it('slows the address that guesses, not the account: the right password from elsewhere signs in', async () => {
    const { email } = await s.memberOf('THRT01', 'owner', 'partner@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await signIn(s, email, `guess-${i}`, '127.0.0.2')).statusCode);
    expect(statuses.filter((c) => c === 401)).toHaveLength(PAIR_LIMIT.free);
    expect(statuses.slice(PAIR_LIMIT.free).every((c) => c === 429)).toBe(true);

    const partner = await signIn(s, email, 'test-password', '127.0.0.1');
    expect(partner.statusCode).toBe(200);

    const attacker = await signIn(s, email, 'test-password', '127.0.0.2');
    expect(attacker.statusCode).toBe(429);
    // The 30-second wait runs from the last failure on the real clock: a loaded machine spends a
    // few of those seconds on the twenty attempts and the partner's sign-in.
    const message =
      /^Too many failed sign-ins for this account from your network\. Please try again in (\d+) seconds\.$/;
    const said = Number(message.exec(attacker.json<{ message: string }>().message)?.[1]);
    expect(said).toBeGreaterThan(15);
    expect(said).toBeLessThanOrEqual(30);
    expect(retryAfter(attacker)).toBe(said);
  });

  it('doubles the wait with every further failure', async () => {
    const { email } = await s.memberOf('THRT02', 'owner', 'doubling@example.com');
    for (let i = 0; i < PAIR_LIMIT.free; i++)
      expect((await signIn(s, email, 'wrong', '127.0.0.4')).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await signIn(s, email, 'wrong', '127.0.0.4');
      expect(refused.statusCode).toBe(429);
      waits.push(retryAfter(refused));
      advance(retryAfter(refused) * 1000 + 1000);
      expect((await signIn(s, email, 'wrong', '127.0.0.4')).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120]);
    const fourth = await signIn(s, email, 'wrong', '127.0.0.4');
    expect(retryAfter(fourth)).toBe(240);
    expect(fourth.json().message).toMatch(/Please try again in 4 minutes\.$/);
  });

  it('forgets an address’s failures for an account once the right password comes from it', async () => {
    const { email } = await s.memberOf('THRT03', 'owner', 'typist@example.com');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PAIR_LIMIT.free - 1; i++)
        expect((await signIn(s, email, 'tpyo', '127.0.0.5')).statusCode).toBe(401);
      expect((await signIn(s, email, 'test-password', '127.0.0.5')).statusCode).toBe(200);
    }
  });

  it('holds off a guess spread over many addresses, while the owner’s usual network still gets in', async () => {
    // Setting the owner up signed in from 127.0.0.1: their office.
    const { email } = await s.memberOf('THRT04', 'owner', 'targeted@example.com');
    for (let i = 1; i <= ACCOUNT_LIMIT.free; i++)
      expect((await signIn(s, email, 'botnet', `127.0.1.${i}`)).statusCode).toBe(401);

    // Every further address of the botnet, never seen to sign in to the account, is refused
    // untried, the right password included.
    for (let i = 100; i < 110; i++) {
      const fresh = await signIn(s, email, i === 109 ? 'test-password' : `guess-${i}`, `127.0.1.${i}`);
      expect(fresh.statusCode).toBe(429);
      expect(fresh.json().message).toMatch(
        /^Too many failed sign-ins for this account\. Please try again in /,
      );
      expect(retryAfter(fresh)).toBeGreaterThan(0);
    }
    expect((await signIn(s, email, 'test-password', '127.0.1.1')).statusCode).toBe(429);

    expect((await signIn(s, email, 'test-password', '127.0.0.1')).statusCode).toBe(200);

    // Once the lock has run out a new address gets one guess, which locks the account again, longer.
    advance(ACCOUNT_LIMIT.firstDelayMs + 1000);
    expect((await signIn(s, email, 'another-guess', '127.0.1.200')).statusCode).toBe(401);
    const next = await signIn(s, email, 'another-guess', '127.0.1.201');
    expect(next.statusCode).toBe(429);
    // Two minutes from that failure, less what a loaded machine spent since.
    expect(retryAfter(next)).toBeGreaterThan(ACCOUNT_LIMIT.firstDelayMs / 1000);
    expect(retryAfter(next)).toBeLessThanOrEqual((ACCOUNT_LIMIT.firstDelayMs * 2) / 1000);
  });

  it('slows one password tried over many accounts from one address, a forged X-Forwarded-For or not', async () => {
    const { email: real } = await s.memberOf('THRT05', 'owner', 'sprayed@example.com');
    const targets = [
      real,
      ...Array.from({ length: ADDRESS_LIMIT.free - 1 }, (_, i) => `nobody${i}@example.com`),
    ];
    for (const target of targets)
      expect((await signIn(s, target, 'Spring2026!', '127.0.0.6')).statusCode).toBe(401);

    const next = await signIn(s, 'one-more@example.com', 'Spring2026!', '127.0.0.6');
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toBe(
      'Too many failed sign-ins from your network. Please try again in 1 minute.',
    );
    expect(retryAfter(next)).toBe(60);

    const forged = await signIn(s, 'yet-another@example.com', 'Spring2026!', '127.0.0.6', {
      'x-forwarded-for': '198.51.100.23',
    });
    expect(forged.statusCode).toBe(429);
  });

  describe('parallel guesses', () => {
    // On a loaded machine a guess can take its row's id and then stall before committing, while a
    // later guess commits and counts. This trigger makes every other row of these tests stall so.
    beforeAll(() =>
      s.ctx.pools.owner.query(`
        CREATE FUNCTION slow_burst_commit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.email LIKE 'burst%' AND NEW.id % 2 = 0 THEN PERFORM pg_sleep(0.2); END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER slow_burst_commit AFTER INSERT ON login_attempts
          FOR EACH ROW EXECUTE FUNCTION slow_burst_commit();`),
    );
    afterAll(() =>
      s.ctx.pools.owner.query(
        'DROP TRIGGER slow_burst_commit ON login_attempts; DROP FUNCTION slow_burst_commit()',
      ),
    );

    it('are counted against each other, however their rows commit', async () => {
      for (let burst = 0; burst < 3; burst++) {
        const { email } = await s.memberOf(`THRT6${burst}`, 'owner', `burst${burst}@example.com`);
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, i) => signIn(s, email, `burst-${i}`, `127.0.2.${burst}`)),
        );
        expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(PAIR_LIMIT.free);
        expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(12 - PAIR_LIMIT.free);
      }
    });

    it('at one account from many addresses are counted against each other', async () => {
      const { email } = await s.memberOf('THRT08', 'owner', 'burst-spread@example.com');
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) => signIn(s, email, `spread-${i}`, `127.0.3.${i}`)),
      );
      expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(ACCOUNT_LIMIT.free);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(24 - ACCOUNT_LIMIT.free);
    });
  });

  it('forgets failures after an hour', async () => {
    const { email } = await s.memberOf('THRT07', 'owner', 'patient@example.com');
    for (let i = 0; i < PAIR_LIMIT.free; i++) await signIn(s, email, 'wrong', '127.0.0.8');
    expect((await signIn(s, email, 'test-password', '127.0.0.8')).statusCode).toBe(429);
    advance(61 * 60_000);
    expect((await signIn(s, email, 'test-password', '127.0.0.8')).statusCode).toBe(200);

    // The next failure anywhere sweeps away every failure older than an hour.
    expect(await failuresOlderThanAnHour()).toBeGreaterThan(0);
    expect((await signIn(s, 'someone-else@example.com', 'wrong', '127.0.0.10')).statusCode).toBe(401);
    expect(await failuresOlderThanAnHour()).toBe(0);
  });
});

describe('behind a configured proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await createTestServer({}, { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => proxied.close());

  it('counts the client the trusted proxy names, and ignores the header from anyone else', async () => {
    for (let i = 0; i < ADDRESS_LIMIT.free; i++) {
      const res = await signIn(proxied, `p${i}@example.com`, 'x', '127.0.0.1', {
        'x-forwarded-for': '198.51.100.7',
      });
      expect(res.statusCode).toBe(401);
    }
    const viaProxy = (client: string) =>
      signIn(proxied, 'last@example.com', 'x', '127.0.0.1', { 'x-forwarded-for': client });
    expect((await viaProxy('198.51.100.7')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.8')).statusCode).toBe(401);

    // An untrusted caller's header is not believed: it is counted as itself.
    const direct = await signIn(proxied, 'last@example.com', 'x', '127.0.0.9', {
      'x-forwarded-for': '198.51.100.7',
    });
    expect(direct.statusCode).toBe(401);
  });
});
