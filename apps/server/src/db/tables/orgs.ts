import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './identity';

// Organisation-scoped tables carry org_id and a row-level security policy on it.

/** An organisation with its licence (SPEC §3): expiries are YYYYMMDD numbers. */
export const orgs = pgTable('orgs', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  licExpiry: integer('lic_expiry'),
  licExpiryIt: integer('lic_expiry_it'),
  licExpiryGst: integer('lic_expiry_gst'),
  licExpiryPreGst: integer('lic_expiry_pre_gst'),
  licExpiryGstParty: integer('lic_expiry_gst_party'),
  licExpiryTds: integer('lic_expiry_tds'),
  licExpiryState: integer('lic_expiry_state'),
  licExpiryTanParty: integer('lic_expiry_tan_party'),
  licExpiryPanParty: integer('lic_expiry_pan_party'),
  licExpiryMsmeParty: integer('lic_expiry_msme_party'),
  licIceGateCounter: integer('lic_ice_gate_counter'),
  isItActive: boolean('is_it_active').notNull().default(false),
  isGstActive: boolean('is_gst_active').notNull().default(false),
  isPreGstActive: boolean('is_pre_gst_active').notNull().default(false),
  isGstPartyActive: boolean('is_gst_party_active').notNull().default(false),
  isTdsActive: boolean('is_tds_active').notNull().default(false),
  isStateActive: boolean('is_state_active').notNull().default(false),
  isTanPartyActive: boolean('is_tan_party_active').notNull().default(false),
  isPanPartyActive: boolean('is_pan_party_active').notNull().default(false),
  isMsmePartyActive: boolean('is_msme_party_active').notNull().default(false),
  isIceGateActive: boolean('is_ice_gate_active').notNull().default(false),
  /**
   * Members must sign in with a second factor (an authenticator app, or their identity provider's
   * own): one without it sets it up at their next built-in sign-in. Owners and admins set it.
   */
  requireSecondFactor: boolean('require_second_factor').notNull().default(false),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('memberships_user').on(t.userId)],
);
