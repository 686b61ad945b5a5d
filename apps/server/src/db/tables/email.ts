import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orgs } from './orgs';

/**
 * Every email TaxDesk sends (or, with no SMTP configured, would send): status `sent`, `failed`
 * or `logged`. The body is not kept: invitation links in it are secrets.
 */
export const emailLog = pgTable(
  'email_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for platform emails that belong to no organisation. */
    orgId: text('org_id').references(() => orgs.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_log_sent_at').on(t.sentAt), index('email_log_org_sent_at').on(t.orgId, t.sentAt)],
);
