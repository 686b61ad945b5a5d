import { and, eq, isNull } from 'drizzle-orm';
import { ROLES, type Role } from '@taxdesk/domain';
import type { Feature } from '@taxdesk/domain';
import { invitations, memberships, userImportConfigs, users } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import { type Tenant } from '../../lib/access';
import type { AppContext } from '../../context';
import { cellText, type CellValue, type Converted } from '../../lib/imports/cells';
import type { ImportKind, RowPlan, RowValues } from '../../lib/imports/import-kind';
import { createInvitation, type NewInvitation } from './invitations';
import { roleChangeRefusal } from './member-rules';

export type UserImportConfig = { mapping: { email: string; name: string; role: string }; defaultRole: Role };

const DEFAULT_USER_IMPORT: UserImportConfig = {
  mapping: { email: 'Email', name: 'Name', role: 'Role' },
  defaultRole: 'member',
};

export async function readUserImportConfig(tx: Tx, orgId: string): Promise<UserImportConfig> {
  const row = await tx.query.userImportConfigs.findFirst({ where: eq(userImportConfigs.orgId, orgId) });
  if (!row) return DEFAULT_USER_IMPORT;
  const role = (ROLES as readonly string[]).includes(row.defaultRole) ? (row.defaultRole as Role) : 'member';
  return { mapping: { ...DEFAULT_USER_IMPORT.mapping, ...row.mapping }, defaultRole: role };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailCell(v: CellValue): Converted {
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  const e = s.toLowerCase();
  return EMAIL.test(e) && e.length <= 254
    ? { ok: true, value: e }
    : { ok: false, reason: `${s} is not an email address` };
}

function roleCell(v: CellValue): Converted {
  const s = cellText(v)?.toLowerCase();
  if (!s) return { ok: true, value: null };
  return (ROLES as readonly string[]).includes(s)
    ? { ok: true, value: s }
    : { ok: false, reason: `unknown role ${s} (owner, admin, member or viewer)` };
}

/** The invitations an import made in this request, with their links, to email once it has committed. */
export type MadeInvitations = NewInvitation[];

/**
 * Importing members as an import kind of the shared import building block: the columns are the
 * organisation's configured headers, each row an invitation. Built per request (the mapping is
 * the organisation's, and the invitations made are collected for emailing after the commit).
 */
export function userImportKind(
  ctx: AppContext,
  tenant: Tenant,
  config: UserImportConfig,
  made: MadeInvitations,
): ImportKind {
  const roleOf = (values: RowValues): Role => (values.role as Role | null) ?? config.defaultRole;
  return {
    key: 'members',
    // Members are not a licensed area; the building block's services do not read this.
    feature: null as unknown as Feature,
    label: 'Members',
    sheetName: 'Members',
    fileStem: 'members',
    keyLabel: 'Email',
    columns: [
      {
        key: 'email',
        label: config.mapping.email,
        required: true,
        example: 'colleague@firm.in',
        convert: emailCell,
      },
      { key: 'name', label: config.mapping.name, example: 'A. Colleague' },
      { key: 'role', label: config.mapping.role, example: config.defaultRole, convert: roleCell },
    ],
    keyOf: (values) => (typeof values.email === 'string' ? values.email : null),
    async plan(tx, c, rows): Promise<RowPlan[]> {
      const members = await tx
        .select({ email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.orgId, c.orgId));
      const memberSet = new Set(members.map((m) => m.email));
      const open = await tx
        .select({ email: invitations.email })
        .from(invitations)
        .where(
          and(eq(invitations.orgId, c.orgId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)),
        );
      const openSet = new Set(open.map((o) => o.email));
      return rows.map((values) => {
        const email = values.email as string;
        const refusal = roleChangeRefusal(tenant.role, null, roleOf(values));
        if (refusal) return { error: refusal };
        if (memberSet.has(email)) return { error: `${email} is already a member` };
        return { action: openSet.has(email) ? 'update' : 'new' };
      });
    },
    async commit(tx, c, rows) {
      // Decided again inside the commit's lock: someone may have joined since the preview.
      const plans = await this.plan(tx, c, rows);
      let added = 0;
      let renewed = 0;
      let failed = 0;
      for (const [i, values] of rows.entries()) {
        const plan = plans[i]!;
        if ('error' in plan) {
          failed++;
          continue;
        }
        if (plan.action === 'update') renewed++;
        else added++;
        made.push(
          await createInvitation(ctx, tx, tenant, {
            email: values.email as string,
            role: roleOf(values),
            source: 'import',
          }),
        );
      }
      return { counts: { new: added, updated: renewed, unchanged: 0 }, failed };
    },
  };
}
