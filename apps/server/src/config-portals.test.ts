import { describe, expect, it } from 'vitest';
import { PORTAL_HOSTS, PORTAL_SETTINGS, portalEnv, productionPortals, usesSandbox } from './config-portals';
import { loadConfig } from './config';

/** Which start plays the portals with the sandbox, and what a production start needs. */
describe('portal settings', () => {
  it('plays the portals with the sandbox only when none is set and not in production', () => {
    expect(usesSandbox(loadConfig({}), 'development')).toBe(true);
    expect(usesSandbox(loadConfig({}), 'production')).toBe(false);
    expect(usesSandbox(loadConfig({ IT_PORTAL_URL: 'https://it.example' }), 'development')).toBe(false);
  });

  it('gives every portal host its real default, and each setting its own host', () => {
    const urls = productionPortals(loadConfig({ STATE_PORTAL_URL: 'https://state.example/' }));
    expect(urls.it).toBe('https://eportal.incometax.gov.in');
    expect(urls.gstServices).toBe('https://services.gst.gov.in');
    expect(urls.gstReturn).toBe('https://return.gst.gov.in');
    expect(urls.gstPayment).toBe('https://payment.gst.gov.in');
    expect(urls.traces).toBe('https://traces61.tdscpc.gov.in');
    expect(urls.state).toBe('https://state.example');
    // Setting the income-tax portal moves it alone: no other portal follows it there.
    const it = productionPortals(
      loadConfig({ IT_PORTAL_URL: 'https://recorder.example', STATE_PORTAL_URL: 'https://state.example' }),
    );
    const others = PORTAL_HOSTS.filter((h) => h !== 'it').map((h) => it[h]);
    expect(it.it).toBe('https://recorder.example');
    expect(others.filter((u) => u.includes('recorder.example'))).toEqual([]);
  });

  it('stops a production start that leaves a portal without an address, naming the variable', () => {
    expect(() => productionPortals(loadConfig({ IT_PORTAL_URL: 'https://it.example' }))).toThrow(
      /STATE_PORTAL_URL is not set: it is the address of the state tax portal/,
    );
  });

  it('hands every setting to a server process started with these portals', () => {
    const env = portalEnv(productionPortals(loadConfig({ STATE_PORTAL_URL: 'https://state.example' })));
    expect(Object.keys(env).sort()).toEqual(PORTAL_HOSTS.map((h) => PORTAL_SETTINGS[h].env).sort());
    expect(productionPortals(loadConfig(env))).toEqual(productionPortals(loadConfig(env)));
  });
});
