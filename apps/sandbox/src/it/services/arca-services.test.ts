import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARCA_ID_PATTERN, PAN_PATTERN } from '@taxdesk/domain';
import { login, loginStep1, loginStep2, portalPost, testSandbox } from '../../testing';
import { sandboxItAccounts } from '../accounts';
import { sandboxArcaAccounts } from './rp-arca-accounts';

const GET = '/iec/servicesapi/auth/getEntity';
const [ca, ca2] = sandboxArcaAccounts();

let app: FastifyInstance;
let cookie: string;

async function pages(service: string, field: string, c = cookie, extra: Record<string, unknown> = {}) {
  const rows: Record<string, unknown>[] = [];
  for (let pageNo = 1; pageNo < 50; pageNo++) {
    const res = await portalPost(app, GET, service, { pageConfig: { pageNo, pageSize: 7 }, ...extra }, c);
    expect(res.statusCode).toBe(200);
    const page = res.json()[field] as Record<string, unknown>[];
    rows.push(...page);
    if (page.length < 7) break;
  }
  return rows;
}

beforeAll(async () => {
  app = await testSandbox();
  cookie = await login(app, { pan: ca!.arcaId, password: ca!.password });
});

describe('ARCA (chartered accountant) logins', () => {
  it('sign in with an ARCA user id in two steps, and refuse a wrong password', async () => {
    expect(ca!.arcaId).toMatch(ARCA_ID_PATTERN);
    const step1 = await loginStep1(app, ca2!.arcaId);
    expect(step1.json()).toMatchObject({ entity: ca2!.arcaId, entityType: 'ARCA' });
    const wrong = await loginStep2(app, step1.json(), 'not-it');
    expect(wrong.json().messages[0].code).toBe('EF00027');
    const unknown = await loginStep1(app, 'ARCA000001');
    expect(unknown.json().messages[0].code).toBe('EF00035');
  });

  it('answers the CA profile', async () => {
    const res = await portalPost(app, GET, 'arcaProfileService', {}, cookie);
    expect(res.json()).toMatchObject({
      arcaId: ca!.arcaId,
      caName: ca!.name,
      membershipNo: ca!.membershipNo,
      firmName: ca!.firmName,
    });
  });

  it('lists the worklist of clients’ assigned forms, split into for-action and for-information', async () => {
    const all = await pages('arcaWorklistService', 'worklist');
    expect(all.length).toBeGreaterThan(5);
    const itPans = new Set(sandboxItAccounts().map((a) => a.pan));
    for (const row of all) {
      expect(row.transactionNo).toMatch(/^\d{12}$/);
      expect(itPans.has(String(row.pan))).toBe(true);
      expect(String(row.pan)).toMatch(PAN_PATTERN);
    }
    const fya = await pages('arcaWorklistService', 'worklist', cookie, { worklistFlag: 'FYA' });
    const fyi = await pages('arcaWorklistService', 'worklist', cookie, { worklistFlag: 'FYI' });
    expect(fya.length + fyi.length).toBe(all.length);
    expect(fya.every((r) => ['PENDING_ACCEPTANCE', 'ACCEPTED', 'RETURNED'].includes(String(r.status)))).toBe(
      true,
    );
  });

  it('lists filed forms with their UDINs, and UDINs pending update', async () => {
    const forms = await pages('arcaFiledFormsService', 'forms');
    const udins = await pages('arcaUdinListService', 'udinList');
    expect(forms.length).toBeGreaterThan(3);
    expect(udins.map((u) => u.ackNum).sort()).toEqual(forms.map((f) => f.ackNum).sort());
    for (const u of udins) {
      if (u.udinStatus === 'UPDATED') expect(String(u.udin)).toMatch(/^\d{2}\d{6}[A-Z]{6}\d{4}$/);
      else expect(u.udin).toBeNull();
    }
    const worklist = await pages('arcaWorklistService', 'worklist');
    const filed = worklist.filter((w) => w.status === 'FILED').map((w) => w.ackNum);
    expect(filed.sort()).toEqual(forms.map((f) => f.ackNum).sort());
  });

  it('moves the workflow on as the clock passes', async () => {
    const fresh = await testSandbox();
    const c = await login(fresh, { pan: ca!.arcaId, password: ca!.password });
    const count = async (cookieHeader: string) => {
      const res = await portalPost(
        fresh,
        GET,
        'arcaFiledFormsService',
        { pageConfig: { pageSize: 100 } },
        cookieHeader,
      );
      return res.json().totalCount as number;
    };
    const before = await count(c);
    await fresh.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: 45 } });
    const c2 = await login(fresh, { pan: ca!.arcaId, password: ca!.password });
    expect(await count(c2)).toBeGreaterThan(before);
  });

  it('refuses the CA services to a taxpayer login', async () => {
    const taxpayer = await login(app, sandboxItAccounts()[0]!);
    const res = await portalPost(app, GET, 'arcaWorklistService', {}, taxpayer);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].code).toBe('EF00400');
  });
});
