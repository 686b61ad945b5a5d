import type pg from 'pg';
import type { SecretBox } from '../lib/crypto/secret-box';
import { secondFactorAd } from '../lib/auth/second-factor';
import { portalPasswordAd } from '../lib/sync/portal-password-ad';

/** A column holding AES-GCM sealed values (`SecretBox`), walked by its table's primary key. */
type SealedColumn = {
  table: string;
  column: string;
  key: readonly { name: string; type: string }[];
  /** The associated data its values are sealed with, from the row's key (none: sealed without). */
  ad?: (key: readonly string[]) => string;
};

/** A portal login's row: passwords in it are sealed bound to its organisation, portal and login. */
const PORTAL_LOGIN_ROW = {
  table: 'portal_credentials',
  key: [
    { name: 'org_id', type: 'text' },
    { name: 'portal', type: 'text' },
    { name: 'login_id', type: 'text' },
  ],
  ad: ([orgId, portal, loginId]: readonly string[]) => portalPasswordAd(orgId!, portal!, loginId!),
} as const;

/** Every sealed column: portal passwords (and the one a portal refused), spreadsheet previews waiting to be committed, authenticator seeds. */
const SEALED_COLUMNS: readonly SealedColumn[] = [
  { ...PORTAL_LOGIN_ROW, column: 'secret' },
  // A copy of the refused `secret`: sealed the same way.
  { ...PORTAL_LOGIN_ROW, column: 'refused_secret' },
  { table: 'imports', column: 'payload', key: [{ name: 'id', type: 'uuid' }] },
  // Authenticator seeds, bound to their person.
  {
    table: 'second_factors',
    column: 'secret',
    key: [{ name: 'user_id', type: 'uuid' }],
    ad: ([userId]) => secondFactorAd(userId!),
  },
];

export type ReencryptResult = {
  /** Sealed values seen, re-encrypted, and those no known key opens (their owners must enter them again). */
  scanned: number;
  reencrypted: number;
  unreadable: { table: string; key: string[] }[];
};

/**
 * Re-encrypts every value sealed with an older key with the box's current key, row by row in
 * batches, each row its own short statement: the servers keep working throughout (they read both
 * keys). A row changed meanwhile (a password updated) is left as it is now: the update only
 * applies while the row still holds what was read.
 */
export async function reencryptAll(
  pool: pg.Pool,
  box: SecretBox,
  options: { batchSize?: number; onBatch?: (done: ReencryptResult) => void } = {},
): Promise<ReencryptResult> {
  const result: ReencryptResult = { scanned: 0, reencrypted: 0, unreadable: [] };
  const batchSize = options.batchSize ?? 200;
  for (const sealed of SEALED_COLUMNS) {
    const exists = await pool.query(`SELECT to_regclass($1) AS t`, [`public.${sealed.table}`]);
    if (!exists.rows[0].t) continue;
    const keys = sealed.key.map((k) => k.name);
    const keyList = keys.join(', ');
    const after = sealed.key.map((k, i) => `$${i + 1}::${k.type}`).join(', ');
    let cursor: string[] | null = null;
    for (;;) {
      const params: unknown[] = cursor ? [...cursor] : [];
      const where = [`${sealed.column} IS NOT NULL`];
      if (cursor) where.push(`(${keyList}) > (${after})`);
      const page = await pool.query<Record<string, string>>(
        `SELECT ${keys.map((k) => `${k}::text AS ${k}`).join(', ')}, ${sealed.column} AS sealed
         FROM ${sealed.table} WHERE ${where.join(' AND ')} ORDER BY ${keyList} LIMIT ${batchSize}`,
        params,
      );
      if (!page.rows.length) break;
      for (const row of page.rows) {
        result.scanned++;
        const value = row.sealed!;
        const keyValues = keys.map((k) => row[k]!);
        const ad = sealed.ad?.(keyValues);
        // Stale: an older key, or a password sealed before it was bound to its row.
        if (!box.isStale(value, ad)) continue;
        let plain: string;
        try {
          plain = box.decrypt(value, ad);
        } catch {
          result.unreadable.push({ table: sealed.table, key: keyValues });
          continue;
        }
        const match = sealed.key.map((k, i) => `${k.name} = $${i + 3}::${k.type}`).join(' AND ');
        const updated = await pool.query(
          `UPDATE ${sealed.table} SET ${sealed.column} = $1 WHERE ${sealed.column} = $2 AND ${match}`,
          [box.encrypt(plain, ad), value, ...keyValues],
        );
        result.reencrypted += updated.rowCount ?? 0;
      }
      cursor = keys.map((k) => page.rows[page.rows.length - 1]![k]!);
      options.onBatch?.(result);
    }
  }
  return result;
}
