import { RESOURCES, RESOURCE_TYPES, searchFields, SEARCH_TYPES } from '@taxdesk/domain';

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * `record_search_text(type, data)`: a record's searchable values as the definitions mark them
 * (`searchText` in the domain package), and `record_search_client(type)`: whether its type is
 * searched as a client. The triggers on `records` keep `record_search` by them. A migration holds
 * the functions made here; record-search-sql.test.ts fails when the database's and the
 * definitions' disagree, so a newly marked field needs a new migration with this text and a
 * refill of `record_search` (`UPDATE record_search` from `records`, as migration 0037 fills it).
 */
export function recordSearchFunctionsSql(): string {
  const cases = RESOURCE_TYPES.flatMap((type) => {
    const fields = searchFields(RESOURCES[type]);
    if (!fields.length) return [];
    const values = fields.map((f) => `record_search_value(d -> ${literal(f.key)})`).join(', ');
    return [`WHEN ${literal(type)} THEN concat_ws(E'\\n', ${values})`];
  });
  const clients = SEARCH_TYPES.filter((t) => t.client).map((t) => literal(t.def.type));
  return `CREATE OR REPLACE FUNCTION record_search_text(record_type text, d jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(nullif(CASE record_type
    ${cases.join('\n    ')}
    END, ''))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_search_client(record_type text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT record_type IN (${clients.join(', ')})
$$;`;
}
