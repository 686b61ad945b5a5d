import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for portal passwords. Ciphertext names its key (`v1.<keyId>.<iv>.<tag>.<data>`),
 * so the key can be rotated: new writes use the current key, old keys still decrypt until every
 * stored secret has been re-encrypted.
 */
export type SecretBox = {
  keyId: string;
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** True when `sealed` was written with an older key. */
  isStale(sealed: string): boolean;
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
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [
        'v1',
        keyId,
        iv.toString('base64url'),
        tag.toString('base64url'),
        data.toString('base64url'),
      ].join('.');
    },
    decrypt(sealed) {
      const [version, id, iv, tag, data] = sealed.split('.');
      const key = id ? keys.get(id) : undefined;
      if (version !== 'v1' || !key || !iv || !tag || data === undefined)
        throw new Error('Cannot decrypt this secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    isStale(sealed) {
      return sealed.split('.')[1] !== keyId;
    },
  };
}
