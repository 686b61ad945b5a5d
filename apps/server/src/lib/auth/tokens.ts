import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

/** Identity tokens are short-lived; clients refresh them through a rotating refresh token. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;

/**
 * `sessionId` names the session (refresh-token family) the token was issued for, so a revoked
 * session's tokens stop at once. Tokens signed before sessions were recorded have none.
 */
export type TokenClaims = { identityId: string; userId: string | null; sessionId: string | null };

export type TokenService = {
  sign(claims: TokenClaims): Promise<{ token: string; expiresAt: Date }>;
  /** Null for a missing, malformed, forged or expired token. */
  verify(token: string): Promise<TokenClaims | null>;
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
  return {
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
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, { issuer, algorithms: ['HS256'] });
        if (!payload.sub) return null;
        return {
          identityId: payload.sub,
          userId: typeof payload.uid === 'string' ? payload.uid : null,
          sessionId: typeof payload.sid === 'string' ? payload.sid : null,
        };
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
