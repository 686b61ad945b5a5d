import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orgId } from './org-column';

/**
 * A member's calendar subscription (an ICS feed at a secret URL). Only the secret's SHA-256 is
 * kept; renewing replaces it (the old URL dies), revoking stamps `revoked_at`. `scope` is `all`
 * (every dated item the organisation's licence opens) or `mine` (those assigned to the user).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_secret').on(t.secretHash),
    index('calendar_feeds_user').on(t.orgId, t.userId, t.createdAt),
  ],
);
