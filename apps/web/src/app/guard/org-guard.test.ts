import { createMemoryHistory } from '@tanstack/react-router';
import type { OrgInfo } from '@taxdesk/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../shared/auth/session-storage';
import { clearOrgInfo } from '../../shared/org/org-info-store';
import { appScreens } from '../app-screens';
import { createAppRouter } from '../routes/app-router';

/** The guard wired into the real route tree, with the API answered here. */

const storage = new Map<string, string>();
let orgInfo: OrgInfo;
let orgInfoStatus = 200;
const requests: { url: string; token: string | null }[] = [];

beforeAll(() => {
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const token = (init.headers as Record<string, string> | undefined)?.AuthToken ?? null;
    requests.push({ url, token });
    const ok = orgInfoStatus === 200;
    const body = ok ? { success: true, data: orgInfo } : { success: false, message: 'Boom' };
    return new Response(JSON.stringify(body), {
      status: orgInfoStatus,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterAll(() => vi.unstubAllGlobals());

beforeEach(() => {
  storage.set(SESSION_KEYS.token, 'token-1');
  storage.set(SESSION_KEYS.refreshToken, 'refresh-1');
  storage.set(SESSION_KEYS.expiresAt, new Date(Date.now() + 3_600_000).toISOString());
  orgInfo = { orgId: 'DEMO01', name: 'Demo', licExpiry: 20991231, licExpiryIt: 20991231, isItActive: false };
  orgInfoStatus = 200;
  requests.length = 0;
  clearOrgInfo();
});

function router() {
  return createAppRouter(
    appScreens,
    { Frame: () => null, NotFound: () => null },
    {
      history: createMemoryHistory({ initialEntries: ['/a/test1313'] }),
      isServer: false,
      origin: 'http://localhost',
      scrollRestoration: false,
    },
  );
}

describe('organisation guard', () => {
  it('refuses an unlicensed area after the notice and goes to Home with the reason', async () => {
    const r = router();
    await r.load();
    const started = Date.now();
    await r.navigate({ to: '/DEMO01/it/proceeding' } as never);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(r.state.location.pathname).toBe('/DEMO01');
    expect(r.state.location.search).toEqual({ reason: "You don't have access" });
    expect(requests).toEqual([{ url: '/api/o/DEMO01/org/info', token: 'token-1' }]);
  });

  it('lets a licensed area through and serves the org info from the cache', async () => {
    orgInfo = { ...orgInfo, isItActive: true };
    const r = router();
    await r.load();
    await r.navigate({ to: '/DEMO01/it/proceeding' } as never);
    await r.navigate({ to: '/DEMO01/it/pan' } as never);
    expect(r.state.location.pathname).toBe('/DEMO01/it/pan');
    expect(requests).toHaveLength(1);
  });

  it('sends an expired organisation to Login with the reason', async () => {
    orgInfo = { ...orgInfo, licExpiry: 20200101 };
    const r = router();
    await r.load();
    await r.navigate({ to: '/DEMO01' } as never);
    expect(r.state.location.pathname).toBe('/login');
    expect(r.state.location.search).toEqual({ reason: 'License has expired' });
  });

  it('only logs a failed org-info fetch and goes on', async () => {
    orgInfoStatus = 500;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const r = router();
    await r.load();
    await r.navigate({ to: '/DEMO01/it/proceeding' } as never);
    expect(r.state.location.pathname).toBe('/DEMO01/it/proceeding');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('treats an organisation id that is not six letters or digits as not found', async () => {
    const r = router();
    await r.load();
    await r.navigate({ to: '/DEMO-1' } as never);
    expect(r.state.matches.some((m) => m.status === 'notFound')).toBe(true);
    expect(requests).toEqual([]);
  });
});
