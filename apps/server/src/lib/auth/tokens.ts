import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

/** Identity tokens are short-lived; clients refresh them through a rotating refresh token. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
/** Verified tokens kept in memory: a large firm's signed-in users, several tokens each. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * `sessionId` names the session (refresh-token family) the token was issued for, so a revoked
 * session's tokens stop at once. Tokens signed before sessions were recorded have none.
 */
export type TokenClaims = { identityId: string; userId: string | null; sessionId: string | null };

/**
 * A sign-in half done: the password was right and the second factor is still to come, either a
 * code (`code`) or, for a person who must have one and has none yet, its setup (`setup`).
 */
export type SecondFactorStep = 'code' | 'setup';
export type SignInTicket = { identityId: string; step: SecondFactorStep };

/** A ticket lasts long enough to open an authenticator app, or to set one up. */
export const SIGN_IN_TICKET_SECONDS = 10 * 60;

export type TokenService = {
  sign(claims: TokenClaims): Promise<{ token: string; expiresAt: Date }>;
  /** Null for a missing, malformed, forged or expired token. */
  verify(token: string): Promise<TokenClaims | null>;
  /**
   * The refresh token that follows `refreshToken`, the same every time it is asked: a spent token
   * sent again within the reuse window gets the successor it already had, not one more.
   */
  successorOf(refreshToken: string): string;
  /** The ticket between a right password and the second factor: no identity token, no session. */
  signTicket(ticket: SignInTicket): Promise<string>;
  /** Null for a missing, forged or expired ticket, and for an identity token. */
  verifyTicket(ticket: string): Promise<SignInTicket | null>;
};

export function createTokenService(secret: string, issuer = 'taxdesk'): TokenService {
  // Imported once: given the raw bytes, jose imports the HMAC key through WebCrypto on every call,
  // which cost as much CPU per list request as the list's own code (docs/performance.md).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Tokens verified already, until they expire: a signed-in screen sends the same token with every
  // request, and checking its HMAC again cost as much as a list page's own statement. Whether the
  // session still holds is asked of the database on every request all the same.
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  const remember = (token: string, claims: TokenClaims, expiresAt: number) => {
    // Oldest first out (a Map iterates in insertion order); a bound, so a flood of tokens costs memory once.
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt });
  };
  return {
    successorOf: (refreshToken) =>
      createHmac('sha256', secret).update(`refresh-successor:${refreshToken}`).digest('base64url'),
    async sign(claims) {
      const expiresAt = new Date(Date.now() + ACCESS_TOKEN_SECONDS * 1000);
      const token = await new SignJWT({
        ...(claims.userId ? { uid: claims.userId } : {}),
        ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.identityId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
      return { token, expiresAt };
    },
    async signTicket({ identityId, step }) {
      return (
        new SignJWT({ step })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(identityId)
          // Another issuer: an identity token is never taken for a ticket, nor a ticket for one.
          .setIssuer(`${issuer}:sign-in-ticket`)
          .setIssuedAt()
          .setExpirationTime(Math.floor(Date.now() / 1000) + SIGN_IN_TICKET_SECONDS)
          .sign(await key)
      );
    },
    async verifyTicket(ticket) {
      try {
        const { payload } = await jwtVerify(ticket, await key, {
          issuer: `${issuer}:sign-in-ticket`,
          algorithms: ['HS256'],
        });
        const step = payload.step;
        if (!payload.sub || (step !== 'code' && step !== 'setup')) return null;
        return { identityId: payload.sub, step };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await key, { issuer, algorithms: ['HS256'] });
        if (!payload.sub) return null;
        const claims: TokenClaims = {
          identityId: payload.sub,
          userId: typeof payload.uid === 'string' ? payload.uid : null,
          sessionId: typeof payload.sid === 'string' ? payload.sid : null,
        };
        if (typeof payload.exp === 'number') remember(token, claims, payload.exp * 1000);
        return claims;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
  };
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
