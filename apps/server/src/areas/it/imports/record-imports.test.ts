import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { commit, csvFile, panAt, upload, xlsxFile } from '../../../../test/imports-test-support';
import { openPortalPassword } from '../../../../test/portal-passwords';

let s: TestServer;
let token: string;
const ORG = 'IMPR01';

beforeAll(async () => {
  s = await createTestServer();
  token = (await s.memberOf(ORG)).token;
});
afterAll(() => s.close());

async function records(type: string): Promise<Record<string, Record<string, unknown>>> {
  const r = await s.ctx.pools.owner.query(
    `SELECT key, data FROM records WHERE org_id = $1 AND type = $2 ORDER BY key`,
    [ORG, type],
  );
  return Object.fromEntries(
    r.rows.map((row: { key: string; data: Record<string, unknown> }) => [row.key, row.data]),
  );
}

async function importAll(kind: string, file: Buffer, name = 'file.xlsx') {
  const preview = await upload(s, token, ORG, kind, file, name);
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  const done = await commit(s, token, ORG, kind, preview.body.data.id, true);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { preview: preview.body.data, counts: done.body.data.counts };
}

describe('ITAT appeal import', () => {
  const HEAD = [
    'Appeal No.',
    'PAN',
    'Assessee',
    'Assessment Year',
    'Bench',
    'Appeal Type',
    'Filed By',
    'Filed On',
    'Status',
    'Next Hearing',
    'Order Date',
    'Remarks',
  ];

  it('reads dates as cells or text, years, choices by label or code; flags bad ones', async () => {
    const file = await xlsxFile([
      HEAD,
      [
        'ita 1234 / mum / 2023',
        panAt(1),
        'Asha Rao',
        '2021-22',
        'Mumbai',
        'ITA',
        'Assessee',
        new Date(Date.UTC(2023, 4, 2)),
        'fixed for hearing',
        '20/01/2026',
        '',
        'Sec 68',
      ],
      [
        'ITA 77/PUN/2024',
        panAt(2),
        'Bharat',
        'AY 2020-21',
        'Pune',
        'Cross objection',
        'Revenue',
        '2024-03-15',
        'Disposed',
        '',
        '15-Apr-2025',
        '',
      ],
      [
        'ITA 78/PUN/2024',
        panAt(3),
        'Chetan',
        '2020-22',
        'Pune',
        'XYZ',
        '',
        '31/02/2024',
        'Someday',
        'soon',
        '',
        '',
      ],
      ['ITA 79/PUN/2024', panAt(4), 'Deepa', 2019, 'Pune', 'SA', '', '10/05/2024', 'Disposed', '', '', ''],
    ]);
    const preview = await upload(s, token, ORG, 'itatAppeals', file);
    const d = preview.body.data;
    expect(d.counts).toMatchObject({ rows: 4, valid: 2, errors: 2, new: 2 });
    const row4 = d.errors.filter((e) => e.rowNo === 4).map((e) => e.message);
    expect(row4).toEqual([
      'Assessment Year: "2020-22": the second year must follow the first',
      expect.stringMatching(/^Appeal Type: "XYZ" is not one of/),
      'Filed On: "31/02/2024" is not a date (use DD/MM/YYYY or YYYY-MM-DD)',
      expect.stringMatching(/^Status: "Someday" is not one of/),
      'Next Hearing: "soon" is not a date (use DD/MM/YYYY or YYYY-MM-DD)',
    ]);
    expect(d.errors.find((e) => e.rowNo === 5)?.message).toBe('A disposed appeal needs its Order Date');
    const done = await commit(s, token, ORG, 'itatAppeals', d.id, true);
    expect(done.body.data.counts).toEqual({ new: 2, updated: 0, unchanged: 0, skipped: 2 });
    const stored = await records('itatAppeal');
    expect(stored[encodeURIComponent('ITA 1234/MUM/2023')]).toEqual({
      appealNo: 'ITA 1234/MUM/2023',
      pan: panAt(1),
      assesseeName: 'Asha Rao',
      ay: '2021-22',
      bench: 'Mumbai',
      appealType: 'ITA',
      appellant: 'assessee',
      filedOn: '2023-05-02',
      status: 'fixed',
      nextHearingDate: '2026-01-20',
      remarks: 'Sec 68',
    });
    expect(stored[encodeURIComponent('ITA 77/PUN/2024')]).toMatchObject({
      ay: '2020-21',
      appealType: 'CO',
      appellant: 'department',
      status: 'disposed',
      orderDate: '2025-04-15',
    });
  });

  it('a re-import with another spelling of the number updates the same appeal', async () => {
    const { counts } = await importAll(
      'itatAppeals',
      csvFile([
        ['Appeal Number', 'PAN', 'Next hearing date'],
        ['ITA No. 1234/Mum/2023', panAt(1), '2026-02-05'],
      ]),
      'hearings.csv',
    );
    expect(counts).toEqual({ new: 0, updated: 1, unchanged: 0, skipped: 0 });
    const stored = await records('itatAppeal');
    expect(Object.keys(stored)).toHaveLength(2);
    expect(stored[encodeURIComponent('ITA 1234/MUM/2023')]).toMatchObject({
      nextHearingDate: '2026-02-05',
      status: 'fixed',
      bench: 'Mumbai',
    });
    // A new appeal with no status starts pending.
    await importAll(
      'itatAppeals',
      csvFile([
        ['Appeal No', 'PAN'],
        ['ITA 5/DEL/2025', panAt(5)],
      ]),
      'one.csv',
    );
    expect((await records('itatAppeal'))[encodeURIComponent('ITA 5/DEL/2025')]).toMatchObject({
      status: 'pending',
    });
  });

  it('the generic records list serves the imported appeals', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/records/itatAppeal?status=fixed`,
      headers: { authtoken: token },
    });
    const page = (res.json() as { data: { rows: { key: string }[] } }).data;
    expect(page.rows.map((r) => r.key)).toEqual([encodeURIComponent('ITA 1234/MUM/2023')]);
  });
});

describe('branch imports', () => {
  it('branches by code, upper-cased; a bad email or code is flagged', async () => {
    const preview = await upload(
      s,
      token,
      ORG,
      'branches',
      csvFile([
        ['Branch Code', 'Branch Name', 'City', 'Manager Email'],
        ['mum', 'Mumbai HQ', 'Mumbai', 'Head@Example.com'],
        ['PUN', 'Pune', 'Pune', ''],
        ['DEL 1', 'Delhi', 'Delhi', ''],
        ['BLR', 'Bengaluru', 'Bengaluru', 'not-an-email'],
        ['pun', 'Pune again', 'Pune', ''],
      ]),
      'branches.csv',
    );
    const d = preview.body.data;
    expect(d.errors.map((e) => [e.rowNo, e.message])).toEqual([
      [4, 'Branch Code: "DEL 1": use letters, digits, dot, dash or underscore'],
      [5, 'Manager Email: "not-an-email" is not an email address'],
      [6, 'Duplicate: Branch Code PUN is also on row 3'],
    ]);
    await commit(s, token, ORG, 'branches', d.id, true);
    expect(await records('branch')).toEqual({
      MUM: { branchCode: 'MUM', name: 'Mumbai HQ', city: 'Mumbai', managerEmail: 'head@example.com' },
      PUN: { branchCode: 'PUN', name: 'Pune', city: 'Pune' },
    });
  });

  it('maps accounts to branches by code or name; unknown accounts and branches are refused', async () => {
    await importAll(
      'itAccounts',
      csvFile([
        ['PAN', 'Password', 'Branch'],
        [panAt(1), 'a', ''],
        [panAt(2), 'b', 'OLD'],
      ]),
      'accounts.csv',
    );
    const preview = await upload(
      s,
      token,
      ORG,
      'branchMapping',
      csvFile([
        ['PAN', 'Branch'],
        [panAt(1), 'mum'],
        [panAt(2), 'Pune'],
        [panAt(3), 'MUM'],
        [panAt(1).replace('ABCP', 'ABCF'), 'Nowhere'],
      ]),
      'mapping.csv',
    );
    const d = preview.body.data;
    expect(d.counts).toMatchObject({ rows: 4, valid: 2, errors: 2, updated: 2 });
    expect(d.errors.map((e) => e.message)).toEqual([
      `No PAN account ${panAt(3)}: import the account first`,
      `No PAN account ${panAt(1).replace('ABCP', 'ABCF')}: import the account first`,
    ]);
    await commit(s, token, ORG, 'branchMapping', d.id, true);
    const accounts = await records('itAccount');
    expect(accounts[panAt(1)]).toMatchObject({ branch: 'MUM' });
    expect(accounts[panAt(2)]).toMatchObject({ branch: 'PUN' });
    expect(Object.keys(accounts)).toHaveLength(2);

    const unknown = await upload(
      s,
      token,
      ORG,
      'branchMapping',
      csvFile([
        ['PAN', 'Branch Code'],
        [panAt(1), 'XYZ'],
      ]),
    );
    expect(unknown.body.data.errors[0]?.message).toBe('No branch XYZ: import it on the Branches sheet first');
  });
});

describe('Reply account import', () => {
  it('stores Reply logins as rpAccount records, passwords encrypted under their own portal', async () => {
    const { counts } = await importAll(
      'rpAccounts',
      await xlsxFile([
        ['Name', 'PAN', 'Password', 'Branch'],
        ['R. Sharma', panAt(40), 'rp-secret', 'MUM'],
        ['K. Iyer', panAt(41), 'rp-other', ''],
      ]),
    );
    expect(counts).toEqual({ new: 2, updated: 0, unchanged: 0, skipped: 0 });
    expect(await records('rpAccount')).toEqual({
      [panAt(40)]: { rpPan: panAt(40), name: 'R. Sharma', branch: 'MUM', loginStatus: 'new' },
      [panAt(41)]: { rpPan: panAt(41), name: 'K. Iyer', loginStatus: 'new' },
    });
    const secrets = await s.ctx.pools.owner.query(
      `SELECT org_id, portal, login_id, secret FROM portal_credentials WHERE org_id = $1 AND login_id = $2`,
      [ORG, panAt(40)],
    );
    expect(secrets.rows.map((r: { portal: string }) => r.portal)).toEqual(['rp']);
    expect(openPortalPassword(s.ctx.box, secrets.rows[0])).toBe('rp-secret');
    // The same PANs are not income-tax accounts.
    const it = await records('itAccount');
    expect(it[panAt(40)]).toBeUndefined();
  });
});
