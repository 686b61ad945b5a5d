import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StateClient } from '../../areas/state/state-client';
import { TracesClient } from '../../areas/tds/traces-client';
import { PortalError } from '../sync/portal-error';
import { ForeignHostError, portalFetch, portalScope } from './portal-fetch';
import { withRateLimitTally } from './portal-pace';

/**
 * A connector never follows a redirect or a link to a host that is not its portal's: the other
 * host gets nothing (a password or session must not reach it), and the run gets a clear error.
 */
type Recorder = { url: string; hits: string[]; server: Server };

async function recorder(answer: (path: string, self: string) => { status: number; location?: string }) {
  const hits: string[] = [];
  const rec = { url: '', hits } as Recorder;
  rec.server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    const { status, location } = answer(req.url ?? '/', rec.url);
    res.writeHead(
      status,
      location ? { location, 'content-type': 'application/json' } : { 'content-type': 'application/json' },
    );
    res.end(JSON.stringify({ status: 'SUCCESS' }));
  });
  await new Promise<void>((r) => rec.server.listen(0, '127.0.0.1', r));
  rec.url = `http://127.0.0.1:${(rec.server.address() as AddressInfo).port}`;
  return rec;
}

let elsewhere: Recorder;
let portal: Recorder;

beforeAll(async () => {
  elsewhere = await recorder(() => ({ status: 200 }));
  portal = await recorder((path, self) =>
    path.startsWith('/away')
      ? { status: 302, location: `${elsewhere.url}/collect` }
      : path.startsWith('/home')
        ? { status: 302, location: `${self}/landing` }
        : { status: 200 },
  );
});
afterAll(async () => {
  for (const r of [elsewhere, portal]) await new Promise((done) => r.server.close(done));
});

describe('portalFetch', () => {
  it('follows a redirect within the portal, and refuses one to another host without calling it', async () => {
    const scope = portalScope('The test portal', portal.url);
    const home = await portalFetch(scope, `${portal.url}/home`, { follow: true, perSecond: 0 });
    expect(home.status).toBe(200);
    await home.body?.cancel();
    expect(portal.hits).toContain('GET /landing');
    await expect(portalFetch(scope, `${portal.url}/away`, { follow: true, perSecond: 0 })).rejects.toThrow(
      ForeignHostError,
    );
    await expect(portalFetch(scope, `${elsewhere.url}/direct`, { perSecond: 0 })).rejects.toThrow(
      /was asked to call http:\/\/127\.0\.0\.1:\d+, which is not one of its hosts/,
    );
    expect(elsewhere.hits).toEqual([]);
  });

  it("counts every call that reaches the portal on its run's tally, each redirect hop too, and no refused one", async () => {
    const scope = portalScope('The test portal', portal.url);
    const tally = { calls: 0, rateLimited: 0 };
    await withRateLimitTally(tally, async () => {
      const home = await portalFetch(scope, `${portal.url}/home`, { follow: true, perSecond: 0 });
      await home.body?.cancel();
      await expect(portalFetch(scope, `${elsewhere.url}/direct`, { perSecond: 0 })).rejects.toThrow(
        ForeignHostError,
      );
    });
    expect(tally).toEqual({ calls: 2, rateLimited: 0 });
  });

  it("stops a connector's sign-in that the portal redirects elsewhere: the password goes nowhere else", async () => {
    const client = new StateClient(`${portal.url}/away`, { retries: 0, sleep: async () => {} });
    const failure = await client.signIn({ loginId: 'PT1', password: 'secret' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PortalError);
    expect((failure as PortalError).message).toMatch(
      /The state portal redirected to http:\/\/127\.0\.0\.1:\d+/,
    );
    expect(elsewhere.hits).toEqual([]);
  });

  it('refuses a TRACES download link to another host', async () => {
    const client = new TracesClient({ pages: portal.url, api: portal.url }, { retries: 0 });
    const session = { tan: 'ABCD12345E', cookie: 'JSESSIONID=x', accessToken: 'a', refreshToken: 'r' };
    await expect(client.file(session, `${elsewhere.url}/app/srv/dwnld/1.zip`)).rejects.toThrow(
      /TRACES links to http:\/\/127\.0\.0\.1:\d+, which is not one of its hosts/,
    );
    expect(elsewhere.hits).toEqual([]);
  });
});
