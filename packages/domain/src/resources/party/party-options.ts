/** How the last lookup of a party went. */
export const LOOKUP_STATUS = {
  queued: 'Waiting for lookup',
  found: 'Found',
  not_found: 'Not found',
  failed: 'Lookup failed',
} as const;
export type LookupStatus = keyof typeof LOOKUP_STATUS;

/** Where a party's details came from: the platform's master table, or the public service itself. */
export const LOOKUP_SOURCE = { master: 'Platform master', portal: 'Public service' } as const;

/** Udyam classification of an enterprise. */
export const MSME_TYPE = { Micro: 'Micro', Small: 'Small', Medium: 'Medium' } as const;

/** Yes/no facts that lists filter on (stored as words: list filters match text). */
export const YES_NO = { yes: 'Yes', no: 'No' } as const;
