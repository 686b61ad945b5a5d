import { text } from 'drizzle-orm/pg-core';
import { orgs } from './orgs';

/** Organisation-scoped rows go when their organisation goes. */
export const orgId = () =>
  text('org_id')
    .notNull()
    .references(() => orgs.id, { onDelete: 'cascade' });
