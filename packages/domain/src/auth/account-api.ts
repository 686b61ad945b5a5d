import { z } from 'zod';

/**
 * The account's own screens: confirming the address, changing and resetting the password. The
 * server adds the checks a schema cannot make (common passwords: docs/security.md).
 */
export const NEW_PASSWORD_MIN = 8;
export const NewPassword = z
  .string()
  .min(NEW_PASSWORD_MIN, `Password must be at least ${NEW_PASSWORD_MIN} characters.`)
  .max(200, 'Password must be at most 200 characters.');

/** A single-use link token from an email (verification or reset). */
export const LinkToken = z.string().trim().min(20, 'This link is not complete').max(100);

export const VerifyEmailBody = z.object({ token: LinkToken });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

export const ForgotPasswordBody = z.object({
  email: z.string().trim().email('Please enter a valid email address.').max(254),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({ token: LinkToken, password: NewPassword });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ChangePasswordBody = z.object({
  currentPassword: z.string().min(1, 'Your current password is required.').max(200),
  newPassword: NewPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** What a password change did: the person's other sessions end. */
export type PasswordChanged = { signedOut: number };
