import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with OWASP's recommendation of today (Password Storage Cheat Sheet): N=2^17, r=8, p=1,
 * 128 MiB and about a quarter of a second a hash. TAXDESK_SCRYPT_LOG2N lowers it for the test
 * suite only (thousands of sign-ins); production leaves it unset.
 */
const RECOMMENDED_LOG2N = 17;
const LOG2N_RANGE = { min: 10, max: 20 } as const;

/** The parameters new hashes are made with: OWASP's, unless the test suite lowers N. */
export function scryptParams(env: NodeJS.ProcessEnv = process.env): {
  N: number;
  r: number;
  p: number;
  keylen: number;
} {
  const raw = Number(env.TAXDESK_SCRYPT_LOG2N);
  const log2n =
    Number.isInteger(raw) && raw >= LOG2N_RANGE.min && raw <= LOG2N_RANGE.max ? raw : RECOMMENDED_LOG2N;
  return { N: 2 ** log2n, r: 8, p: 1, keylen: 64 };
}

const CURRENT_PARAMS = scryptParams();

/** Stored hashes name their parameters; these bounds keep a crafted one from costing the server. */
const MAX_N = 2 ** LOG2N_RANGE.max;

function derive(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; the limit is what the largest allowed N asks, with room.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 8) + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keylen, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`: the parameters go with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keylen } = CURRENT_PARAMS;
  const salt = randomBytes(16);
  const key = await derive(password, salt, keylen, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

function parse(stored: string): Parsed | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  if (!Number.isInteger(N) || N < 2 || N > MAX_N || (N & (N - 1)) !== 0) return null;
  if (!Number.isInteger(R) || R < 1 || R > 16 || !Number.isInteger(P) || P < 1 || P > 4) return null;
  return { N, r: R, p: P, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length < 16) return false;
  const key = await derive(password, parsed.salt, parsed.hash.length, parsed);
  return timingSafeEqual(key, parsed.hash);
}

/** Whether a stored hash was made with weaker parameters than today's: it is replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < CURRENT_PARAMS.N || parsed.r < CURRENT_PARAMS.r;
}
