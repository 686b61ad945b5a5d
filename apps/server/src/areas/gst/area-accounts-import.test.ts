import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { commit, upload, xlsxFile } from '../../../test/imports-test-support';
import { openPortalPassword } from '../../../test/portal-passwords';

/** GST and TAN accounts from a spreadsheet: logins stored encrypted, bad rows named, nothing half-written. */
const ORG = 'ACCIMP';
let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await createTestServer();
  token = (await s.memberOf(ORG, 'owner')).token;
});

afterAll(() => s?.close());

const q = async (text: string, params: unknown[]) => (await s.ctx.pools.owner.query(text, params)).rows;

describe('area account imports', () => {
  it('imports GST logins with their main GSTIN, refusing a bad username or GSTIN by row', async () => {
    const file = await xlsxFile([
      ['Username', 'Password', 'GSTIN', 'Name', 'Client No.', 'Group'],
      ['Rao.Traders', 'Secret@1', '27AAPFU0939F1ZV', 'Rao Traders', 'G-1', 'Traders'],
      ['x', 'Secret@2', '27AAACR5055K1Z7', 'Too short', '', ''],
      ['mehta_gst', 'Secret@3', '99XYZ', 'Bad GSTIN', '', ''],
      ['newlogin', '', '24AAACR5055K2ZC', 'No password', '', ''],
    ]);
    const preview = await upload(s, token, ORG, 'gstAccounts', file);
    expect(preview.status).toBe(200);
    expect(preview.body.data.counts).toMatchObject({ rows: 4, valid: 1, errors: 3 });
    const committed = await commit(s, token, ORG, 'gstAccounts', preview.body.data.id, true);
    expect(committed.status).toBe(200);
    const rows = await q(`SELECT key, data FROM records WHERE org_id = $1 AND type = 'gstAccount'`, [ORG]);
    expect(rows).toEqual([
      {
        key: 'rao.traders',
        data: expect.objectContaining({ gstin: '27AAPFU0939F1ZV', lgnm: 'Rao Traders' }),
      },
    ]);
    const [cred] = await q(
      `SELECT org_id, portal, login_id, secret FROM portal_credentials WHERE org_id = $1`,
      [ORG],
    );
    expect(cred.portal).toBe('gst');
    expect(openPortalPassword(s.ctx.box, cred)).toBe('Secret@1');
  });

  it('previews the stored password and a guess alike: a member cannot test guesses through an import', async () => {
    const sheet = (password: string) =>
      xlsxFile([
        ['Username', 'Password', 'GSTIN', 'Name'],
        ['oracle.test', password, '27AAACR5055K1Z7', 'Oracle Test'],
      ]);
    const first = await upload(s, token, ORG, 'gstAccounts', await sheet('Stored@1'));
    expect((await commit(s, token, ORG, 'gstAccounts', first.body.data.id)).status).toBe(200);

    const member = (await s.memberOf(ORG, 'member')).token;
    const shown = async (password: string) => {
      const res = await upload(s, member, ORG, 'gstAccounts', await sheet(password));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // Its own id and expiry aside, everything the preview says.
      const {
        id: _id,
        expiresAt: _expires,
        ...rest
      } = res.body.data as typeof res.body.data & { expiresAt?: string };
      return { message: res.body.message, ...rest };
    };
    const right = await shown('Stored@1');
    const guess = await shown('Guess@99');
    expect(right).toEqual(guess);
    expect(right.counts).toMatchObject({ rows: 1, updated: 1, unchanged: 0 });
    expect(JSON.stringify(right)).not.toContain('Stored@1');
  });

  it('imports TAN accounts with their TRACES and e-filing passwords and user id', async () => {
    const file = await xlsxFile([
      ['TAN', 'TRACES password', 'e-filing password', 'TRACES user id', 'Name'],
      ['PNEA04567C', 'Traces@1', 'Efiling@1', 'PNEA04567C01', 'Kulkarni Steels'],
      ['MUMA1234', 'Traces@2', 'Efiling@2', '', 'Bad TAN'],
    ]);
    const preview = await upload(s, token, ORG, 'tdsAccounts', file);
    expect(preview.body.data.errors).toEqual([expect.objectContaining({ rowNo: 3 })]);
    expect(preview.body.data.counts).toMatchObject({ rows: 2, valid: 1, errors: 1 });
    // Neither password is echoed back in the preview.
    const shown = JSON.stringify(preview.body.data.rows);
    expect(shown).not.toContain('Traces@1');
    expect(shown).not.toContain('Efiling@1');
    expect((await commit(s, token, ORG, 'tdsAccounts', preview.body.data.id)).status).toBe(400);
    expect(await q(`SELECT key FROM records WHERE org_id = $1 AND type = 'tdsAccount'`, [ORG])).toEqual([]);
    expect(
      await q(`SELECT 1 FROM portal_credentials WHERE org_id = $1 AND portal IN ('traces', 'tds')`, [ORG]),
    ).toEqual([]);
    expect((await commit(s, token, ORG, 'tdsAccounts', preview.body.data.id, true)).status).toBe(200);
    const [row] = await q(`SELECT key, data FROM records WHERE org_id = $1 AND type = 'tdsAccount'`, [ORG]);
    expect(row).toMatchObject({
      key: 'PNEA04567C',
      data: expect.objectContaining({ tracesUserId: 'PNEA04567C01' }),
    });
    expect(JSON.stringify(row.data)).not.toMatch(/Traces@1|Efiling@1/);
    const creds = async () =>
      Object.fromEntries(
        (
          await q(
            `SELECT org_id, portal, login_id, secret FROM portal_credentials WHERE org_id = $1 AND portal IN ('traces', 'tds')`,
            [ORG],
          )
        ).map((c) => [c.portal, { loginId: c.login_id, password: openPortalPassword(s.ctx.box, c) }]),
      );
    expect(await creds()).toEqual({
      traces: { loginId: 'PNEA04567C', password: 'Traces@1' },
      tds: { loginId: 'PNEA04567C', password: 'Efiling@1' },
    });
    const [stored] = await q(`SELECT secret FROM portal_credentials WHERE org_id = $1 AND portal = 'tds'`, [
      ORG,
    ]);
    expect(stored.secret).not.toContain('Efiling@1');

    // A later sheet with only a new e-filing password: an update that changes that one alone and
    // lifts its login block.
    await s.ctx.pools.owner.query(
      `UPDATE portal_credentials SET blocked_reason = 'Wrong password' WHERE org_id = $1 AND portal = 'tds'`,
      [ORG],
    );
    const again = await upload(
      s,
      token,
      ORG,
      'tdsAccounts',
      await xlsxFile([
        ['TAN', 'e-filing password'],
        ['PNEA04567C', 'Efiling@2'],
      ]),
    );
    expect(again.body.data.counts).toMatchObject({ rows: 1, valid: 1, updated: 1 });
    expect((await commit(s, token, ORG, 'tdsAccounts', again.body.data.id)).status).toBe(200);
    expect(await creds()).toEqual({
      traces: { loginId: 'PNEA04567C', password: 'Traces@1' },
      tds: { loginId: 'PNEA04567C', password: 'Efiling@2' },
    });
    expect(
      await q(`SELECT portal FROM portal_credentials WHERE org_id = $1 AND blocked_reason IS NOT NULL`, [
        ORG,
      ]),
    ).toEqual([]);

    // The same passwords again: the preview cannot tell (it never compares a password with the
    // stored one, or any member could test guesses), so the row is an update, not "unchanged".
    const same = await upload(
      s,
      token,
      ORG,
      'tdsAccounts',
      await xlsxFile([
        ['TAN', 'TRACES password', 'e-filing password'],
        ['PNEA04567C', 'Traces@1', 'Efiling@2'],
      ]),
    );
    expect(same.body.data.counts).toMatchObject({ rows: 1, unchanged: 0, updated: 1 });
  });

  it("the TAN accounts' template names both passwords and reads back", async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/imports/tdsAccounts/template`,
      headers: { authtoken: token },
    });
    expect(res.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const head = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(head).toEqual(expect.arrayContaining(['TAN', 'TRACES password', 'e-filing password']));
    const up = await upload(s, token, ORG, 'tdsAccounts', res.rawPayload);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data.errors[0]?.message).toMatch(/example row/);
  });
});
