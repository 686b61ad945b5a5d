import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../harness';
import { operations, send, uncovered, type Operation } from './api-operations';
import { CASES, EXEMPT } from './cross-org-cases';
import { orgTables, snapshot } from './db-snapshot';
import { seedOrg, type OrgFixture } from './org-fixture';

/**
 * Tenancy on every operation of the API, generated from the server's own OpenAPI document: a
 * member of organisation A sends each request with organisation B's ids (B's organisation in the
 * path; and where the request names records, B's record ids within A's own organisation) and is
 * refused with 403 or 404, and none of B's rows in any organisation-scoped table changes.
 */
let s: TestServer;
let a: OrgFixture;
let b: OrgFixture;
let tables: string[];
let ops: Operation[];

beforeAll(async () => {
  s = await createTestServer();
  a = await seedOrg(s, 'XORGA1', 'a');
  b = await seedOrg(s, 'XORGB1', 'b');
  tables = await orgTables(s.ctx.pools.owner);
  ops = operations(s.app);
}, 120_000);
afterAll(() => s?.close());

describe('another organisation’s ids', () => {
  it('has a case for every operation of the API (or a reason it names no organisation)', () => {
    const { missing, stale } = uncovered(ops);
    expect(missing, 'add a case to cross-org-cases.ts').toEqual([]);
    expect(stale).toEqual([]);
    expect(ops.length).toBeGreaterThan(100);
    expect(Object.keys(EXEMPT).length).toBeLessThan(20);
  });

  it('refuses each one and leaves the other organisation’s data as it was', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const op of ops) {
      const testCase = CASES[op.id];
      if (!testCase) continue;
      const before = await snapshot(s.ctx.pools.owner, tables, b.orgId);
      const req = testCase.build(b);
      const allowed = testCase.crossOrg ?? [403, 404];
      const res = await send(s.app, op, req, a.token, b.orgId);
      tried++;
      if (!allowed.includes(res.statusCode))
        wrong.push(`${op.id} B's organisation: ${res.statusCode} ${res.body.slice(0, 200)}`);
      // B's record ids inside A's own organisation, where the request names any.
      if (
        op.hasOrgId &&
        !op.admin &&
        JSON.stringify(req) !== JSON.stringify(testCase.build({ ...b, ...a, orgId: b.orgId }))
      ) {
        const same = await send(s.app, op, req, a.token, a.orgId);
        tried++;
        if (!(testCase.sameOrg ?? [403, 404]).includes(same.statusCode))
          wrong.push(`${op.id} B's ids in A: ${same.statusCode} ${same.body.slice(0, 200)}`);
      }
      const after = await snapshot(s.ctx.pools.owner, tables, b.orgId);
      for (const t of tables) if (before[t] !== after[t]) wrong.push(`${op.id} changed B's ${t}`);
    }
    console.log(
      `cross-organisation requests: ${tried} over ${Object.keys(CASES).length} operations, ${Object.keys(EXEMPT).length} exempt`,
    );
    expect(wrong).toEqual([]);
    // Two requests and two snapshots per operation: about 25 s on a quiet machine, more under load.
  }, 180_000);
});
