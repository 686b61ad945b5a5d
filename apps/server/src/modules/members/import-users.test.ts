import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';

let s: TestServer;
const ORG = 'IMPU01';
let owner: { token: string; email: string };
let admin: { token: string; email: string };

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner');
  admin = await s.memberOf(ORG, 'admin');
});
afterAll(() => s.close());

const upload = (token: string, csv: string) =>
  s.app.inject({
    method: 'POST',
    url: `/api/o/${ORG}/members/import/preview`,
    headers: { authtoken: token, 'content-type': 'text/csv', 'x-file-name': 'team.csv' },
    payload: csv,
  });

describe('importing members from a spreadsheet', () => {
  it('reads the configured columns, previews row errors, then invites the good rows', async () => {
    const config = await s.app.inject({
      method: 'PUT',
      url: `/api/o/${ORG}/members/import/config`,
      headers: { authtoken: owner.token },
      payload: {
        mapping: { email: 'E-mail address', name: 'Full name', role: 'Access' },
        defaultRole: 'viewer',
      },
    });
    expect(config.statusCode).toBe(200);
    const csv = [
      'Full name,E-mail address,Access',
      'Asha,asha@firm.test,member',
      'Ravi,ravi@firm.test,',
      'Bad,not-an-email,member',
      'Who,who@firm.test,superuser',
      'Asha again,ASHA@firm.test,viewer',
      `Me,${admin.email},member`,
    ].join('\n');
    const preview = await upload(owner.token, csv);
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    expect(data.counts).toMatchObject({ rows: 6, valid: 2, errors: 4, new: 2 });
    const messages = data.errors.map((e: { rowNo: number; message: string }) => `${e.rowNo}: ${e.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^4: .*not-an-email is not an email address/),
      expect.stringMatching(/^5: .*unknown role superuser/),
      expect.stringMatching(/^6: Duplicate: Email asha@firm.test is also on row 2/),
      expect.stringMatching(/^7: .* is already a member/),
    ]);

    const refused = await s.app.inject({
      method: 'POST',
      url: `/api/o/${ORG}/members/import/${data.id}/commit`,
      headers: { authtoken: owner.token },
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    const committed = await s.app.inject({
      method: 'POST',
      url: `/api/o/${ORG}/members/import/${data.id}/commit`,
      headers: { authtoken: owner.token },
      payload: { skipErrors: true },
    });
    expect(committed.statusCode).toBe(200);
    expect(committed.json().data.counts).toMatchObject({ new: 2, skipped: 4 });
    expect(committed.json().data.emails).toEqual({ sent: 0, failed: 0, logged: 2 });
    const open = (
      await s.app.inject({ method: 'GET', url: `/api/o/${ORG}/members`, headers: { authtoken: owner.token } })
    ).json().data.invitations;
    expect(
      open.map((i: { email: string; role: string; source: string }) => [i.email, i.role, i.source]).sort(),
    ).toEqual([
      ['asha@firm.test', 'member', 'import'],
      ['ravi@firm.test', 'viewer', 'import'],
    ]);
  });

  it('is for owners and admins; admins cannot import owners; bad files are refused', async () => {
    for (const role of ['member', 'viewer'] as const) {
      const who = await s.memberOf(ORG, role);
      expect((await upload(who.token, 'E-mail address\nx@firm.test')).statusCode).toBe(403);
    }
    const owners = await upload(admin.token, 'E-mail address,Access\nnew.owner@firm.test,owner');
    expect(owners.json().data.errors[0].message).toMatch(/Only an owner/);
    expect((await upload(owner.token, 'Something else\nx')).statusCode).toBe(400);
    expect((await upload(owner.token, '')).statusCode).toBe(400);
    const dupHeaders = await s.app.inject({
      method: 'PUT',
      url: `/api/o/${ORG}/members/import/config`,
      headers: { authtoken: owner.token },
      payload: { mapping: { email: 'Email', name: 'email', role: 'Role' }, defaultRole: 'member' },
    });
    expect(dupHeaders.statusCode).toBe(400);
  });
});
