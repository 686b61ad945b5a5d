import { RESOURCES, RESOURCE_TYPES } from '@taxdesk/domain';

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * `record_done(type, status)`: whether a record is done by its type's rule (the definitions'
 * `done`), which the record counts keep as `closed`. A migration holds the function made here;
 * record-done.test.ts fails when the database's function and the definitions disagree, so a
 * changed rule needs a new migration with this text (and a recount of `record_counts`).
 */
export function recordDoneFunctionSql(): string {
  const cases = RESOURCE_TYPES.filter((t) => RESOURCES[t].done?.length).map(
    (t) => `WHEN ${literal(t)} THEN record_status IN (${RESOURCES[t].done!.map(literal).join(', ')})`,
  );
  return `CREATE OR REPLACE FUNCTION record_done(record_type text, record_status text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE record_type
    ${cases.join('\n    ')}
    ELSE false END) IS TRUE
$$;`;
}
