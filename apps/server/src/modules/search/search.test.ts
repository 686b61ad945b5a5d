import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, type SearchAnswer } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';
import { inOrg } from '../../db/tenant';
import { updateOrgLicence } from '../../lib/directory';
import { markMissingRemoved, upsertRecords } from '../../lib/records/upsert';

let s: TestServer;
const ORG = 'SRCHA1';
const OTHER = 'SRCHB2';
let owner: { token: string };
let stranger: { token: string };

/** The same clients and numbers in both organisations, told apart by a suffix only the other one has. */
async function seed(orgId: string, mark: string): Promise<void> {
  await inOrg(s.ctx.db, orgId, async (tx) => {
    await upsertRecords(tx, orgId, RESOURCES.itAccount, [
      { data: { pan: 'AAAPA1111A', name: `Ramesh Traders ${mark}` } },
      { data: { pan: 'BBBPB2222B', name: `Anita Exports ${mark}` } },
    ]);
    await upsertRecords(tx, orgId, RESOURCES.itNotice, [
      {
        data: {
          headerSeqNo: `20045${mark}871`,
          documentIdentificationNumber: `ITBA/AST/S/143(2)/2024-25/1071${mark}4455(1)`,
          documentReferenceId: `ACME/${mark}/REF`,
          pan: 'AAAPA1111A',
          description: 'Notice u/s 143(2)',
        },
      },
      {
        data: {
          headerSeqNo: `20045${mark}872`,
          documentIdentificationNumber: `ITBA/AST/S/142(1)/2024-25/1071${mark}4456(1)`,
          pan: 'BBBPB2222B',
          description: 'Notice u/s 142(1)',
        },
      },
    ]);
    await upsertRecords(tx, orgId, RESOURCES.gstAccount, [
      {
        data: {
          portalUserName: `acme_gst_${mark}`,
          gstin: '27AAAPA1111A1Z5',
          lgnm: `Acme Industries ${mark}`,
        },
      },
    ]);
    await upsertRecords(tx, orgId, RESOURCES.gstNotice, [
      {
        data: {
          noticeOrderId: `ZA2711240${mark}5K`,
          portalUserName: `acme_gst_${mark}`,
          gstin: '27AAAPA1111A1Z5',
          descr: 'Show cause notice',
        },
      },
    ]);
    await upsertRecords(tx, orgId, RESOURCES.itatAppeal, [
      { data: { appealNo: `ITA 1071${mark}/MUM/2024`, pan: 'AAAPA1111A', assesseeName: 'Ramesh' } },
    ]);
  });
}

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'viewer');
  stranger = await s.memberOf(OTHER, 'owner');
  await seed(ORG, '31');
  await seed(OTHER, '97');
});
afterAll(() => s.close());

const search = (query: string, token = owner.token, orgId = ORG) =>
  s.app.inject({ method: 'GET', url: `/api/o/${orgId}/search?${query}`, headers: { authtoken: token } });

