import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar } from '@taxdesk/domain';
import { testSandbox } from '../testing';
import { GST_STATES } from './states';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testSandbox();
});
afterAll(() => app.close());

const search = (gstin: unknown, target = app) =>
  target.inject({
    method: 'POST',
    url: '/services/api/search/taxpayerDetails',
    payload: { gstin, captcha: '123456' },
  });

/** A GSTIN with the right check character. */
const withCheck = (first14: string) => `${first14}${gstinCheckChar(first14)}`;

describe('GST public taxpayer search', () => {
  it('answers a registered GSTIN with the portal fields', async () => {
    const res = await search('27AAPFU0939F1ZV');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ gstin: '27AAPFU0939F1ZV', ctb: 'Partnership', adadr: [] });
    for (const key of ['lgnm', 'tradeNam', 'sts', 'dty', 'rgdt', 'lstupdt', 'ctj', 'stj', 'einvoiceStatus'])
      expect(typeof body[key]).toBe('string');
    expect(body.rgdt).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(body.nba.length).toBeGreaterThan(0);
    expect(body.pradr.addr.stcd).toBe('Maharashtra');
    expect(body.pradr.addr.pncd).toMatch(/^\d{6}$/);
    expect(body.pradr.ntr).toBe(body.nba.join(', '));
  });

  it('is the same on every call and differs by seed', async () => {
    const a = (await search('24AAACR5055K2ZC')).json();
    expect((await search(' 24aaacr5055k2zc ')).json()).toEqual(a);
    const other = await testSandbox({ seed: 'another' });
    expect((await search('24AAACR5055K2ZC', other)).json()).not.toEqual(a);
    await other.close();
  });

  it('refuses a wrong check character, a malformed GSTIN and a missing one as the portal does', async () => {
    for (const gstin of ['27AAPFU0939F1ZO', '27AAPFU0939F1Z', 'not a gstin', 42, undefined]) {
      const res = await search(gstin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status_cd: '0', error: { error_cd: 'SWEB_9035' } });
    }
  });

  it('does not know a well-formed GSTIN whose registration number is 9', async () => {
    const res = await search(withCheck('27AAPFU0939F9Z'));
    expect(res.json()).toMatchObject({ error: { error_cd: 'SWEB_9035', message: 'Invalid GSTIN / UID' } });
  });

  it('makes plausible taxpayers everywhere: state, constitution, dates, deductors', async () => {
    const codes = Object.keys(GST_STATES);
    for (let i = 0; i < 60; i++) {
      const state = codes[i % codes.length]!;
      const type = 'PCFHTAGL'[i % 8]!;
      const kind = i % 10 === 0 ? 'D' : 'Z';
      const gstin = withCheck(`${state}ABC${type}K${String(1000 + i)}A1${kind}`);
      const body = (await search(gstin)).json();
      expect(body.gstin).toBe(gstin);
      expect(body.pradr.addr.stcd).toBe(GST_STATES[state]!.name);
      if (kind === 'D') expect(body.dty).toBe('Tax Deductor');
      if (body.sts === 'Cancelled') expect(body.cxdt).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      else expect(body.cxdt).toBe('');
      const day = (s: string) => s.split('/').reverse().join('');
      expect(day(body.lstupdt) >= day(body.rgdt)).toBe(true);
    }
  });

  it('throttles and fails as the sandbox faults say', async () => {
    const busy = await testSandbox({ rateLimitPerSecond: 1 });
    expect((await search('27AAPFU0939F1ZV', busy)).statusCode).toBe(200);
    const limited = await search('27AAPFU0939F1ZV', busy);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    await busy.close();
    const failing = await testSandbox({ failRate: 1 });
    expect((await search('27AAPFU0939F1ZV', failing)).statusCode).toBe(500);
    await failing.close();
  });
});

describe('GST public search with the sandbox clock and captcha', () => {
  let strict: FastifyInstance;
  beforeAll(async () => {
    strict = await testSandbox({ gstSearchCaptcha: true });
  });
  afterAll(() => strict.close());

  async function captcha(): Promise<{ cookie: string; answer: string }> {
    const image = await strict.inject({ url: '/services/captcha' });
    const cookie = [image.headers['set-cookie']].flat()[0]!.split(';')[0]!;
    const binding = cookie.split('=')[1]!;
    const { answer } = (await strict.inject({ url: `/__sandbox/captchas/latest?binding=${binding}` })).json();
    return { cookie, answer };
  }

  const strictSearch = (gstin: string, cookie: string, answer: string) =>
    strict.inject({
      method: 'POST',
      url: '/services/api/search/taxpayerDetails',
      headers: { cookie },
      payload: { gstin, captcha: answer },
    });

  it('wants the captcha it issued, once', async () => {
    const { cookie, answer } = await captcha();
    expect((await strictSearch('27AAPFU0939F1ZV', cookie, 'nope')).json().errorCode).toBe('SWEB_9000');
    expect((await strictSearch('27AAPFU0939F1ZV', cookie, answer)).json().errorCode).toBe('SWEB_9000');
    const fresh = await captcha();
    expect((await strictSearch('27AAPFU0939F1ZV', fresh.cookie, fresh.answer)).json().gstin).toBe(
      '27AAPFU0939F1ZV',
    );
  });

  it('answers the filing table of the last periods: GSTR-1 and 3B, nested as the portal does', async () => {
    let gstin = '';
    for (let i = 0; !gstin; i++) {
      const candidate = withCheck(`27AAPFU${String(2000 + i)}F1Z`);
      const details = (await search(candidate)).json();
      if (details.dty === 'Regular' && details.sts === 'Active') gstin = candidate;
    }
    const res = await strict.inject({
      method: 'POST',
      url: '/services/api/search/taxpayerReturnDetails',
      payload: { gstin, fy: '2025-2026' },
    });
    const rows = res.json().filingStatus[0] as { rtntype: string; taxp: string; dof: string; arn: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.rtntype))).toEqual(new Set(['GSTR1', 'GSTR3B']));
    for (const r of rows) expect(r.arn).toMatch(/^[A-Z]{2}[0-9]{12}[0-9A-Z]$/);
    const bad = await strict.inject({
      method: 'POST',
      url: '/services/api/search/taxpayerReturnDetails',
      payload: { gstin: '27AAPFU0939F1ZV', fy: '2026' },
    });
    expect(bad.json().error.error_cd).toBe('RET13510');
  });

  it('cancels a few active GSTINs as the clock moves', async () => {
    const gstins = Array.from({ length: 300 }, (_, i) => withCheck(`27AAPFU${String(1000 + i)}F1Z`));
    const status = async () => {
      const out: string[] = [];
      for (const g of gstins) out.push((await search(g)).json().sts);
      return out;
    };
    const before = await status();
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: 100 } });
    const after = await status();
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: -100 } });
    const cancelled = gstins.filter((_, i) => before[i] === 'Active' && after[i] === 'Cancelled');
    expect(cancelled.length).toBeGreaterThan(3);
    expect(gstins.filter((_, i) => before[i] !== 'Active' && after[i] !== before[i])).toEqual([]);
  });
});
