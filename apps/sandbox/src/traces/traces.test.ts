import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSandbox } from '../testing';
import { sandboxTdsAccounts } from './tds-accounts';

const accounts = sandboxTdsAccounts();
const normal = accounts[0]!;
const locked = accounts.find((a) => a.behaviour === 'locked')!;

async function captcha(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/loginservice/api/auth/generateCaptcha' });
  const { id, image } = res.json() as { id: string; image: string };
  expect(Buffer.from(image, 'base64').subarray(1, 4).toString()).toBe('PNG');
  const latest = await app.inject({ url: `/__sandbox/captchas/latest?binding=traces:${id}` });
  return { id, answer: (latest.json() as { answer: string }).answer };
}

async function login(app: FastifyInstance, tan: string, password: string, wrongCaptcha = false) {
  const { id, answer } = await captcha(app);
  return app.inject({
    method: 'POST',
    url: '/loginservice/api/auth/login',
    payload: {
      userId: tan,
      userType: 'Deductor',
      subUserPanId: '',
      password,
      captcha: wrongCaptcha ? '000000' : answer,
      captchaId: id,
    },
  });
}

/** Signs in, bridges and loads the dashboard: a warm legacy session's cookie. */
async function legacySession(app: FastifyInstance, tan = normal.tan, password = normal.password) {
  const { authTokenDto } = (await login(app, tan, password)).json() as {
    authTokenDto: { accessToken: string; refreshToken: string };
  };
  const bridge = await app.inject({
    url: '/app/preauthV2.xhtml',
    headers: { authorization: `Bearer ${authTokenDto.accessToken}`, refreshtoken: authTokenDto.refreshToken },
  });
  expect(bridge.statusCode).toBe(302);
  const cookie = String(bridge.headers['set-cookie']).split(';')[0]!;
  const early = await app.inject({
    method: 'GET',
    url: '/app/srv/GetReqListServlet?reqtype=0',
    headers: { cookie },
  });
  expect(early.statusCode, 'servlets answer 410 before a page has loaded').toBe(410);
  const dashboard = await app.inject({ url: '/app/ded/dashboard.xhtml', headers: { cookie } });
  expect(dashboard.body).toContain(`(${normal.tan === tan ? normal.userId : ''}`);
  return cookie;
}

const form = (cookie: string) => ({ cookie, 'content-type': 'application/x-www-form-urlencoded' });

