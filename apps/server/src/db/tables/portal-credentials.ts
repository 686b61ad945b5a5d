import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orgId } from './org-column';

/** A client's portal login. The password is AES-256-GCM ciphertext; no API returns it. */
export const portalCredentials = pgTable(
  'portal_credentials',
  {
    orgId: orgId(),
    portal: text('portal').notNull(),
    loginId: text('login_id').notNull(),
    secret: text('secret').notNull(),
    /** Set when the portal refused the password: no further tries until it is updated. */
    blockedReason: text('blocked_reason'),
    /**
     * The password the portal refused (ciphertext, as `secret`): never sent again, by any worker or
     * module, even when an import or a person stores the same password again.
     */
    refusedSecret: text('refused_secret'),
    /** The tries the portal said were left when it refused the password (it locks at 0). */
    attemptsLeft: integer('attempts_left'),
    /**
     * A sign-in with this password is under way until then (a lease, so two workers never send one
     * password at once: a second waits for the first's verdict).
     */
    signInUntil: timestamp('sign_in_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.portal, t.loginId] })],
);
