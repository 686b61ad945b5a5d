import { describe, expect, it } from 'vitest';
import { passwordRefusal } from './password-policy';

describe('new password rules', () => {
  it('refuse the common passwords people try first, whatever their case', () => {
    for (const common of ['password', 'password1', 'qwertyuiop', 'iloveyou1', 'PassWord1', 'Football'])
      expect(passwordRefusal(common), common).toMatch(/most common/);
  });

  it('take an uncommon password of 8 to 200 characters, and refuse the email as the password', () => {
    expect(passwordRefusal('tiger-lantern-47')).toBeNull();
    expect(passwordRefusal('short')).toMatch(/at least 8/);
    expect(passwordRefusal('x'.repeat(201))).toMatch(/at most 200/);
    expect(passwordRefusal('Me@Firm.test', 'me@firm.test')).toMatch(/not be your email/);
  });
});
