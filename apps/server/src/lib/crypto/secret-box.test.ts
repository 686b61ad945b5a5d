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

  it('binds a secret to the associated data it was sealed with; older unbound secrets still open, as stale', () => {
    const box = createSecretBox(randomBytes(32));
    const bound = box.encrypt('secret', 'row A');
    expect(bound.startsWith('v2.')).toBe(true);
    expect(box.decrypt(bound, 'row A')).toBe('secret');
    expect(() => box.decrypt(bound, 'row B')).toThrow();
    expect(() => box.decrypt(bound)).toThrow();
    expect(box.isStale(bound, 'row A')).toBe(false);

    const legacy = box.encrypt('secret');
    expect(legacy.startsWith('v1.')).toBe(true);
    expect(box.decrypt(legacy, 'row A')).toBe('secret');
    expect(box.isStale(legacy, 'row A')).toBe(true);
    expect(box.isStale(legacy)).toBe(false);
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
