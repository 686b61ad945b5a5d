import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executable } from './executable';

describe('executable', () => {
  it('moves every value into one text array read as $1[n]', () => {
    const e = executable(
      sql`SELECT 1 WHERE a = ${'x'} AND b > ${5}::int AND c = ANY(${sql.param(['p', 'q'])}::text[])`,
    );
    expect(e.text).toBe('SELECT 1 WHERE a = ($1[1]) AND b > ($1[2])::int AND c = ANY(($1[3])::text[])');
    expect(e.params).toEqual(['x', '5', '{"p","q"}']);
  });

  it('quotes array items as PostgreSQL reads them back', () => {
    const e = executable(sql`${sql.param(['a"b', 'c\\d', 'e,f', null])}`);
    expect(e.params).toEqual(['{"a\\"b","c\\\\d","e,f",NULL}']);
  });

  it('keeps nulls and writes objects as JSON', () => {
    const e = executable(sql`${null} ${{ k: 1 }}`);
    expect(e.params).toEqual([null, '{"k":1}']);
  });
});
