import { and, asc, count, desc, eq, gte, ilike, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { addDaysNumber, dayNumber, type LicenceView, type OrgDetail, type OrgPage } from '@taxdesk/domain';
import { memberships, orgs, referrals, users } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../lib/http/errors';
import { writeAudit } from './audit-log';
import type { LicencePatch } from '@taxdesk/domain';
import { licenceColumns, licenceDiff, licenceView } from './licence';
import type { Operator } from './platform-admin';

type OrgListQuery = {
  q?: string;
  /** expired: the overall licence has run out; expiring: it runs out within 30 days. */
  state?: 'all' | 'active' | 'expiring' | 'expired';
  sort?: 'name' | 'created' | 'expiry';
  page: number;
  pageSize: number;
};

const EXPIRING_DAYS = 30;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Organisations with their licences, searched by id or name, a page at a time. */
export async function listOrgs(tx: Tx, query: OrgListQuery, now: Date): Promise<OrgPage> {
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q) where.push(or(ilike(orgs.id, likePattern(q)), ilike(orgs.name, likePattern(q)))!);
  const today = dayNumber(now);
  if (query.state === 'expired') where.push(or(isNull(orgs.licExpiry), lt(orgs.licExpiry, today))!);
  if (query.state === 'active') where.push(gte(orgs.licExpiry, today));
  if (query.state === 'expiring')
    where.push(and(gte(orgs.licExpiry, today), lte(orgs.licExpiry, addDaysNumber(now, EXPIRING_DAYS)))!);
  const filter = where.length ? and(...where) : undefined;
  const order =
    query.sort === 'created'
      ? [desc(orgs.createdAt), asc(orgs.id)]
      : query.sort === 'expiry'
        ? [sql`${orgs.licExpiry} ASC NULLS FIRST`, asc(orgs.id)]
        : [asc(sql`lower(${orgs.name})`), asc(orgs.id)];
  const [{ total }] = (await tx.select({ total: count() }).from(orgs).where(filter)) as [{ total: number }];
  const rows = await tx
    .select({
      org: orgs,
      members: sql<number>`(SELECT count(*)::int FROM memberships m WHERE m.org_id = orgs.id)`,
      owners: sql<string[] | null>`(SELECT array_agg(u.email ORDER BY u.email) FROM memberships m
        JOIN users u ON u.id = m.user_id WHERE m.org_id = orgs.id AND m.role = 'owner')`,
    })
    .from(orgs)
    .where(filter)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    rows: rows.map((r) => ({
      orgId: r.org.id,
      name: r.org.name,
      createdAt: r.org.createdAt.toISOString(),
      members: r.members,
      owners: r.owners ?? [],
      licence: licenceView(r.org, now),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function orgDetail(tx: Tx, orgId: string, now: Date): Promise<OrgDetail> {
  const org = await tx.query.orgs.findFirst({ where: eq(orgs.id, orgId) });
  if (!org) throw notFound('No such organisation');
  const members = await tx
    .select({ email: users.email, name: users.name, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.orgId, orgId))
    .orderBy(asc(users.email));
  const [ref] = await tx
    .select({ code: referrals.code, at: referrals.at })
    .from(referrals)
    .where(eq(referrals.referredOrgId, orgId));
  return {
    orgId: org.id,
    name: org.name,
    createdAt: org.createdAt.toISOString(),
    members: members.length,
    owners: members.filter((m) => m.role === 'owner').map((m) => m.email),
    licence: licenceView(org, now),
    memberList: members,
    referredBy: ref ? { code: ref.code, at: ref.at.toISOString() } : null,
  };
}

/**
 * Changes an organisation's licence and logs what changed (before and after). The feature's
 * API answers 403 from the next request on; the web's cached licence follows within 30 minutes.
 */
export async function setLicence(
  tx: Tx,
  operator: Operator,
  orgId: string,
  patch: LicencePatch,
  now: Date,
): Promise<{ licence: LicenceView; changed: boolean }> {
  const [before] = await tx.select().from(orgs).where(eq(orgs.id, orgId)).for('update');
  if (!before) throw notFound('No such organisation');
  const columns = licenceColumns(patch);
  if (!Object.keys(columns).length) return { licence: licenceView(before, now), changed: false };
  const [after] = await tx.update(orgs).set(columns).where(eq(orgs.id, orgId)).returning();
  const diff = licenceDiff(before, after!);
  if (diff) await writeAudit(tx, operator, { action: 'licence.set', orgId, details: diff });
  return { licence: licenceView(after!, now), changed: diff !== null };
}
