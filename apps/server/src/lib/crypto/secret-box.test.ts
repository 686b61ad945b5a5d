import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  it('round-trips and never stores the plain text', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.encrypt('Portal@123');
    expect(sealed).not.toContain('Portal@123');
    expect(box.decrypt(sealed)).toBe('Portal@123');
    expect(box.encrypt('Portal@123')).not.toBe(sealed);
  });

  it('refuses tampered ciphertext', () => {
    const box = createSecretBox(randomBytes(32));
    const parts = box.encrypt('secret').split('.');
    parts[4] = Buffer.from('other').toString('base64url');
    expect(() => box.decrypt(parts.join('.'))).toThrow();
  });

  it('reads secrets of an older key after rotation and marks them stale', () => {
    const oldKey = randomBytes(32);
    const sealed = createSecretBox(oldKey).encrypt('secret');
    const rotated = createSecretBox(randomBytes(32), [oldKey]);
    expect(rotated.decrypt(sealed)).toBe('secret');
    expect(rotated.isStale(sealed)).toBe(true);
    expect(rotated.isStale(rotated.encrypt('secret'))).toBe(false);
    expect(() => createSecretBox(randomBytes(32)).decrypt(sealed)).toThrow();
  });
});

describe('password hash', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('demo-password');
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('demo-password', hash)).toBe(true);
    expect(await verifyPassword('wrong', hash)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});
