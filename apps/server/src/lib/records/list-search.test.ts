import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, RecordRow } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';

// Text search answers the records whose title, key, account key and section (joined by spaces, as the
// `search` column holds them) contain the text, whatever the case: checked against that rule itself,
// for text in each field, across two fields, with LIKE's wildcards, and after an account key changes.
let s: TestServer;
let token: string;

const NOTICES: [key: string, accountKey: string | null, title: string | null, section: string | null][] = [
  ['000012345', 'AAAPK1234K', 'Notice under 143(2) for AY 2024-25', '143(2)'],
  ['000012346', 'AAAPK1234K', 'Adjustment 50%_off', '154'],
  ['000022222', 'BBBPZ9876Q', 'Notice 12345 again', '148'],
  ['XYZ12', 'AAAPA1234B', 'A_B and 50% of it', '142(1)'],
  ['back\\slash', '27AAAPK1234K1Z5', null, null],
  ['000099999', null, 'No account here', '245'],
  ['CASEKEY', 'aaapk5555k', 'lower-case account', '133(6)'],
];

async function search(q: string, org = 'SRCH01'): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ q, limit: '2' });
    if (cursor) params.set('cursor', cursor);
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/o/${org}/records/itNotice?${params}`,
      headers: { authtoken: token },
    });
    expect(res.statusCode).toBe(200);
    const page = (res.json() as { data: Page<RecordRow> }).data;
    keys.push(...page.rows.map((r) => r.key));
    cursor = page.nextCursor;
  } while (cursor);
  return keys.sort();
}

/** The rule, straight from the stored rows: the lower-cased text occurs in `search`. */
async function expected(q: string, org = 'SRCH01'): Promise<string[]> {
  const r = await s.ctx.pools.owner.query<{ key: string }>(
    `SELECT key FROM records WHERE org_id = $1 AND type = 'itNotice' AND strpos(search, lower($2)) > 0 ORDER BY key`,
    [org, q.trim()],
  );
  return r.rows.map((row) => row.key).sort();
}

beforeAll(async () => {
  s = await createTestServer();
  token = (await s.memberOf('SRCH01')).token;
  await s.memberOf('SRCH02');
  const insert = (org: string, type: string, rows: typeof NOTICES) =>
    s.ctx.pools.owner.query(
      `INSERT INTO records (org_id, type, key, account_key, title, section, data, hash)
       SELECT $1, $2, k, a, t, sec, '{}', md5(k)
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) AS u(k, a, t, sec)`,
      [org, type, rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
    );
  await insert('SRCH01', 'itNotice', NOTICES);
  // The same PANs in another type and another organisation: never found by this list.
  await insert('SRCH01', 'itProceeding', [['P1', 'AAAPQ7777Q', 'Proceeding 143(2)', '143(2)']]);
  await insert('SRCH02', 'itNotice', [['000012345', 'AAAPQ7777Q', 'Notice 143(2)', '143(2)']]);
});
afterAll(() => s.close());

describe('list text search', () => {
  it.each([
    ['a PAN fragment', 'AAAPK1234'],
    ['a PAN fragment in lower case', 'aaapk1234'],
    ['a PAN inside a GSTIN', 'AAAPK1234K1'],
    ['an account key stored in lower case', 'AAAPK5555'],
    ['part of a notice number (key)', '12345'],
    ['a word of the title', 'adjustment'],
    ['a section', '143(2)'],
    ['title words with a space', 'notice under 143'],
    ['from the title into the key', 'again 000022222'],
    ['from the key into the account key', 'xyz12 aaapa'],
    ['from the account key into the section', '1234k 143(2)'],
    ['the whole joined text', 'notice 12345 again 000022222 bbbpz9876q 148'],
    ['a percent sign, as itself', '%'],
    ['an underscore, as itself', '_'],
    ['wildcards inside a word', '50%_off'],
    ['a backslash', 'back\\s'],
    ['two characters', '2)'],
    ['one character', 'k'],
    ['text no record holds', 'zzzzzz'],
    ['a PAN of another type only', 'AAAPQ7777'],
  ])('%s', async (_label, q) => {
    const want = await expected(q);
    expect(await search(q)).toEqual(want);
  });

  it('finds the records of an account key that changed, by the new key', async () => {
    await s.ctx.pools.owner.query(
      `UPDATE records SET account_key = 'CCCPM4321M' WHERE org_id = 'SRCH01' AND type = 'itNotice' AND key = '000099999'`,
    );
    expect(await search('cccpm43')).toEqual(['000099999']);
    await s.ctx.pools.owner.query(
      `UPDATE records SET account_key = 'DDDPN1111N' WHERE org_id = 'SRCH01' AND type = 'itNotice' AND key = '000099999'`,
    );
    expect(await search('cccpm43')).toEqual([]);
    expect(await search('DDDPN')).toEqual(['000099999']);
  });

  it('answers only the organisation asked', async () => {
    expect(await search('AAAPQ7777')).toEqual([]);
    expect(await expected('AAAPQ7777', 'SRCH02')).toEqual(['000012345']);
  });
});
