import { sql } from 'drizzle-orm';
import type { SignInRequest } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import type { Pools } from '../../db/pool';
import type { Tx } from '../../db/tenant';
import { conflict, notFound } from '../http/errors';
import type { SignInChallenge, SignInState } from './connector';

/** How long a question waits for a person before its run ends as failed (it can be retried). */
export const SIGN_IN_WAIT_MINUTES = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parks a question: the run waits, the queue screen shows it. */
export async function createSignInRequest(
  ctx: AppContext,
  tx: Tx,
  input: {
    orgId: string;
    portal: string;
    accountKey: string;
    runId: string;
    batchId?: string;
    challenge: SignInChallenge;
    state: SignInState;
    attempts: number;
  },
): Promise<string> {
  const { challenge } = input;
  const expires = new Date(ctx.now().getTime() + SIGN_IN_WAIT_MINUTES * 60_000);
  const r = await tx.execute<{ id: string }>(sql`
    INSERT INTO sign_in_requests (org_id, portal, account_key, run_id, batch_id, kind, image, mime_type, prompt,
                                  state, attempts, status, created_at, expires_at)
    VALUES (${input.orgId}, ${input.portal}, ${input.accountKey}, ${input.runId}::uuid, ${input.batchId ?? null},
            ${challenge.kind}, ${challenge.kind === 'captcha' ? challenge.image : null},
            ${challenge.kind === 'captcha' ? challenge.mimeType : null},
            ${challenge.kind === 'otp' ? challenge.prompt : null},
            ${ctx.box.encrypt(JSON.stringify(input.state))}, ${input.attempts}, 'waiting',
            ${ctx.now().toISOString()}::timestamptz, ${expires.toISOString()}::timestamptz)
    RETURNING id`);
  return r.rows[0]!.id;
}

/** Every question of the organisation still waiting, oldest first. */
export async function waitingRequests(tx: Tx, orgId: string, now: Date): Promise<SignInRequest[]> {
  const r = await tx.execute<{
    id: string;
    portal: string;
    account_key: string;
    account_name: string | null;
    kind: 'captcha' | 'otp';
    prompt: string | null;
    attempts: number;
    created_at: Date;
    expires_at: Date;
  }>(sql`
    SELECT q.id, q.portal, q.account_key, a.title AS account_name, q.kind, q.prompt, q.attempts, q.created_at, q.expires_at
    FROM sign_in_requests q
    LEFT JOIN sync_batches b ON b.id = q.batch_id
    LEFT JOIN records a ON a.org_id = q.org_id AND a.type = b.account_type AND a.key = q.account_key
    WHERE q.org_id = ${orgId} AND q.status = 'waiting' AND q.expires_at > ${now.toISOString()}::timestamptz
    ORDER BY q.created_at, q.id`);
  return r.rows.map((row) => ({
    id: row.id,
    portal: row.portal,
    accountKey: row.account_key,
    accountName: row.account_name,
    kind: row.kind,
    prompt: row.prompt,
    imagePath: row.kind === 'captcha' ? `/o/${orgId}/sign-in-queue/${row.id}/image` : null,
    attempts: row.attempts,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  }));
}

export async function requestImage(
  tx: Tx,
  orgId: string,
  id: string,
): Promise<{ image: Buffer; mimeType: string }> {
  if (!UUID.test(id)) throw notFound('No such sign-in');
  const r = await tx.execute<{ image: Buffer | null; mime_type: string | null }>(
    sql`SELECT image, mime_type FROM sign_in_requests WHERE org_id = ${orgId} AND id = ${id}`,
  );
  const row = r.rows[0];
  if (!row?.image) throw notFound('No such captcha');
  return { image: row.image, mimeType: row.mime_type ?? 'image/png' };
}

/**
 * Takes a person's answer: the request leaves the queue and its run is queued again, to continue
 * in the same portal session. Answers the run for the caller to queue its job.
 */
export async function answerRequest(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  id: string,
  answer: string,
  by: string,
): Promise<{ runId: string; portal: string; accountKey: string }> {
  if (!UUID.test(id)) throw notFound('No such sign-in');
  const r = await tx.execute<{
    status: string;
    expires_at: Date;
    run_id: string;
    portal: string;
    account_key: string;
  }>(
    sql`SELECT status, expires_at, run_id, portal, account_key FROM sign_in_requests
        WHERE org_id = ${orgId} AND id = ${id} FOR UPDATE`,
  );
  const row = r.rows[0];
  if (!row) throw notFound('No such sign-in');
  if (row.status !== 'waiting' || new Date(row.expires_at) <= ctx.now())
    throw conflict('This sign-in is no longer waiting: it was answered, expired or cancelled');
  await tx.execute(sql`
    UPDATE sign_in_requests SET status = 'answered', answer = ${ctx.box.encrypt(answer)}, answered_by = ${by},
           answered_at = ${ctx.now().toISOString()}::timestamptz
    WHERE id = ${id}`);
  return { runId: row.run_id, portal: row.portal, accountKey: row.account_key };
}

/** The answered question a resumed run continues from, taken (marked done) so it is used once. */
export async function takeAnswer(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  runId: string,
): Promise<{ state: SignInState; answer: string; attempts: number } | null> {
  const r = await tx.execute<{ id: string; state: string; answer: string; attempts: number }>(sql`
    SELECT id, state, answer, attempts FROM sign_in_requests
    WHERE org_id = ${orgId} AND run_id = ${runId}::uuid AND status = 'answered'
    ORDER BY answered_at DESC LIMIT 1 FOR UPDATE`);
  const row = r.rows[0];
  if (!row) return null;
  await tx.execute(sql`UPDATE sign_in_requests SET status = 'done' WHERE id = ${row.id}`);
  return {
    state: JSON.parse(ctx.box.decrypt(row.state)) as SignInState,
    answer: ctx.box.decrypt(row.answer),
    attempts: row.attempts,
  };
}

/** A cancelled batch's questions leave the queue. */
export async function cancelBatchRequests(tx: Tx, orgId: string, batchId: string): Promise<string[]> {
  const r = await tx.execute<{ run_id: string }>(sql`
    UPDATE sign_in_requests SET status = 'cancelled'
    WHERE org_id = ${orgId} AND batch_id = ${batchId}::uuid AND status = 'waiting' RETURNING run_id`);
  return r.rows.map((row) => row.run_id);
}

/** Questions nobody answered in time, every organisation's (the owner connection): marked expired. */
export async function expireRequests(
  pools: Pools,
  now: Date,
): Promise<{ orgId: string; runId: string; portal: string; accountKey: string }[]> {
  const r = await pools.owner.query<{ org_id: string; run_id: string; portal: string; account_key: string }>(
    `UPDATE sign_in_requests SET status = 'expired'
     WHERE status = 'waiting' AND expires_at <= $1 RETURNING org_id, run_id, portal, account_key`,
    [now.toISOString()],
  );
  return r.rows.map((row) => ({
    orgId: row.org_id,
    runId: row.run_id,
    portal: row.portal,
    accountKey: row.account_key,
  }));
}
