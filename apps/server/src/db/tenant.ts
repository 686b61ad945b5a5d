import { sql } from 'drizzle-orm';
import type { Db } from './pool';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Scope = { orgId?: string | null; userId?: string | null; platform?: boolean };

/**
 * Runs `fn` in a transaction whose settings row-level security reads: the organisation, the
 * user, and (for operator work) the platform flag. Transaction-local, so a pooled connection
 * carries nothing over.
 */
export async function inScope<T>(db: Db, scope: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await applyScope(tx, scope);
    return fn(tx);
  });
}

/** Changes the scope within a running transaction. */
export async function applyScope(tx: Tx, scope: Scope): Promise<void> {
  await tx.execute(
    sql`SELECT set_config('app.org_id', ${scope.orgId ?? ''}, true),
               set_config('app.user_id', ${scope.userId ?? ''}, true),
               set_config('app.platform', ${scope.platform ? 'on' : ''}, true)`,
  );
}

export function inOrg<T>(
  db: Db,
  orgId: string,
  fn: (tx: Tx) => Promise<T>,
  userId?: string | null,
): Promise<T> {
  return inScope(db, { orgId, userId }, fn);
}
