import { z } from 'zod';

/**
 * A list's query string: the list contract's named parameters, and a filter per field name
 * (`status=open,closed`). Named in full so the OpenAPI document can list them as parameters.
 */
export const ListQueryString = z
  .object({
    q: z.string().optional(),
    sort: z.string().optional(),
    cursor: z.string().optional(),
    limit: z.string().optional(),
    cols: z.string().optional(),
  })
  .catchall(z.string());
