import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgs } from './orgs';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Spreadsheet imports. A preview is stored here as `pending` (its checked rows encrypted in
 * `payload`, since they may hold portal passwords) until it is committed or its time runs out;
 * a committed import stays as the log (who, when, which file, what it did) without its rows.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    /** The import's key: itAccounts, itatAppeals, branches, ... */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    /** pending | committed */
    status: text('status').notNull(),
    createdBy: text('created_by').notNull(),
    createdByUser: uuid('created_by_user'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    committedBy: text('committed_by'),
    committedAt: at('committed_at'),
    /** rows, valid, errors, new, updated, unchanged (and skipped, once committed). */
    counts: jsonb('counts').notNull().$type<Record<string, number>>(),
    /** The checked rows (AES-GCM sealed JSON) while pending; null once committed. */
    payload: text('payload'),
  },
  (t) => [index('imports_org_kind_created').on(t.orgId, t.kind, t.createdAt)],
);
