import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orgId } from './org-column';

/** When each member last opened Home: what "new since my last visit" counts from. */
export const homeVisits = pgTable(
  'home_visits',
  {
    orgId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] })],
);

/**
 * Live records worked on (a work status), per organisation, type, done by the type's rule, work
 * status and assignee: Home's "assigned to me" and "unassigned" without a scan of `records`.
 * Written only by triggers on `records` like `record_counts` (a row per change, folded by the
 * sweeper); migration home_work_counts.
 */
export const recordAssigneeCounts = pgTable(
  'record_assignee_counts',
  {
    orgId: orgId(),
    type: text('type').notNull(),
    closed: boolean('closed').notNull(),
    workStatus: text('work_status').notNull(),
    // No reference to users: a trigger's row per change must not wait on a member's removal.
    assigneeId: uuid('assignee_id'),
    n: integer('n').notNull(),
  },
  (t) => [index('record_assignee_counts_org').on(t.orgId, t.assigneeId)],
);
