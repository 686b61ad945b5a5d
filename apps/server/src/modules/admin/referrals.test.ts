import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { adminCast, nonAdmins, type Cast } from '../../../test/admin-test-cast';

let s: TestServer;
let cast: Cast;
const REFERRER = 'REFER1';

beforeAll(async () => {
  s = await createTestServer();
  cast = await adminCast(s, REFERRER);
});
afterAll(() => s.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object, token = cast.admin) =>
  s.app.inject({ method, url, payload, headers: { authtoken: token } });

/** A new person signs up (register, then Signup), optionally with a referral code. */
async function signUp(email: string, orgName: string, referralCode?: string) {
  const reg = await s.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'long-enough-1' },
  });
  const token = reg.json().data.token;
  return s.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { authtoken: token },
    payload: { name: email.split('@')[0], orgName, ...(referralCode !== undefined ? { referralCode } : {}) },
  });
}

describe('referral tracker', () => {
  it('is for platform admins only', async () => {
    for (const [who, token] of nonAdmins(cast)) {
      expect((await call('GET', '/api/admin/referrals/codes', undefined, token)).statusCode, who).toBe(404);
      expect(
        (await call('POST', '/api/admin/referrals/codes', { ownerName: 'X' }, token)).statusCode,
        who,
      ).toBe(404);
      expect(
        (await call('PATCH', '/api/admin/referrals/codes/ABCD', { active: false }, token)).statusCode,
        who,
      ).toBe(404);
      expect((await call('GET', '/api/admin/referrals', undefined, token)).statusCode, who).toBe(404);
    }
    expect(Number((await s.ctx.pools.owner.query('SELECT count(*) n FROM referral_codes')).rows[0].n)).toBe(
      0,
    );
  });

  it('makes codes for a firm or a named referrer, and refuses bad ones', async () => {
    const firm = await call('POST', '/api/admin/referrals/codes', {
      ownerOrgId: REFERRER.toLowerCase(),
      code: 'refer-one',
    });
    expect(firm.statusCode, firm.body).toBe(200);
    expect(firm.json().data).toMatchObject({
      code: 'REFER-ONE',
      ownerOrgId: REFERRER,
      ownerName: `Org ${REFERRER}`,
      active: true,
      signups: 0,
    });
    const partner = await call('POST', '/api/admin/referrals/codes', {
      ownerName: 'ICAI Pune chapter',
      note: 'Seminar, March',
    });
    expect(partner.json().data.code).toMatch(/^[A-Z2-9]{8}$/);
    for (const [payload, status] of [
      [{ code: 'REFER-ONE', ownerName: 'Again' }, 409],
      [{ ownerOrgId: 'NOSUCH' }, 400],
      [{}, 400],
      [{ code: 'a b', ownerName: 'X' }, 400],
      [{ code: '-AB-', ownerName: 'X' }, 400],
    ] as const)
      expect(
        (await call('POST', '/api/admin/referrals/codes', payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(status);
  });

  it('records who signed up with which code, counts sign-ups per code, and refuses withdrawn codes', async () => {
    expect((await signUp('first@newfirm.example', 'First New Firm', ' refer-one ')).statusCode).toBe(200);
    expect((await signUp('second@newfirm.example', 'Second New Firm', 'REFER-ONE')).statusCode).toBe(200);
    expect((await signUp('plain@newfirm.example', 'No Code Firm')).statusCode).toBe(200);

    // An unknown code refuses the signup and makes nothing: the person can try again.
    const unknown = await signUp('third@newfirm.example', 'Third Firm', 'NOPE-CODE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'referralCode', message: 'NOPE-CODE is not a valid referral code' },
    ]);
    expect((await s.ctx.pools.owner.query(`SELECT 1 FROM orgs WHERE name = 'Third Firm'`)).rowCount).toBe(0);
    expect(
      (await s.ctx.pools.owner.query(`SELECT 1 FROM users WHERE email = 'third@newfirm.example'`)).rowCount,
    ).toBe(0);

    const codes = (await call('GET', '/api/admin/referrals/codes')).json().data;
    expect(codes.find((c: { code: string }) => c.code === 'REFER-ONE')).toMatchObject({
      signups: 2,
      signupsLast30Days: 2,
    });
    const list = (await call('GET', '/api/admin/referrals?code=refer-one')).json().data;
    expect(list.total).toBe(2);
    expect(list.rows[0]).toMatchObject({
      code: 'REFER-ONE',
      referrerOrgId: REFERRER,
      referredOrgName: 'Second New Firm',
      referredEmail: 'second@newfirm.example',
      referredOrgExists: true,
    });
    const org = (await call('GET', `/api/admin/orgs/${list.rows[0].referredOrgId}`)).json().data;
    expect(org.referredBy).toMatchObject({ code: 'REFER-ONE' });

    const off = await call('PATCH', '/api/admin/referrals/codes/refer-one', { active: false });
    expect(off.json().data).toMatchObject({ active: false, signups: 2 });
    expect((await signUp('late@newfirm.example', 'Late Firm', 'REFER-ONE')).statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/referrals/codes/NOSUCH', { active: true })).statusCode).toBe(404);
    const audit = await s.ctx.pools.owner.query(
      `SELECT action FROM admin_audit_log WHERE target = 'REFER-ONE' ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['referral.create', 'referral.update']);
  });
});
