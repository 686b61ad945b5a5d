import type pg from 'pg';

/**
 * A TaxDesk backup file: gzip of JSON lines. The first line is the header; then, per table, a
 * `{"table": ...}` line followed by one line per row (the row as `to_jsonb`, bytea as `\x…` hex),
 * and a `{"end": <table>, "rows": n}` line, so a file cut short is noticed instead of half-restored.
 * Plain JSON needs no PostgreSQL client tools of the same version (the embedded PostgreSQL ships
 * no pg_dump) and restores into any database TaxDesk's migrations made.
 */
export const BACKUP_FORMAT = 'taxdesk-backup';
export const BACKUP_VERSION = 1;

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The TaxDesk version that wrote it, and the migrations its database had (they must match on restore). */
  taxdesk: string;
  migrations: string[];
  /**
   * DATA_DIR/secrets.json's keys when TaxDesk keeps them there (the embedded default): without the
   * encryption key the stored portal passwords cannot be read, without the JWT secret every
   * session ends. Absent when they come from the environment: the operator keeps those.
   */
  secrets?: { jwtSecret?: string; encryptionKey?: string; pendingEncryptionKey?: string };
  tables: string[];
};

export type TableLine = { table: string; columns: string[] };
export type EndLine = { end: string; rows: number };

/** The migrations a database has had, by hash, in order. */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const r = await client.query<{ hash: string }>(
    `SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id`,
  );
  return r.rows.map((row) => row.hash);
}

/**
 * TaxDesk's tables (schema `public`), parents before children so rows restore with their foreign
 * keys already satisfied. The job queue (schema `pgboss`) is not data: it is made again at start.
 */
export async function tablesInOrder(client: pg.ClientBase): Promise<string[]> {
  const tables = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  const refs = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public' AND c.oid <> p.oid`,
  );
  const parents = new Map<string, Set<string>>(tables.rows.map((t) => [t.name, new Set()]));
  for (const r of refs.rows) parents.get(r.child)?.add(r.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const p of parents.get(name) ?? []) place(p, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const t of tables.rows) place(t.name, new Set());
  return ordered;
}

/** A table's columns that take values (generated ones are computed again). */
export async function writableColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const r = await client.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return r.rows.map((row) => row.name);
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
