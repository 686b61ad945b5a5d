import { z } from 'zod';

/**
 * Two-step sign-in: an authenticator app (TOTP) after the password, with single-use recovery
 * codes (docs/security.md). Sign-ins through the organisation's identity provider rely on its own.
 */

/** The tokens of a signed-in session (sign-in, refresh, signup, single sign-on). */
export const SessionTokens = z.object({ token: z.string(), refreshToken: z.string(), expiresAt: z.string() });
export type SessionTokens = z.infer<typeof SessionTokens>;

/**
 * The password was right and a second factor is still to come: a six-digit code (`code`), or, for
 * a person who must have one and has none, setting up an app (`setup`, with `reason` saying why).
 * `ticket` carries the half-done sign-in to the next call; it lasts ten minutes.
 */
export const SecondFactorChallenge = z.object({
  secondFactor: z.object({
    step: z.enum(['code', 'setup']),
    ticket: z.string(),
    reason: z.string().nullable(),
  }),
});
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallenge>;

/** `POST /api/auth/login`: a session, or the second factor to give first. */
export const SignInAnswer = z.union([SessionTokens, SecondFactorChallenge]);
export type SignInAnswer = z.infer<typeof SignInAnswer>;

export const SignInTicket = z.string().min(1).max(2000);

/** A six-digit code from the app, or a recovery code (groups of four, dashes optional). */
export const SecondFactorCode = z
  .string()
  .trim()
  .min(6, 'Type the 6-digit code from your app, or a recovery code.')
  .max(40, 'Type the 6-digit code from your app, or a recovery code.');

/** `POST /api/auth/second-factor`: the ticket and a code end the sign-in. */
export const SecondFactorSignInBody = z.object({ ticket: SignInTicket, code: SecondFactorCode });
export type SecondFactorSignInBody = z.infer<typeof SecondFactorSignInBody>;

/** `POST /api/auth/second-factor/setup`: a setup asked for at sign-in. */
export const SecondFactorTicketBody = z.object({ ticket: SignInTicket });

/** A new seed for the app: shown once, as a QR code of `uri` and as `secret` to type. */
export const SecondFactorSetup = z.object({ secret: z.string(), uri: z.string() });
export type SecondFactorSetup = z.infer<typeof SecondFactorSetup>;

/** Setting up an app from Settings asks for the password again (ASVS 7.5.1). */
export const SecondFactorSetupBody = z.object({
  password: z.string().min(1, 'Your password is required.').max(200),
});
export type SecondFactorSetupBody = z.infer<typeof SecondFactorSetupBody>;

/** The first code from the app turns two-step sign-in on. */
export const SecondFactorConfirmBody = z.object({ code: SecondFactorCode });
export type SecondFactorConfirmBody = z.infer<typeof SecondFactorConfirmBody>;

/** `POST /api/auth/second-factor/setup/confirm`: the ticket and the first code. */
export const SecondFactorTicketConfirmBody = SecondFactorConfirmBody.extend({ ticket: SignInTicket });

/** Ten single-use codes for a lost app, shown once. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** A setup finished at sign-in: the recovery codes and the session. */
export const SecondFactorSignedIn = SessionTokens.merge(RecoveryCodes);
export type SecondFactorSignedIn = z.infer<typeof SecondFactorSignedIn>;

/** `GET /api/me/second-factor`: whether it is on, and why it must be, if it must. */
export const SecondFactorStatus = z.object({
  enabled: z.boolean(),
  /** Why the person must have it (platform admin, an organisation's rule), or null. */
  requiredBecause: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The person signs in with a password here (else only through the identity provider). */
  hasPassword: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>;

/** Turning it off, or making new recovery codes, takes a current code or the password. */
export const SecondFactorProofBody = z
  .object({ code: SecondFactorCode.optional(), password: z.string().min(1).max(200).optional() })
  .refine((b) => b.code !== undefined || b.password !== undefined, {
    message: 'Type a code from your app, a recovery code or your password.',
    path: ['code'],
  });
export type SecondFactorProofBody = z.infer<typeof SecondFactorProofBody>;
