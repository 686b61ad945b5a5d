import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers the tables share. */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
