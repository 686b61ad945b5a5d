import { z } from 'zod';

/** `POST /api/o/{orgId}/parties/{portal}`: one party typed in (a GSTIN, TAN, PAN or Udyam number). */
export const AddPartyBody = z.object({ id: z.string().trim().min(1).max(40) });
export type AddPartyBody = z.infer<typeof AddPartyBody>;

/** `POST /api/o/{orgId}/parties/{portal}/refresh`: look these parties up again (none: every one). */
export const RefreshPartiesBody = z.object({
  ids: z.array(z.string().trim().min(1).max(40)).max(20_000).optional(),
});
export type RefreshPartiesBody = z.infer<typeof RefreshPartiesBody>;

/**
 * What an add or refresh queued: the party's id as stored (normalised), and the lookup batch
 * (null when every party named was being looked up already).
 */
export const PartyLookupsQueued = z.object({
  id: z.string().optional(),
  added: z.boolean().optional(),
  batchId: z.string().nullable(),
  queued: z.number().int(),
});
export type PartyLookupsQueued = z.infer<typeof PartyLookupsQueued>;
