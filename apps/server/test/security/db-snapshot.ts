import type pg from 'pg';

/** The public tables with an `org_id` column, read once from the catalogue (new tables join by themselves). */
export async function orgTables(owner: pg.Pool): Promise<string[]> {
  const r = await owner.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND c.column_name = 'org_id' AND t.table_type = 'BASE TABLE'
      ORDER BY 1`,
  );
  return r.rows.map((row) => row.table_name);
}

/** Every public table, for a whole-database comparison. */
export async function allTables(owner: pg.Pool): Promise<string[]> {
  const r = await owner.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  return r.rows.map((row) => row.table_name);
}

/**
 * Row count and content hash per table, of one organisation's rows or of all rows. Each row is
 * hashed whole, so any changed column, added or removed row shows — but when a credential (a
 * calendar feed's address, an API key) was last used: reading with it stamps that, and changes
 * nothing the credential guards.
 */
const ROW = `(to_jsonb(t) - 'last_fetched_at' - 'last_used_at')::text`;

export async function snapshot(
  owner: pg.Pool,
  tables: readonly string[],
  orgId?: string,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const where = orgId ? `WHERE t.org_id = $1` : '';
    const r = await owner.query<{ n: string; h: string | null }>(
      `SELECT count(*) AS n, md5(string_agg(md5(${ROW}), '' ORDER BY md5(${ROW}))) AS h FROM "${table}" t ${where}`,
      orgId ? [orgId] : [],
    );
    out[table] = `${r.rows[0]!.n}:${r.rows[0]!.h ?? '-'}`;
  }
  return out;
}