async function found(q: string, more = ''): Promise<SearchAnswer> {
  const res = await search(`q=${encodeURIComponent(q)}${more}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SearchAnswer;
}

/** `type:key` of every hit, in the answer's order. */
const hits = (answer: SearchAnswer) => answer.groups.flatMap((g) => g.hits.map((h) => `${g.type}:${h.key}`));

describe('Search everything', () => {
  it('finds clients by a fragment of a PAN, a GSTIN or a name, in any case', async () => {
    expect(hits(await found('pA1111'))).toEqual(['itAccount:AAAPA1111A', 'gstAccount:acme_gst_31']);
    expect(hits(await found('aapa1111a1z'))).toEqual(['gstAccount:acme_gst_31']);
    const byName = await found('EXPORTS');
    expect(hits(byName)).toEqual(['itAccount:BBBPB2222B']);
    expect(byName.groups[0]).toMatchObject({ label: 'PAN Accounts', area: 'it', client: true });
    expect(byName.groups[0]!.hits[0]).toMatchObject({
      title: 'Anita Exports 31',
      client: 'BBBPB2222B',
      match: { label: 'Name', value: 'Anita Exports 31' },
      path: '/it/pan/BBBPB2222B',
    });
  });

  it('finds records by a fragment in the middle of a notice number or a DIN, with the screen that opens them', async () => {
    const byNumber = await found('4531872');
    expect(hits(byNumber)).toEqual(['itNotice:2004531872']);
    expect(byNumber.groups[0]!.hits[0]).toMatchObject({
      match: { label: 'Notice no.', value: '2004531872' },
      path: '/it/proceedingnotice/2004531872',
      client: 'BBBPB2222B',
    });
    expect(hits(await found('/142(1)/2024-25/107131'))).toEqual(['itNotice:2004531872']);
    // Three characters, none a letter or digit but one: the pieces span punctuation.
    expect(hits(await found('2(1'))).toEqual(['itNotice:2004531872']);
    expect(hits(await found('%2f'))).toEqual([]);
    expect(hits(await found('_'.repeat(3)))).toEqual([]);
    // A type without a detail screen opens its list searched for the record's key (as stored: its parts URI-encoded).
    const appeal = await found('107131/mum');
    expect(appeal.groups[0]!.hits[0]).toMatchObject({
      key: 'ITA%20107131%2FMUM%2F2024',
      path: `/it/itat?q=${encodeURIComponent('ITA%20107131%2FMUM%2F2024')}`,
    });
  });

  it('groups by kind, clients first, then records by area, the exact number first', async () => {
    const answer = await found('1111a');
    expect(answer.groups.map((g) => g.type)).toEqual(['itAccount', 'gstAccount']);
    const mixed = await found('107131');
    expect(mixed.groups.map((g) => g.type)).toEqual(['itNotice', 'itatAppeal']);
    expect(mixed.groups[0]!.hits.map((h) => h.key)).toEqual(['2004531871', '2004531872']);
    const exact = await found('2004531872');
    expect(exact.groups[0]!.hits[0]!.key).toBe('2004531872');
    // GST's client comes ahead of an income-tax record: clients first, whatever their area.
    const acrossAreas = await found('ACME');
    expect(acrossAreas.groups.map((g) => [g.type, g.client])).toEqual([
      ['gstAccount', true],
      ['itNotice', false],
    ]);
    const gst = await found('za271124');
    expect(gst.groups.map((g) => [g.type, g.area, g.client])).toEqual([['gstNotice', 'gst', false]]);
  });

  it('leaves out the areas the licence does not open', async () => {
    await updateOrgLicence(s.ctx.db, ORG, { isGstActive: false });
    try {
      expect(hits(await found('aapa1111a'))).toEqual(['itAccount:AAAPA1111A']);
      expect(hits(await found('za271124'))).toEqual([]);
      const res = await search('q=za271124&type=gstNotice');
      expect(res.statusCode).toBe(403);
    } finally {
      await updateOrgLicence(s.ctx.db, ORG, { isGstActive: true });
    }
  });

  it("never finds another organisation's records, and refuses a non-member", async () => {
    for (const q of ['4597871', 'exports 97', 'acme_gst_97', '107197', 'acme/97']) {
      expect(hits(await found(q)), q).toEqual([]);
    }
    const theirs = await search('q=4597871', stranger.token, OTHER);
    expect(hits(theirs.json().data)).toEqual(['itNotice:2004597871']);
    expect((await search('q=4531871', stranger.token, ORG)).statusCode).toBe(404);
  });

  it('refuses a fragment too short to search with a clear 400, and a type it does not search', async () => {
    for (const q of ['', 'ab', '  ab  ', ' a ']) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(/at least 3 characters/);
    }
    expect((await search('')).statusCode).toBe(400);
    expect((await search(`q=${'1'.repeat(101)}`)).statusCode).toBe(400);
    const badType = await search('q=4531871&type=syncLog');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/does not find records of type syncLog/);
    expect((await search('q=4531871&per=0')).statusCode).toBe(400);
  });

  it('follows the records: a changed number, a removed record', async () => {
    await inOrg(s.ctx.db, ORG, async (tx) => {
      await upsertRecords(tx, ORG, RESOURCES.gstNotice, [
        {
          data: {
            noticeOrderId: 'ZA2711240315K',
            portalUserName: 'acme_gst_31',
            gstin: '27AAAPA1111A1Z5',
            descr: 'Show cause notice',
            applnId: 'x',
          },
        },
      ]);
      await upsertRecords(tx, ORG, RESOURCES.itAccount, [
        { data: { pan: 'AAAPA1111A', name: 'Ramesh Textiles 31' } },
      ]);
    });
    expect(hits(await found('ramesh textiles'))).toEqual(['itAccount:AAAPA1111A']);
    expect(hits(await found('ramesh traders'))).toEqual([]);
    await inOrg(s.ctx.db, ORG, (tx) => markMissingRemoved(tx, ORG, RESOURCES.gstNotice, 'acme_gst_31', []));
    expect(hits(await found('za271124'))).toEqual([]);
    // Work on a record leaves its search as it was.
    await s.ctx.pools.owner.query(
      `UPDATE records SET work_status = 'closed' WHERE org_id = $1 AND type = 'itNotice'`,
      [ORG],
    );
    expect(hits(await found('4531871'))).toEqual(['itNotice:2004531871']);
  });

  it('shows a few of a common fragment per kind with more to see, and one kind in full', async () => {
    const many = Array.from({ length: 260 }, (_, i) => ({
      data: {
        headerSeqNo: `77${String(i).padStart(4, '0')}`,
        documentIdentificationNumber: `CPC/2425/A7/77${String(i).padStart(4, '0')}`,
        pan: 'AAAPA1111A',
        description: 'Intimation',
      },
    }));
    await inOrg(s.ctx.db, ORG, (tx) => upsertRecords(tx, ORG, RESOURCES.itNotice, many));
    const some = await found('cpc/2425');
    expect(some.groups.map((g) => [g.type, g.hits.length, g.more])).toEqual([['itNotice', 5, true]]);
    const one = await found('cpc/2425/a7/770', '&type=itNotice&per=50');
    expect(one.groups[0]!.hits.length).toBe(50);
    expect(one.groups[0]!.more).toBe(true);
    // A rare fragment among them comes through the index: exactly its record.
    expect(hits(await found('a7/770259'))).toEqual(['itNotice:770259']);
    expect(hits(await found('770259', '&type=itNotice'))).toEqual(['itNotice:770259']);
  });
});
