import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orgs } from './orgs';
import { users } from './identity';

/**
 * An invitation to join an organisation, sent by email. Only the token's hash is kept: the link in
 * the email is the proof that its reader owns the address.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** `invite` from the Users screen, `import` from a spreadsheet. */
    source: text('source').notNull().default('invite'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token').on(t.tokenHash),
    index('invitations_org_email').on(t.orgId, t.email),
  ],
);

/** How an organisation's member spreadsheets read: which column holds what, and the default role. */
export const userImportConfigs = pgTable('user_import_configs', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  /** Column headers (as written in the sheet) for email, name and role. */
  mapping: jsonb('mapping').notNull().$type<{ email: string; name: string; role: string }>(),
  defaultRole: text('default_role').notNull().default('member'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
