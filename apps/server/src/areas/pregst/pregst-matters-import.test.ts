import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, RecordRow } from '@taxdesk/domain';
import { commit, csvFile, upload } from '../../../test/imports-test-support';
import { createTestServer, type TestServer } from '../../../test/harness';

const ORG = 'PGIM01';
let s: TestServer;
let owner: { token: string };

const HEAD = [
  'GSTIN',
  'Name',
  'Matter',
  'Law',
  'Registration No.',
  'Reference No.',
  'Subject',
  'Issued On',
  'Due Date',
  'Amount',
  'Stage',
  'Proceeding Ref.',
];
const GOOD = [
  [
    '27AAPFU0939F1ZV',
    'Uday Traders',
    'Proceeding',
    'Service tax',
    'AAPFU0939FSD001',
    'OIO/ST/11',
    'Renting of property',
    '15/04/2021',
    '',
    '2,40,000',
    'Open',
    '',
  ],
  [
    '27AAPFU0939F1ZV',
    '',
    'Notice',
    'service tax',
    '',
    'SCN/ST/11',
    'Renting of property',
    '01/04/2021',
    '01/05/2021',
    '240000',
    '',
    'OIO/ST/11',
  ],
  // A wrong check character (should be 0) is imported, not refused.
  [
    '29AAACM1234C1Z9',
    'Mehta Mills',
    'Notice',
    'Central excise',
    'AAACM1234CXM001',
    'SCN/CE/7',
    'CENVAT credit',
    '02/02/2019',
    '',
    '585000',
    '',
    '',
  ],
];
const BAD = [
  ['27AAPFU0939F1', 'Short GSTIN', 'Notice', 'VAT', '', 'VAT/1', 'x', '01/01/2018', '', '', '', ''],
  ['27AAPFU0939F1ZV', '', 'Notice', 'Income tax', '', 'IT/1', 'x', '01/01/2018', '', '', '', ''],
  ['27AAPFU0939F1ZV', '', 'Notice', 'VAT', '', 'VAT/2', 'x', '', '', '', '', ''],
  ['27AAPFU0939F1ZV', '', 'Notice', 'VAT', '', 'VAT/3', 'x', '01/01/2018', '01/12/2017', '', '', ''],
  ['27AAPFU0939F1ZV', '', 'Notice', 'VAT', '', 'VAT/4', 'x', '01/01/2018', '', 'lots', '', ''],
  ['27AAPFU0939F1ZV', '', 'Notice', 'VAT', '', 'VAT/5', 'x', '01/01/2018', '', '', '', 'NOPE/1'],
  ['27AAPFU0939F1ZV', '', 'Notice', 'service tax', '', 'SCN/ST/11', 'again', '01/04/2021', '', '', '', ''],
];

async function rows(type: string) {
  const res = await s.app.inject({
    method: 'GET',
    url: `/api/o/${ORG}/records/${type}?limit=50`,
    headers: { authtoken: owner.token },
  });
  return (res.json() as { data: Page<RecordRow> }).data.rows;
}

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner', 'imp@firm.example');
});
afterAll(() => s.close());

describe('pre-GST matters import', () => {
  it('previews bad rows with their reasons and writes nothing', async () => {
    const res = await upload(
      s,
      owner.token,
      ORG,
      'preGstMatters',
      csvFile([HEAD, ...GOOD, ...BAD]),
      'matters.csv',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.counts).toMatchObject({ rows: 10, valid: 3, errors: 7, new: 3 });
    const byRow = (n: number) =>
      res.body.data.errors
        .filter((e) => e.rowNo === n)
        .map((e) => e.message)
        .join(' | ');
    expect(byRow(5)).toContain('GSTIN must be 15');
    expect(byRow(6)).toContain('is not one of');
    expect(byRow(7)).toContain('needs the date it was issued');
    expect(byRow(8)).toContain('Due Date is before Issued On');
    expect(byRow(9)).toContain('not an amount');
    expect(byRow(10)).toContain('No vat proceeding NOPE/1');
    expect(byRow(11)).toMatch(/twice|again|duplicate|already/i);
    expect(await rows('preGstNotice')).toEqual([]);
    expect((await commit(s, owner.token, ORG, 'preGstMatters', res.body.data.id)).status).toBe(400);
  });

  it('commits the good rows: accounts with their old registrations, the notice under its proceeding', async () => {
    const res = await upload(
      s,
      owner.token,
      ORG,
      'preGstMatters',
      csvFile([HEAD, ...GOOD, ...BAD]),
      'matters.csv',
    );
    // The wrong check character is a warning on its row, not an error: the row is imported.
    expect(res.body.data.counts.errors).toBe(BAD.length);
    const warned = (res.body.data as unknown as { warnings: { rowNo: number; message: string }[] }).warnings;
    expect(warned).toEqual([
      {
        rowNo: 4,
        column: 'GSTIN',
        message: 'GSTIN: 29AAACM1234C1Z9: GSTIN check character should be 0; imported as it is',
      },
    ]);
    expect(res.body.data.rows.find((r) => r.rowNo === 4)).toMatchObject({
      action: 'new',
      errors: [],
      warnings: [warned[0]!.message],
    });
    const done = await commit(s, owner.token, ORG, 'preGstMatters', res.body.data.id, true);
    expect(done.status).toBe(200);
    expect(done.body.data.counts).toMatchObject({ new: 3, skipped: 7 });
    const accounts = await rows('preGstAccount');
    expect(accounts.map((a) => [a.data.gstin, a.data.serviceTaxRegNo ?? a.data.exciseRegNo])).toEqual([
      ['27AAPFU0939F1ZV', 'AAPFU0939FSD001'],
      ['29AAACM1234C1Z9', 'AAACM1234CXM001'],
    ]);
    // Each account's summary is counted from its matters.
    expect(
      accounts.map((a) => [a.data.openNoticeCount, a.data.openProceedingCount, a.data.disputedAmount]),
    ).toEqual([
      [1, 1, 240000],
      [1, 0, 0],
    ]);
    const [proceeding] = await rows('preGstProceeding');
    expect(proceeding!.data).toMatchObject({ stage: 'open', demandAmount: 240000, startedOn: '2021-04-15' });
    const notice = (await rows('preGstNotice')).find((n) => n.data.referenceNo === 'SCN/ST/11');
    expect(notice!.source).toBe('manual');
    expect(notice!.data).toMatchObject({
      proceedingId: proceeding!.key,
      dueDate: '2021-05-01',
      regime: 'service_tax',
    });
  });

  it('a second import of the same sheet changes nothing', async () => {
    const res = await upload(s, owner.token, ORG, 'preGstMatters', csvFile([HEAD, ...GOOD]), 'matters.csv');
    expect(res.body.data.counts).toMatchObject({ valid: 3, unchanged: 3, new: 0 });
  });
});
