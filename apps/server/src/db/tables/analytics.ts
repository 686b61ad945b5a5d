import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Analytics: page_view and screen_view events from the web. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: text('org_id'),
    userId: uuid('user_id'),
    name: text('name').notNull(),
    path: text('path').notNull(),
    title: text('title'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_org_at').on(t.orgId, t.at)],
);
