import { randomInt } from 'node:crypto';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { orgs, referralCodes, referrals } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../lib/http/errors';
import { normaliseReferralCode } from '../../lib/referrals';
import { writeAudit } from './audit-log';
import type { Operator } from './platform-admin';
import type { ReferralCode, ReferralPage } from '@taxdesk/domain';

const CODE = /^[A-Z0-9][A-Z0-9-]{2,18}[A-Z0-9]$/;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function generateCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Every referral code with its sign-ups: in all, in the last 30 days, and the latest. */
export async function listCodes(tx: Tx, q?: string): Promise<ReferralCode[]> {
  const like = q?.trim() ? `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await tx
    .select({
      code: referralCodes,
      signups: sql<number>`(SELECT count(*)::int FROM referrals r WHERE r.code = referral_codes.code)`,
      recent: sql<number>`(SELECT count(*)::int FROM referrals r WHERE r.code = referral_codes.code AND r.at > now() - interval '30 days')`,
      last: sql<string | null>`(SELECT max(r.at) FROM referrals r WHERE r.code = referral_codes.code)`,
    })
    .from(referralCodes)
    .where(
      like
        ? or(
            ilike(referralCodes.code, like),
            ilike(referralCodes.ownerName, like),
            ilike(referralCodes.ownerOrgId, like),
          )
        : undefined,
    )
    .orderBy(desc(referralCodes.createdAt), referralCodes.code);
  return rows.map((r) => ({
    code: r.code.code,
    ownerOrgId: r.code.ownerOrgId,
    ownerName: r.code.ownerName,
    note: r.code.note,
    active: r.code.active,
    createdBy: r.code.createdBy,
    createdAt: r.code.createdAt.toISOString(),
    signups: r.signups,
    signupsLast30Days: r.recent,
    lastSignupAt: r.last ? new Date(r.last).toISOString() : null,
  }));
}

export type NewCode = { code?: string; ownerOrgId?: string; ownerName?: string; note?: string };

/**
 * A new referral code for a firm on TaxDesk (its organisation) or another referrer (a name). A
 * code left out is made up: eight letters and digits without look-alikes.
 */
export async function createCode(tx: Tx, operator: Operator, input: NewCode): Promise<ReferralCode> {
  let ownerName = input.ownerName?.trim() || null;
  const ownerOrgId = input.ownerOrgId?.trim().toUpperCase() || null;
  if (ownerOrgId) {
    const org = await tx.query.orgs.findFirst({ where: eq(orgs.id, ownerOrgId) });
    if (!org) throw badRequest('ownerOrgId', `There is no organisation ${ownerOrgId}`);
    ownerName ??= org.name;
  }
  if (!ownerName) throw badRequest('ownerName', 'Name who the code belongs to: an organisation or a name.');
  if (ownerName.length > 120) throw badRequest('ownerName', 'The name can have at most 120 characters.');
  let code = input.code?.trim() ? normaliseReferralCode(input.code) : null;
  if (code && !CODE.test(code))
    throw badRequest(
      'code',
      'A code has 4 to 20 letters, digits or dashes, and starts and ends with a letter or digit.',
    );
  if (code && (await tx.query.referralCodes.findFirst({ where: eq(referralCodes.code, code) })))
    throw conflict(`The code ${code} already exists`);
  while (!code) {
    const candidate = generateCode();
    if (!(await tx.query.referralCodes.findFirst({ where: eq(referralCodes.code, candidate) })))
      code = candidate;
  }
  await tx.insert(referralCodes).values({
    code,
    ownerOrgId,
    ownerName,
    note: input.note?.trim().slice(0, 500) || null,
    createdBy: operator.actor,
  });
  await writeAudit(tx, operator, {
    action: 'referral.create',
    orgId: ownerOrgId,
    target: code,
    details: { ownerName },
  });
  return (await listCodes(tx, code)).find((c) => c.code === code)!;
}

/** Withdraws a code (sign-ups with it are refused from now on) or brings it back; edits its note. */
export async function updateCode(
  tx: Tx,
  operator: Operator,
  rawCode: string,
  patch: { active?: boolean; note?: string | null },
): Promise<ReferralCode> {
  const code = normaliseReferralCode(rawCode);
  const current = await tx.query.referralCodes.findFirst({ where: eq(referralCodes.code, code) });
  if (!current) throw notFound('No such referral code');
  const set: Partial<typeof referralCodes.$inferInsert> = {};
  if (patch.active !== undefined) set.active = patch.active;
  if (patch.note !== undefined) set.note = patch.note?.trim().slice(0, 500) || null;
  if (Object.keys(set).length) {
    await tx.update(referralCodes).set(set).where(eq(referralCodes.code, code));
    await writeAudit(tx, operator, {
      action: 'referral.update',
      orgId: current.ownerOrgId,
      target: code,
      details: set,
    });
  }
  return (await listCodes(tx, code)).find((c) => c.code === code)!;
}

/** Who referred whom, newest first, optionally for one code. */
export async function listReferrals(
  tx: Tx,
  query: { code?: string; page: number; pageSize: number },
): Promise<ReferralPage> {
  const where: SQL[] = [];
  if (query.code) where.push(eq(referrals.code, normaliseReferralCode(query.code)));
  const filter = where.length ? and(...where) : undefined;
  const [{ total }] = (await tx.select({ total: count() }).from(referrals).where(filter)) as [
    { total: number },
  ];
  const rows = await tx
    .select({
      r: referrals,
      referrerName: referralCodes.ownerName,
      referrerOrgId: referralCodes.ownerOrgId,
      exists: sql<boolean>`EXISTS (SELECT 1 FROM orgs o WHERE o.id = referrals.referred_org_id)`,
    })
    .from(referrals)
    .innerJoin(referralCodes, eq(referralCodes.code, referrals.code))
    .where(filter)
    .orderBy(desc(referrals.at), desc(referrals.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    total,
    rows: rows.map(({ r, referrerName, referrerOrgId, exists }) => ({
      code: r.code,
      referrerName,
      referrerOrgId,
      referredOrgId: r.referredOrgId,
      referredOrgName: r.referredOrgName,
      referredOrgExists: exists,
      referredEmail: r.referredEmail,
      at: r.at.toISOString(),
    })),
  };
}