describe('TRACES sandbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testSandbox();
  });
  afterAll(() => app.close());

  it('refuses a wrong captcha with CPT401 and a wrong password with attempts left', async () => {
    const badCaptcha = await login(app, normal.tan, normal.password, true);
    expect(badCaptcha.statusCode).toBe(403);
    expect(badCaptcha.json()).toMatchObject({ isAuthenticated: false, errorCode: 'CPT401' });
    const badPassword = await login(app, normal.tan, 'nope');
    expect(badPassword.json()).toMatchObject({ errorCode: 'AUTH401' });
    expect((await login(app, locked.tan, locked.password)).json()).toMatchObject({ errorCode: 'AUTH423' });
  });

  it('lists statements with masked tokens, defaults, certificates, challans and verifies PANs', async () => {
    const cookie = await legacySession(app);
    const stmt = await app.inject({
      method: 'POST',
      url: '/app/ded/srv/DedStmtStatusServlet?financialYear=2025&quarter=3&formType=26Q&reqType=1',
      headers: form(cookie),
      payload: '_search=false&rows=100&page=1&sidx=&sord=asc',
    });
    const rows = (stmt.json() as { rows: { tokenno: string; status: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.tokenno).toMatch(/^\d{4}X{7}\d{4}$/);
    const demand = await app.inject({ url: '/app/ded/srv/TagChallanServlet?reqtype=0', headers: { cookie } });
    expect(demand.json()).toHaveProperty('rows');
    const empty = await app.inject({
      method: 'POST',
      url: '/app/ded/srv/ChlnStatusServlet?reqtype=0&sdate=01-Jan-2001&edate=31-Jan-2001&cstatus=',
      headers: form(cookie),
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'No Challans Found' });
    const challans = await app.inject({
      method: 'POST',
      url: '/app/ded/srv/ChlnStatusServlet?reqtype=0&sdate=01-Apr-2024&edate=31-Mar-2027',
      headers: form(cookie),
      payload: 'rows=2000&page=1',
    });
    expect((challans.json() as { rows: unknown[] }).rows.length).toBeGreaterThan(5);
    const pan = await app.inject({
      method: 'POST',
      url: '/app/ded/panverify.xhtml',
      headers: form(cookie),
      payload: 'pannumber=ZZZPZ9999Z&frmType1=26Q&clickGo1=Go&pandetailsForm1_SUBMIT=1',
    });
    expect(pan.body).toContain('<span id="status">NOT FOUND</span>');
    expect(pan.body).not.toContain('id="name"');
  });

  it('serves a requested Form 16A once available, as a ZIP opened with the TAN', async () => {
    const cookie = await legacySession(app);
    const none = await app.inject({
      method: 'POST',
      url: '/app/ded/download16a.xhtml',
      headers: form(cookie),
      payload: 'dwnldFormBulkType=14&bulkfinYr=2010&bulkquarter=3&bulkformType=26Q&bulkGo=Go',
    });
    expect(none.body).toContain('No statement available');
    let reqNo = '';
    for (const q of [3, 4, 5, 6]) {
      const res = await app.inject({
        method: 'POST',
        url: '/app/ded/download16a.xhtml',
        headers: form(cookie),
        payload: `dwnldFormBulkType=14&bulkfinYr=2025&bulkquarter=${q}&bulkformType=26Q&bulkGo=Go`,
      });
      reqNo = /Request Number is (\d+)/.exec(res.body)?.[1] ?? '';
      if (reqNo) break;
    }
    expect(reqNo).toMatch(/^\d{9}$/);
    const list = async () =>
      (
        (
          await app.inject({
            url: '/app/srv/GetReqListServlet?reqtype=0&rows=10&page=1',
            headers: { cookie },
          })
        ).json() as {
          rows: { reqNo: string; status: string; dntype: string }[];
        }
      ).rows.find((r) => r.reqNo === reqNo)!;
    expect(await list()).toMatchObject({ status: 'Submitted', dntype: 'Bulk Form 16A File' });
    const early = await app.inject({
      method: 'POST',
      url: '/app/srv/DownloadServlet',
      headers: form(cookie),
      payload: `reqNo=${reqNo}`,
    });
    expect(early.statusCode).toBe(400);
    // Ten minutes at a time, with a call between: the legacy session idles out after fifteen.
    for (const minutes of [10, 10, 5]) {
      await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceMinutes: minutes } });
      await list();
    }
    expect((await list()).status).toBe('Available');
    const link = await app.inject({
      method: 'POST',
      url: '/app/srv/DownloadServlet',
      headers: form(cookie),
      payload: `reqNo=${reqNo}`,
    });
    const url = new URL((link.json() as { success: string }).success);
    const zip = await app.inject({ url: url.pathname, headers: { cookie } });
    expect(zip.headers['content-type']).toBe('application/zip');
    const dir = mkdtempSync(join(tmpdir(), 'traces-zip-'));
    writeFileSync(join(dir, 'f.zip'), zip.rawPayload);
    execFileSync('unzip', ['-q', '-P', normal.tan, 'f.zip'], { cwd: dir });
    const pdfs = readdirSync(dir).filter((n) => n.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(0);
    expect(pdfs[0]).toMatch(/^[A-Z]{5}\d{4}[A-Z]_26Q_2025-26_Q\d\.pdf$/);
  });

  it('locks a TAN after five wrong passwords, and plays gateway errors and throttling', async () => {
    const victim = accounts.find((a) => a.behaviour === 'normal' && a !== normal)!;
    for (let i = 0; i < 4; i++)
      expect((await login(app, victim.tan, 'nope')).json()).toMatchObject({ errorCode: 'AUTH401' });
    expect((await login(app, victim.tan, 'nope')).json()).toMatchObject({ errorCode: 'AUTH423' });
    expect((await login(app, victim.tan, victim.password)).json()).toMatchObject({ errorCode: 'AUTH423' });
    await app.inject({ method: 'POST', url: `/__sandbox/traces/accounts/${victim.tan}/unlock` });
    expect((await login(app, victim.tan, victim.password)).json()).toMatchObject({ isAuthenticated: true });

    await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { failRate: 1 } });
    const failed = await app.inject({ url: '/loginservice/api/auth/generateCaptcha' });
    expect([500, 502]).toContain(failed.statusCode);
    await app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { failRate: 0, rateLimitPerSecond: 1 },
    });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await app.inject({ url: '/loginservice/api/auth/generateCaptcha' })).statusCode);
    await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { rateLimitPerSecond: 0 } });
    expect(codes).toContain(429);
  });

  it('answers 410 once the legacy session has idled out', async () => {
    const cookie = await legacySession(app);
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceMinutes: 16 } });
    const res = await app.inject({ url: '/app/srv/GetReqListServlet?reqtype=0', headers: { cookie } });
    expect(res.statusCode).toBe(410);
  });
});
