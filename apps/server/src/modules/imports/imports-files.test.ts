import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { IMPORT_LIMITS } from '../../lib/imports/limits';
import { csvFile, panAt, upload, xlsxFile } from '../../../test/imports-test-support';

/** Files that cannot be imported at all: each is refused with its reason, and nothing is kept. */
let s: TestServer;
let token: string;
const ORG = 'IMPF01';
const HEAD = ['Name', 'PAN', 'Password', 'Client No.', 'Group', 'Branch'];

beforeAll(async () => {
  s = await createTestServer();
  token = (await s.memberOf(ORG)).token;
});
afterAll(() => s.close());

async function pendingCount(): Promise<number> {
  const r = await s.ctx.pools.owner.query('SELECT count(*)::int AS n FROM imports WHERE org_id = $1', [ORG]);
  return r.rows[0].n as number;
}

describe('files the account import refuses', () => {
  it('an empty file', async () => {
    const res = await upload(s, token, ORG, 'itAccounts', Buffer.alloc(0));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/empty/i);
  });

  it('a header and nothing under it, or blank rows only', async () => {
    let res = await upload(s, token, ORG, 'itAccounts', await xlsxFile([HEAD]));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/no rows under it/);
    res = await upload(s, token, ORG, 'itAccounts', Buffer.from('\r\n,,\r\n\r\n'), 'blank.csv');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/empty/i);
  });

  it('something that is not a spreadsheet', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    let res = await upload(s, token, ORG, 'itAccounts', png, 'photo.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file is not a spreadsheet: upload an XLSX or CSV file');
    res = await upload(s, token, ORG, 'itAccounts', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'a.pdf');
    expect(res.status).toBe(400);
    // A ZIP that is not a workbook (here: a broken one).
    res = await upload(
      s,
      token,
      ORG,
      'itAccounts',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/XLSX/);
    res = await upload(
      s,
      token,
      ORG,
      'itAccounts',
      Buffer.from('d0cf11e0a1b11ae1000000000000', 'hex'),
      'old.xls',
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/\.xls/);
  });

  it('a file without a required column, or without any known header', async () => {
    let res = await upload(
      s,
      token,
      ORG,
      'itAccounts',
      await xlsxFile([
        ['Name', 'Password'],
        ['A', 'x'],
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The file has no PAN column/);
    res = await upload(
      s,
      token,
      ORG,
      'itAccounts',
      csvFile([
        ['foo', 'bar'],
        ['1', '2'],
      ]),
      'x.csv',
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/none of the expected column headers/);
    res = await upload(
      s,
      token,
      ORG,
      'itAccounts',
      csvFile([
        ['PAN', 'pan no'],
        [panAt(1), panAt(1)],
      ]),
      'x.csv',
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Two columns are headed PAN \(A and B\)/);
  });

  it('a file over the size limit, declared or not', async () => {
    const big = Buffer.alloc(IMPORT_LIMITS.maxBytes + 1, 'a');
    const res = await upload(s, token, ORG, 'itAccounts', big, 'big.csv');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file is larger than 10 MB; split it into smaller files');
    // A body whose length is not declared up front is cut off when it passes the limit.
    const chunked = await s.app.inject({
      method: 'POST',
      url: `/api/o/${ORG}/imports/itAccounts/preview`,
      headers: { authtoken: token, 'content-type': 'text/csv', 'transfer-encoding': 'chunked' },
      payload: Readable.from(
        (function* () {
          yield Buffer.from('PAN,Name\n');
          for (let i = 0; i < 11; i++) yield Buffer.alloc(1024 * 1024, 'a');
        })(),
      ),
    });
    expect(chunked.statusCode).toBe(413);
  });

  it('an XLSX over the size limit is cut off while it is being read', async () => {
    const file = Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(IMPORT_LIMITS.maxBytes)]);
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/o/${ORG}/imports/itAccounts/preview`,
      headers: {
        authtoken: token,
        'content-type': 'application/octet-stream',
        'transfer-encoding': 'chunked',
      },
      payload: Readable.from(
        (function* () {
          for (let i = 0; i < file.length; i += 65536) yield file.subarray(i, i + 65536);
        })(),
      ),
    });
    expect(res.statusCode).toBe(413);
  });

  it('an XLSX cut off or damaged', async () => {
    const rows: unknown[][] = [['PAN', 'Name']];
    for (let i = 0; i < 300; i++) rows.push([panAt(i), `Client ${i}`]);
    const file = await xlsxFile(rows);
    let res = await upload(s, token, ORG, 'itAccounts', file.subarray(0, file.length - 100));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/incomplete or damaged/);
    const damaged = Buffer.from(file);
    damaged.fill(0x41, 600, 1400);
    res = await upload(s, token, ORG, 'itAccounts', damaged);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/could not be read as an XLSX workbook/);
  });

  it('an XLSX that would unpack to too much (a zip bomb) is refused before it is parsed', async () => {
    const file = await xlsxFile([
      ['PAN', 'Name'],
      [panAt(1), 'A'],
    ]);
    // Declare one entry as 4 GB once unpacked, in the ZIP's central directory.
    const bomb = Buffer.from(file);
    const at = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0xf0000000, at + 24);
    const res = await upload(s, token, ORG, 'itAccounts', bomb);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The workbook unpacks to more than 200 MB; split it into smaller files');
  });

  it('a file over the row limit', async () => {
    const rows: unknown[][] = [HEAD];
    for (let i = 0; i <= IMPORT_LIMITS.maxRows; i++) rows.push([`Client ${i}`, panAt(i), 'pw']);
    const res = await upload(s, token, ORG, 'itAccounts', csvFile(rows), 'many.csv');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file has more than 20,000 rows; split it into smaller files');
  });

  it('keeps nothing for a refused file', async () => {
    expect(await pendingCount()).toBe(0);
  });

  it('an unknown import', async () => {
    const res = await upload(s, token, ORG, 'noSuchImport', csvFile([HEAD]));
    expect(res.status).toBe(404);
  });
});

describe('what the reader accepts', () => {
  it('CSV with a BOM, quoted commas and newlines, CRLF, headers in any case and spacing', async () => {
    const csv = Buffer.from(
      '\uFEFFclient NAME ,pan_no,PASSWORD,Unused\r\n"Shah, Mehta & Co.",abcpa0001k,"p,w""1",x\r\n"Line\nBreak",ABCPA0002K,pw2,y\r\n',
    );
    const res = await upload(s, token, ORG, 'itAccounts', csv, 'accounts.csv', 'text/csv');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.format).toBe('csv');
    expect(d.counts).toMatchObject({ rows: 2, valid: 2, errors: 0, new: 2 });
    expect(d.ignored).toEqual(['Unused']);
    expect(d.rows[0]!.values).toEqual({ name: 'Shah, Mehta & Co.', pan: 'abcpa0001k', password: '••••••' });
    expect(d.rows[1]!.values.name).toBe('Line Break');
  });

  it('a CSV sent as text/plain or as a form file', async () => {
    const csv = csvFile([
      ['PAN', 'Password'],
      [panAt(7), 'pw'],
    ]);
    let res = await upload(s, token, ORG, 'itAccounts', csv, 'a.csv', 'text/plain');
    expect(res.status).toBe(200);
    const boundary = '----taxdesk';
    const form = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}\r\n` +
          `Content-Disposition: form-data; name="file"; filename="from-form.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      csv,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const r = await s.app.inject({
      method: 'POST',
      url: `/api/o/${ORG}/imports/itAccounts/preview`,
      headers: { authtoken: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: form,
    });
    expect(r.statusCode).toBe(200);
    res = { status: r.statusCode, body: r.json() };
    expect((res.body.data as { fileName: string }).fileName).toBe('from-form.csv');
  });
});
