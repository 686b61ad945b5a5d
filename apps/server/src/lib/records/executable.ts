import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';

const dialect = new PgDialect();

/** A value as node-postgres would send it, as text: arrays as PostgreSQL array literals. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const items = value.map((v) => {
      const t = asText(v);
      return t === null ? 'NULL' : `"${t.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
    });
    return `{${items.join(',')}}`;
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A statement for PL/pgSQL's `EXECUTE … USING params`: its values move into one text array, read
 * back as `($1[n])`. Every value is then text, so a statement that relied on PostgreSQL inferring a
 * parameter's type must cast it (`LIMIT ${n}::int`); text columns need nothing.
 */
export function executable(statement: SQL): { text: string; params: (string | null)[] } {
  const q = dialect.sqlToQuery(statement);
  // The server composes these statements; none holds a `$` of its own (a literal would be a value).
  const text = q.sql.replace(/\$(\d+)\b/g, (_, n: string) => `($1[${n}])`);
  return { text, params: q.params.map(asText) };
}
