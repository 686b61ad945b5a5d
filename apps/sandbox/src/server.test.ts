import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxItAccounts, startSandbox } from './index';
import type { StartedSandbox } from './index';

/** Over real HTTP, the way the connector will talk to it. */
describe('startSandbox', () => {
  let sandbox: StartedSandbox;
  const accounts = sandboxItAccounts({ seed: 'http', accountCount: 8 }).filter(
    (a) => a.behaviour === 'normal',
  );

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 'http', accountCount: 8, port: 0, rateLimitPerSecond: 0 });
  });
  afterAll(() => sandbox.close());

  const post = (path: string, serviceName: string, body: object, cookie?: string) =>
    fetch(`${sandbox.portals.it}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sn: serviceName, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ serviceName, ...body }),
    });
  const form = { formName: 'FO-041_PCDNG' };
  const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

  it('listens on loopback and plays a whole login, sync and download', async () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    let downloaded = 0;
    for (const account of accounts) {
      const step1 = await json<Record<string, unknown>>(
        post('/iec/loginapi/login', 'wLoginService', { entity: account.pan }),
      );
      const step2 = await post('/iec/loginapi/login', 'loginService', {
        ...step1,
        serviceName: 'loginService',
        pass: Buffer.from(account.password).toString('base64'),
      });
      const setCookie = step2.headers.get('set-cookie')!;
      expect(setCookie).toMatch(/^AuthToken=/);
      const cookie = setCookie.split(';')[0]!;
      const list = await post(
        '/iec/returnservicesapi/auth/getEntity',
        'eProceedingsPaginatedService',
        { prcdngStatusFlag: 'FYI', pageConfig: { pageSize: 50, pageNo: 1 }, header: form },
        cookie,
      );
      expect(list.status).toBe(200);
      const [row] = (await json<{ eProceedingPaginatedRequests: { proceedingReqId: string }[] }>(list))
        .eProceedingPaginatedRequests;
      if (row) {
        const details = await post(
          '/iec/returnservicesapi/auth/getEntity',
          'eProceedingDetailsService',
          { proceedingReqId: row.proceedingReqId, pan: account.pan, header: form },
          cookie,
        );
        const [notice] = await json<{ headerSeqNo: string }[]>(details);
        const letter = await json<{ satDocId: number }>(
          post(
            '/iec/returnservicesapi/auth/saveEntity',
            'noticeletterpdf',
            { headerSeqNo: notice!.headerSeqNo, procdngReqId: row.proceedingReqId },
            cookie,
          ),
        );
        const pdf = await fetch(`${sandbox.portals.it}/iec/document/${letter.satDocId}`, {
          headers: { cookie },
        });
        expect(pdf.headers.get('content-type')).toBe('application/pdf');
        expect(
          Buffer.from(await pdf.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
        downloaded++;
      }
      const logout = await fetch(`${sandbox.portals.it}/iec/loginapi/auth/logout`, {
        method: 'POST',
        headers: { cookie },
      });
      expect(logout.status).toBe(200);
    }
    expect(downloaded).toBeGreaterThan(0);
  });

  it('plays each portal on an origin of its own, and counts the calls that reached another', async () => {
    const origins = Object.values(sandbox.portals).map((u) => new URL(u).origin);
    expect(new Set([...origins, new URL(sandbox.url).origin]).size).toBe(origins.length + 1);
    const login = (base: string) =>
      fetch(`${base}/iec/loginapi/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', sn: 'wLoginService' },
        body: JSON.stringify({ serviceName: 'wLoginService', entity: accounts[0]!.pan }),
      });
    expect((await login(sandbox.portals.it)).status).toBe(200);
    // The income-tax login asked of the GST portal, of TRACES, of the main (control) origin: not there.
    expect((await login(sandbox.portals.gstServices)).status).toBe(404);
    expect((await login(sandbox.portals.traces)).status).toBe(404);
    expect((await login(sandbox.url)).status).toBe(404);
    // The controls answer on the main origin only.
    expect((await fetch(`${sandbox.portals.it}/__sandbox/health`)).status).toBe(404);
    const misdirected = await fetch(`${sandbox.url}/__sandbox/misdirected`);
    expect(((await misdirected.json()) as { calls: Record<string, number> }).calls).toEqual({
      'gstServices POST /iec/loginapi/login': 1,
      'traces POST /iec/loginapi/login': 1,
      'main POST /iec/loginapi/login': 1,
      'it GET /__sandbox/health': 1,
    });
    const listed = await fetch(`${sandbox.url}/__sandbox/portals`);
    expect(((await listed.json()) as { portals: unknown }).portals).toEqual(sandbox.portals);
  });
});
