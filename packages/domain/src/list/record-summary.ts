import { z } from 'zod';

/** One group of a record type's summary (`/api/o/{orgId}/records/{type}/summary`): by a field or a month. */
export const SummaryRow = z.object({ group: z.string(), count: z.number(), amount: z.number().nullable() });
export type SummaryRow = z.infer<typeof SummaryRow>;

/** One value of a list's field with how many records have it (`GET .../records/{type}/facets/{field}`). */
export const Facet = z.object({ value: z.string(), count: z.number(), label: z.string().optional() });
export type Facet = z.infer<typeof Facet>;
