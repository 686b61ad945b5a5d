import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orgId } from './org-column';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A matter: the records of one dispute across its stages (notice, reply, order, demand, appeal...).
 * `autoKey` is the portal's shared key the sync made it from (`it:<proceedingReqId>`,
 * `gst:<caseId>`, `tds:<demandId>`); a case made by hand has none. A case merged into another
 * keeps its history and points at the survivor (`mergedInto`), so later syncs add to the survivor.
 */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    area: text('area').notNull(),
    title: text('title').notNull(),
    accountKey: text('account_key'),
    autoKey: text('auto_key'),
    status: text('status').notNull().default('open'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    mergedInto: uuid('merged_into'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cases_auto_key')
      .on(t.orgId, t.autoKey)
      .where(sql`auto_key IS NOT NULL`),
    index('cases_org_status').on(t.orgId, t.status, t.updatedAt),
  ],
);

/**
 * Which case a record belongs to: at most one (the primary key is the record's). A row whose
 * `caseId` is null is a record a person took out of its case: the sync's linking leaves it alone,
 * as it leaves every record already placed (`linkedBy` says who placed it).
 */
export const caseRecords = pgTable(
  'case_records',
  {
    orgId: orgId(),
    type: text('type').notNull(),
    key: text('key').notNull(),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    linkedBy: text('linked_by').notNull(),
    linkedAt: at('linked_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.type, t.key] }),
    index('case_records_case').on(t.orgId, t.caseId),
  ],
);

/** A case's history: created, linked, unlinked, merged, moved, status, assignee, comment. */
export const caseEvents = pgTable(
  'case_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: orgId(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    actor: text('actor'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('case_events_case').on(t.orgId, t.caseId, t.at)],
);
