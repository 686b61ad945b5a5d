import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { commit, upload, xlsxFile } from '../../modules/imports/imports-test-support';

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
    const [cred] = await q(`SELECT portal, secret FROM portal_credentials WHERE org_id = $1`, [ORG]);
    expect(cred.portal).toBe('gst');
    expect(s.ctx.box.decrypt(cred.secret)).toBe('Secret@1');
  });

  it('imports TAN accounts with their TRACES password and user id', async () => {
    const file = await xlsxFile([
      ['TAN', 'TRACES password', 'TRACES user id', 'Name'],
      ['PNEA04567C', 'Traces@1', 'PNEA04567C01', 'Kulkarni Steels'],
      ['MUMA1234', 'Traces@2', '', 'Bad TAN'],
    ]);
    const preview = await upload(s, token, ORG, 'tdsAccounts', file);
    expect(preview.body.data.errors).toEqual([expect.objectContaining({ rowNo: 3 })]);
    expect(preview.body.data.counts).toMatchObject({ rows: 2, valid: 1, errors: 1 });
    expect((await commit(s, token, ORG, 'tdsAccounts', preview.body.data.id)).status).toBe(400);
    expect(await q(`SELECT key FROM records WHERE org_id = $1 AND type = 'tdsAccount'`, [ORG])).toEqual([]);
    expect((await commit(s, token, ORG, 'tdsAccounts', preview.body.data.id, true)).status).toBe(200);
    const [row] = await q(`SELECT key, data FROM records WHERE org_id = $1 AND type = 'tdsAccount'`, [ORG]);
    expect(row).toMatchObject({
      key: 'PNEA04567C',
      data: expect.objectContaining({ tracesUserId: 'PNEA04567C01' }),
    });
  });
});
