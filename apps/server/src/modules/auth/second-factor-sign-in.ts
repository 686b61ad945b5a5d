import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SecondFactorChallenge } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { identities } from '../../db/schema';
import { hasSecondFactor } from '../../lib/auth/second-factor';
import { secondFactorRequirement } from '../../lib/auth/second-factor-rules';
import { sessionClientOf } from '../../lib/auth/session-client';
import { issueSession, type Session } from '../../lib/auth/sessions';
import type { SecondFactorStep } from '../../lib/auth/tokens';
import { unauthorized } from '../../lib/http/errors';

async function challenge(
  ctx: AppContext,
  identityId: string,
  step: SecondFactorStep,
  reason: string | null,
): Promise<SecondFactorChallenge> {
  return { secondFactor: { step, ticket: await ctx.tokens.signTicket({ identityId, step }), reason } };
}

/**
 * After a right password: a session, or the second factor still to give. A person with an
 * authenticator gives a code; one who must have one (a platform admin, a member of an organisation
 * that asks it) and has none sets it up first. Either way no session exists until then.
 */
export async function afterPassword(
  ctx: AppContext,
  req: FastifyRequest,
  identityId: string,
): Promise<{ complete: boolean; answer: Session | SecondFactorChallenge }> {
  const identity = await ctx.db.query.identities.findFirst({ where: eq(identities.id, identityId) });
  const userId = identity?.userId;
  if (userId) {
    if (await hasSecondFactor(ctx, userId))
      return { complete: false, answer: await challenge(ctx, identityId, 'code', null) };
    const reason = await secondFactorRequirement(ctx, userId);
    if (reason) return { complete: false, answer: await challenge(ctx, identityId, 'setup', reason) };
  }
  return { complete: true, answer: await issueSession(ctx, identityId, sessionClientOf(req)) };
}

/** The half-done sign-in a ticket names: 401 when it is forged, expired or of another step. */
export async function ticketHolder(
  ctx: AppContext,
  ticket: string,
  step: SecondFactorStep,
): Promise<{ identityId: string; userId: string; email: string }> {
  const held = await ctx.tokens.verifyTicket(ticket);
  if (!held || held.step !== step) throw unauthorized('Your sign-in has expired; please sign in again');
  const identity = await ctx.db.query.identities.findFirst({ where: eq(identities.id, held.identityId) });
  if (!identity?.userId) throw unauthorized('Your sign-in has expired; please sign in again');
  return { identityId: identity.id, userId: identity.userId, email: identity.subject };
}
