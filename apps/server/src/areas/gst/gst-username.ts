/**
 * A GST portal username as typed or imported. The portal asks for 8 to 15 characters on creation
 * but older logins vary, so the check is lenient; usernames compare without regard to case.
 */
export function checkGstUsername(raw: string): { ok: true; value: string } | { ok: false; reason: string } {
  const value = raw.trim().toLowerCase();
  if (!/^[a-z0-9_.-]{3,30}$/.test(value))
    return { ok: false, reason: 'A GST username is 3 to 30 letters, digits, dots, dashes or underscores' };
  return { ok: true, value };
}
