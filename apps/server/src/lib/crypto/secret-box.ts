import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for portal passwords. Ciphertext names its key (`v1.<keyId>.<iv>.<tag>.<data>`),
 * so the key can be rotated: new writes use the current key, old keys still decrypt until every
 * stored secret has been re-encrypted.
 *
 * Sealed with associated data (`ad`: the identity of the row that holds it), a value is `v2` and
 * opens only with the same `ad`: a sealed password copied into another row (another organisation's
 * login) does not open there. `v1` values (sealed before, without) still open, whatever `ad` is
 * given, and count as stale when one is: the reader seals them again with it.
 */
export type SecretBox = {
  keyId: string;
  encrypt(plain: string, ad?: string): string;
  decrypt(sealed: string, ad?: string): string;
  /** True when `sealed` was written with an older key, or without the associated data `ad`. */
  isStale(sealed: string, ad?: string): boolean;
};

export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

export function parseKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  return key;
}

export function createSecretBox(current: Buffer, older: Buffer[] = []): SecretBox {
  const keys = new Map<string, Buffer>();
  for (const k of [current, ...older]) keys.set(keyIdOf(k), k);
  const keyId = keyIdOf(current);
  return {
    keyId,
    encrypt(plain, ad) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      if (ad !== undefined) cipher.setAAD(Buffer.from(ad, 'utf8'));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [
        ad !== undefined ? 'v2' : 'v1',
        keyId,
        iv.toString('base64url'),
        tag.toString('base64url'),
        data.toString('base64url'),
      ].join('.');
    },
    decrypt(sealed, ad) {
      const [version, id, iv, tag, data] = sealed.split('.');
      const key = id ? keys.get(id) : undefined;
      const bound = version === 'v2';
      if (
        (version !== 'v1' && !bound) ||
        (bound && ad === undefined) ||
        !key ||
        !iv ||
        !tag ||
        data === undefined
      )
        throw new Error('Cannot decrypt this secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      if (bound) decipher.setAAD(Buffer.from(ad!, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    isStale(sealed, ad) {
      const [version, id] = sealed.split('.');
      return id !== keyId || (ad !== undefined && version !== 'v2');
    },
  };
}
