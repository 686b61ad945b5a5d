import { z } from 'zod';

/**
 * Request and answer shapes of the sync API that every portal shares (`/api/o/{orgId}/sync/{portal}`
 * and the sign-in queue), written once for the server's routes and the web's calls.
 */

const Names = z.array(z.string().trim().min(1).max(200)).max(500);

/** Start a batch: chosen accounts by login id, or every account (optionally of some groups or branches). */
export const StartSyncBody = z.object({
  accounts: z.array(z.string().trim().min(1).max(100)).max(20_000).optional(),
  groups: Names.optional(),
  branches: Names.optional(),
  /** Module keys; none → the area's default modules (its settings). */
  modules: z.array(z.string().max(60)).max(50).optional(),
});
export type StartSyncBody = z.infer<typeof StartSyncBody>;

/** `batchId` is set: a start that found every account already syncing answers 409 instead. */
export const SyncStarted = z.object({
  batchId: z.string(),
  runIds: z.array(z.string()),
  skipped: z.array(z.string()),
});
export type SyncStarted = z.infer<typeof SyncStarted>;

export const RetryFailuresBody = z.object({
  ids: z.array(z.number().int().positive()).max(10_000).optional(),
});
export type RetryFailuresBody = z.infer<typeof RetryFailuresBody>;

export const PasswordBody = z.object({ password: z.string().min(1, 'Password is required.').max(200) });
export type PasswordBody = z.infer<typeof PasswordBody>;

export const SyncModuleOptionSchema = z.object({ key: z.string(), label: z.string() });

/** What a sync screen needs to know of a portal. */
export const SyncPortalInfo = z.object({
  key: z.string(),
  area: z.string(),
  accountLabel: z.string(),
  accountType: z.string(),
  keyField: z.string(),
  modules: z.array(SyncModuleOptionSchema),
  /** Modules a sync runs unless told otherwise (the area's settings). */
  defaultModules: z.array(z.string()),
  /** Whether its runs sign in with a stored password (and so can be login-blocked). */
  login: z.enum(['password', 'none']),
});
export type SyncPortalInfo = z.infer<typeof SyncPortalInfo>;

/** A sign-in that waits for a person: a captcha to read, or an OTP the portal sent. */
export const SignInRequest = z.object({
  id: z.string(),
  portal: z.string(),
  accountKey: z.string(),
  accountName: z.string().nullable(),
  kind: z.enum(['captcha', 'otp']),
  /** For an OTP: what the portal said (where it sent the OTP). */
  prompt: z.string().nullable(),
  /** For a captcha: the image, under the API (`/o/{orgId}/sign-in-queue/{id}/image`). */
  imagePath: z.string().nullable(),
  /** Wrong answers given so far in this sign-in. */
  attempts: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const SignInQueue = z.object({
  items: z.array(SignInRequest),
  /** How long a question waits for an answer before its run ends as failed (retryable). */
  waitMinutes: z.number().int(),
});
export type SignInQueue = z.infer<typeof SignInQueue>;

export const SignInAnswerBody = z.object({
  answer: z.string().trim().min(1, 'Type the answer.').max(20, 'At most 20 characters.'),
});
export type SignInAnswerBody = z.infer<typeof SignInAnswerBody>;

export * from './area-settings';
