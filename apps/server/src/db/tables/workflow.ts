import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgs } from './orgs';

/** Organisation-scoped rows go when their organisation goes. */
const orgId = () =>
  text('org_id')
    .notNull()
    .references(() => orgs.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An organisation's choices about work on records. `reviewNewNotices`: notices a sync brings in
 * wait on the Unmatched Notices list until someone confirms them into their proceeding.
 */
export const workflowSettings = pgTable('workflow_settings', {
  orgId: orgId().primaryKey(),
  reviewNewNotices: boolean('review_new_notices').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/**
 * A download the browser fetches by plain navigation (so a large archive streams to disk, not
 * into a page's memory): the signed-in user asks for it with their token, and gets an opaque
 * ticket, stored hashed, short-lived, bound to them, the organisation and the selection.
 */
export const downloadTickets = pgTable(
  'download_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    orgId: orgId(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    selection: jsonb('selection').notNull().$type<Record<string, unknown>>(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('download_tickets_org_expires').on(t.orgId, t.expiresAt)],
);
