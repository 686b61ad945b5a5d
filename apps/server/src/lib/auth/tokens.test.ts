import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_SECONDS, createTokenService } from './tokens';

const SECRET = 's'.repeat(40);
const claims = { identityId: 'identity-1', userId: 'user-1', sessionId: 'session-1' };

afterEach(() => vi.useRealTimers());

describe('identity tokens', () => {
  it('verify what they signed, many times with the one key', async () => {
    const tokens = createTokenService(SECRET);
    const { token, expiresAt } = await tokens.sign(claims);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan((ACCESS_TOKEN_SECONDS - 5) * 1000);
    const checks = await Promise.all(Array.from({ length: 20 }, () => tokens.verify(token)));
    expect(checks.every((c) => c && c.identityId === 'identity-1' && c.sessionId === 'session-1')).toBe(true);
    expect(
      await tokens.verify((await tokens.sign({ ...claims, userId: null, sessionId: null })).token),
    ).toEqual({ identityId: 'identity-1', userId: null, sessionId: null });
  });

  it('refuse a forged, altered, foreign-issuer, malformed or expired token', async () => {
    const tokens = createTokenService(SECRET);
    const { token } = await tokens.sign(claims);
    const forged = (await createTokenService('f'.repeat(40)).sign(claims)).token;
    const foreign = (await createTokenService(SECRET, 'elsewhere').sign(claims)).token;
    const [head, body, sig] = token.split('.');
    const altered = `${head}.${Buffer.from(JSON.stringify({ sub: 'identity-2', iss: 'taxdesk' })).toString('base64url')}.${sig}`;
    for (const bad of [forged, foreign, altered, `${head}.${body}.`, 'not-a-token', ''])
      expect(await tokens.verify(bad)).toBeNull();

    vi.useFakeTimers({ now: Date.now() + (ACCESS_TOKEN_SECONDS + 60) * 1000, toFake: ['Date'] });
    expect(await tokens.verify(token)).toBeNull();
  });

  it('keep a verified token only until it expires, and never a refused one', async () => {
    const tokens = createTokenService(SECRET);
    const { token } = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [head, body] = token.split('.');
    expect(await tokens.verify(`${head}.${body}.${'A'.repeat(43)}`)).toBeNull();
    vi.useFakeTimers({ now: Date.now() + (ACCESS_TOKEN_SECONDS + 1) * 1000, toFake: ['Date'] });
    expect(await tokens.verify(token)).toBeNull();
  });
});
