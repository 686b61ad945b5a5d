import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../test/harness';
import {
  commit,
  csvFile,
  panAt,
  upload,
  xlsxFile,
  type PreviewData,
} from '../../../../test/imports-test-support';
import { openPortalPassword } from '../../../../test/portal-passwords';

let s: TestServer;
let owner: string;
let viewer: string;
let stranger: string;
const ORG = 'IMPA01';
const OTHER = 'IMPA02';
const HEAD = ['Name', 'PAN', 'Password', 'Client No.', 'Group', 'Branch'];

beforeAll(async () => {
  s = await createTestServer();
  owner = (await s.memberOf(ORG)).token;
  viewer = (await s.memberOf(ORG, 'viewer')).token;
  stranger = (await s.memberOf(OTHER)).token;
});
afterAll(() => s.close());

async function accounts(orgId = ORG): Promise<Record<string, Record<string, unknown>>> {
  const r = await s.ctx.pools.owner.query(
    `SELECT key, data FROM records WHERE org_id = $1 AND type = 'itAccount' ORDER BY key`,
    [orgId],
  );
  return Object.fromEntries(
    r.rows.map((row: { key: string; data: Record<string, unknown> }) => [row.key, row.data]),
  );
}

async function passwords(orgId = ORG): Promise<Record<string, string>> {
  const r = await s.ctx.pools.owner.query(
    `SELECT org_id, portal, login_id, secret, blocked_reason FROM portal_credentials WHERE org_id = $1 AND portal = 'it'`,
    [orgId],
  );
  return Object.fromEntries(
    r.rows.map((row: Parameters<typeof openPortalPassword>[1]) => [
      row.login_id,
      openPortalPassword(s.ctx.box, row),
    ]),
  );
}

async function importLog(): Promise<
  { status: string; file_name: string; created_by: string; counts: unknown }[]
> {
  const r = await s.ctx.pools.owner.query(
    `SELECT status, file_name, created_by, committed_by, counts, payload FROM imports WHERE org_id = $1 ORDER BY created_at`,
    [ORG],
  );
  return r.rows;
}

