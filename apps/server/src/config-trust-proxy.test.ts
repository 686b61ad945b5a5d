import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy, trustProxyOption } from './config';

describe('TRUST_PROXY', () => {
  it('trusts nobody unless configured', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('takes a hop count, or addresses and networks', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else at start-up', () => {
    for (const bad of ['true', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1', '1,2'])
      expect(parseTrustProxy(bad), bad).toBeNull();
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('turns a hop count into a function trusting that many hops from the server', () => {
    const trust = trustProxyOption(1);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('10.0.0.5', 0)).toBe(true);
    expect(trust('198.51.100.7', 1)).toBe(false);
  });
});