describe('IT account import', () => {
  let first: PreviewData;

  it('previews a good file: counts, rows, nothing written yet', async () => {
    const file = await xlsxFile([
      HEAD,
      ['Asha Rao', panAt(1), 'pw-one', 'C-1', 'Individuals', 'MUM'],
      ['Bharat Steel Pvt Ltd', panAt(2).replace('ABCP', 'ABCC'), 'pw-two', 'C-2', 'Corporate', 'PUN'],
      [],
      ['Chetan Shah', panAt(3).toLowerCase(), 'pw-three', 42, null, null],
    ]);
    const res = await upload(s, owner, ORG, 'itAccounts', file, 'clients.xlsx');
    expect(res.status).toBe(200);
    first = res.body.data;
    expect(first.format).toBe('xlsx');
    expect(first.counts).toEqual({ rows: 3, valid: 3, errors: 0, new: 3, updated: 0, unchanged: 0 });
    expect(first.rows.map((r) => [r.rowNo, r.action])).toEqual([
      [2, 'new'],
      [3, 'new'],
      [5, 'new'],
    ]);
    expect(first.rows[0]!.values.password).toBe('••••••');
    expect(JSON.stringify(first)).not.toContain('pw-one');
    expect(await accounts()).toEqual({});
    const [pending] = await importLog();
    expect(pending).toMatchObject({ status: 'pending', file_name: 'clients.xlsx' });
    // The rows wait sealed: no password in the clear in the database.
    expect(JSON.stringify(pending)).not.toContain('pw-one');
  });

  it('another organisation cannot commit (or even find) the preview', async () => {
    let res = await commit(s, stranger, OTHER, 'itAccounts', first.id);
    expect(res.status).toBe(404);
    res = await commit(s, stranger, ORG, 'itAccounts', first.id);
    expect(res.status).toBe(404);
    expect(await accounts()).toEqual({});
    expect(await accounts(OTHER)).toEqual({});
  });

  it('a viewer can neither preview nor commit', async () => {
    const res = await upload(
      s,
      viewer,
      ORG,
      'itAccounts',
      csvFile([
        ['PAN', 'Password'],
        [panAt(9), 'x'],
      ]),
    );
    expect(res.status).toBe(403);
    const c = await commit(s, viewer, ORG, 'itAccounts', first.id);
    expect(c.status).toBe(403);
    expect(await accounts()).toEqual({});
  });

  it('commits: accounts with their details, passwords encrypted, the import logged', async () => {
    const res = await commit(s, owner, ORG, 'itAccounts', first.id);
    expect(res.status).toBe(200);
    expect(res.body.data.counts).toEqual({ new: 3, updated: 0, unchanged: 0, skipped: 0 });
    expect(res.body.message).toMatch(/3 new/);
    const stored = await accounts();
    expect(Object.keys(stored)).toEqual([panAt(1), panAt(3), panAt(2).replace('ABCP', 'ABCC')].sort());
    expect(stored[panAt(1)]).toMatchObject({
      pan: panAt(1),
      name: 'Asha Rao',
      clientNo: 'C-1',
      group: 'Individuals',
      branch: 'MUM',
      loginStatus: 'new',
    });
    expect(stored[panAt(3)]).toMatchObject({ clientNo: '42', name: 'Chetan Shah' });
    expect(await passwords()).toMatchObject({ [panAt(1)]: 'pw-one', [panAt(3)]: 'pw-three' });
    const raw = await s.ctx.pools.owner.query(`SELECT secret FROM portal_credentials WHERE org_id = $1`, [
      ORG,
    ]);
    expect(raw.rows.every((r: { secret: string }) => !r.secret.includes('pw-'))).toBe(true);
    const log = await importLog();
    expect(log[0]).toMatchObject({ status: 'committed', payload: null });
    expect(log[0]!.counts).toMatchObject({ rows: 3, new: 3 });
    // The accounts list shows them.
    const list = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/records/itAccount`,
      headers: { authtoken: owner },
    });
    expect((list.json() as { data: { total: number } }).data.total).toBe(3);
  });

  it('a preview commits once', async () => {
    const res = await commit(s, owner, ORG, 'itAccounts', first.id);
    expect(res.status).toBe(409);
  });

  it('re-import updates by PAN, never duplicates; blank cells keep what is stored', async () => {
    const file = csvFile([
      ['PAN', 'Name', 'Password', 'Group'],
      [panAt(1), 'Asha Rao', '', 'HNI'], // group changed, password blank: kept
      [panAt(3), 'Chetan Shah', '', ''], // nothing changed
      [panAt(4), 'Deepa Iyer', 'pw-four', ''], // new
    ]);
    const res = await upload(s, owner, ORG, 'itAccounts', file, 'again.csv');
    expect(res.body.data.counts).toEqual({ rows: 3, valid: 3, errors: 0, new: 1, updated: 1, unchanged: 1 });
    const c = await commit(s, owner, ORG, 'itAccounts', res.body.data.id);
    expect(c.body.data.counts).toEqual({ new: 1, updated: 1, unchanged: 1, skipped: 0 });
    const stored = await accounts();
    expect(Object.keys(stored)).toHaveLength(4);
    expect(stored[panAt(1)]).toMatchObject({ group: 'HNI', clientNo: 'C-1', branch: 'MUM' });
    expect((await passwords())[panAt(1)]).toBe('pw-one');
  });

  it('a preview never tells whether a given password is the stored one', async () => {
    const answer = async (password: string) => {
      const res = await upload(
        s,
        owner,
        ORG,
        'itAccounts',
        csvFile([
          ['PAN', 'Name', 'Password'],
          [panAt(3), 'Chetan Shah', password],
        ]),
        'guess.csv',
      );
      return { counts: res.body.data.counts, rows: res.body.data.rows };
    };
    // pw-three is stored for this PAN; a wrong guess must read exactly the same.
    const right = await answer('pw-three');
    const wrong = await answer('a-wrong-guess');
    expect(right).toEqual(wrong);
    expect(right.counts).toMatchObject({ updated: 1, unchanged: 0 });
  });

  it('a new password replaces the stored one and unblocks the login', async () => {
    await s.ctx.pools.owner.query(
      `UPDATE portal_credentials SET blocked_reason = 'Wrong password' WHERE org_id = $1 AND login_id = $2`,
      [ORG, panAt(1)],
    );
    const res = await upload(
      s,
      owner,
      ORG,
      'itAccounts',
      csvFile([
        ['PAN', 'Password'],
        [panAt(1), 'pw-new'],
      ]),
      'new-password.csv',
    );
    expect(res.body.data.counts).toMatchObject({ updated: 1, new: 0 });
    await commit(s, owner, ORG, 'itAccounts', res.body.data.id);
    expect((await passwords())[panAt(1)]).toBe('pw-new');
    const r = await s.ctx.pools.owner.query(
      `SELECT blocked_reason FROM portal_credentials WHERE org_id = $1 AND login_id = $2`,
      [ORG, panAt(1)],
    );
    expect(r.rows[0].blocked_reason).toBeNull();
    expect((await accounts())[panAt(1)]).toMatchObject({ loginStatus: 'new' });
  });

  it('shows each bad row with its reason: malformed PAN, duplicate, missing values, example row', async () => {
    const file = await xlsxFile([
      HEAD,
      ['Good', panAt(20), 'pw', '', '', ''],
      ['Bad PAN', 'ABCP1234K', 'pw', '', '', ''],
      ['Zero PAN', 'ABCPA0000K', 'pw', '', '', ''],
      ['Again', panAt(20), 'pw', '', '', ''],
      ['No PAN', '', 'pw', '', '', ''],
      ['New, no password', panAt(21), '', '', '', ''],
      ['Example Client (delete this row)', 'ABCPE1234F', 'Example@123', 'C-001', 'Corporate', 'MUM'],
      ['Long', panAt(22), 'pw', 'x'.repeat(60), '', ''],
    ]);
    const res = await upload(s, owner, ORG, 'itAccounts', file, 'with-errors.xlsx');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.counts).toEqual({ rows: 8, valid: 1, errors: 7, new: 1, updated: 0, unchanged: 0 });
    const byRow = Object.fromEntries(d.errors.map((e) => [e.rowNo, e.message]));
    expect(byRow[3]).toBe('PAN: ABCP1234K: PAN must be 5 letters, 4 digits and a letter');
    expect(byRow[4]).toMatch(/0000/);
    expect(byRow[5]).toBe(`Duplicate: PAN ${panAt(20)} is also on row 2`);
    expect(byRow[6]).toBe('PAN is empty');
    expect(byRow[7]).toBe(`Password is required for a new account (${panAt(21)})`);
    expect(byRow[8]).toMatch(/example row/);
    expect(byRow[9]).toBe('Client No.: is longer than 50 characters');
    expect(d.rows.find((r) => r.rowNo === 3)).toMatchObject({
      action: 'error',
      values: { pan: 'ABCP1234K' },
    });

    // Refused as a whole unless asked to skip the bad rows...
    const refused = await commit(s, owner, ORG, 'itAccounts', d.id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/7 row\(s\) have errors/);
    expect(Object.keys(await accounts())).toHaveLength(4);
    // ...then only the good row goes in.
    const c = await commit(s, owner, ORG, 'itAccounts', d.id, true);
    expect(c.body.data.counts).toEqual({ new: 1, updated: 0, unchanged: 0, skipped: 7 });
    expect(Object.keys(await accounts())).toHaveLength(5);
  });

  it('an expired preview cannot be committed', async () => {
    const res = await upload(
      s,
      owner,
      ORG,
      'itAccounts',
      csvFile([
        ['PAN', 'Password'],
        [panAt(30), 'x'],
      ]),
    );
    await s.ctx.pools.owner.query(
      `UPDATE imports SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [res.body.data.id],
    );
    const c = await commit(s, owner, ORG, 'itAccounts', res.body.data.id);
    expect(c.status).toBe(410);
    expect(c.body.message).toMatch(/expired/);
  });

  it('a discarded preview is gone; ids that are not imports are not found', async () => {
    const res = await upload(
      s,
      owner,
      ORG,
      'itAccounts',
      csvFile([
        ['PAN', 'Password'],
        [panAt(31), 'x'],
      ]),
    );
    const del = await s.app.inject({
      method: 'DELETE',
      url: `/api/o/${ORG}/imports/itAccounts/${res.body.data.id}`,
      headers: { authtoken: owner },
    });
    expect(del.statusCode).toBe(200);
    expect((await commit(s, owner, ORG, 'itAccounts', res.body.data.id)).status).toBe(404);
    expect((await commit(s, owner, ORG, 'itAccounts', 'not-a-uuid')).status).toBe(404);
    // An import of one kind is not committed as another.
    const again = await upload(
      s,
      owner,
      ORG,
      'itAccounts',
      csvFile([
        ['PAN', 'Password'],
        [panAt(31), 'x'],
      ]),
    );
    expect((await commit(s, owner, ORG, 'rpAccounts', again.body.data.id)).status).toBe(404);
  });

  it('the log lists committed imports: who, when, file, counts', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/imports/itAccounts/log`,
      headers: { authtoken: viewer },
    });
    const log = (res.json() as { data: { fileName: string; committedBy: string; counts: { new: number } }[] })
      .data;
    expect(log.map((l) => l.fileName)).toEqual([
      'with-errors.xlsx',
      'new-password.csv',
      'again.csv',
      'clients.xlsx',
    ]);
    expect(log.every((l) => l.committedBy.endsWith('@example.com'))).toBe(true);
  });
});

describe('templates', () => {
  it('the template has the headers, an example row and notes; the sample needs the sandbox', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/imports/itAccounts/template`,
      headers: { authtoken: viewer },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('taxdesk-it-accounts-template.xlsx');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Accounts');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEAD);
    expect(sheet.getRow(2).getCell(2).value).toBe('ABCPE1234F');
    expect(book.worksheets[1]!.name).toBe('Notes');
    // The template uploaded as it is: its example row is refused, nothing else to import.
    const up = await upload(s, owner, ORG, 'itAccounts', res.rawPayload);
    expect(up.body.data.counts).toMatchObject({ rows: 1, errors: 1 });
    const sample = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/imports/itAccounts/sample`,
      headers: { authtoken: owner },
    });
    expect(sample.statusCode).toBe(404);
    const spec = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/imports/itAccounts/spec`,
      headers: { authtoken: owner },
    });
    expect((spec.json() as { data: { sample: boolean } }).data.sample).toBe(false);
  });

  it('every import has a template whose headers it reads back', async () => {
    for (const kind of ['itAccounts', 'itatAppeals', 'branches', 'branchMapping', 'rpAccounts']) {
      const res = await s.app.inject({
        method: 'GET',
        url: `/api/o/${ORG}/imports/${kind}/template`,
        headers: { authtoken: owner },
      });
      expect(res.statusCode, kind).toBe(200);
      const up = await upload(s, owner, ORG, kind, res.rawPayload);
      expect(up.status, kind).toBe(200);
      expect(up.body.data.errors[0]?.message, kind).toMatch(/example row/);
    }
  });
});
