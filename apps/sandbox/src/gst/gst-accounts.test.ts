import { describe, expect, it } from 'vitest';
import { checkGstin, checkPan } from '@taxdesk/domain';
import { testSandbox } from '../testing';
import { DEFAULT_GST_ACCOUNT_COUNT, sandboxGstAccounts } from './gst-accounts';
import { GstPortal } from './gst-portal-state';
import { GstTestClient } from './gst-testing';

/** Generated GST logins past the fixed twelve: what a benchmark of hundreds of clients signs in with. */

const COUNT = 300;
const all = sandboxGstAccounts({ seed: 'scale', count: COUNT });
const generated = all.slice(DEFAULT_GST_ACCOUNT_COUNT);

describe('generated GST logins', () => {
  it('keep the fixed twelve first, unchanged, and are the same for the same seed', () => {
    expect(all.slice(0, DEFAULT_GST_ACCOUNT_COUNT)).toEqual(sandboxGstAccounts({ seed: 'scale' }));
    expect(sandboxGstAccounts({ seed: 'scale', count: COUNT })).toEqual(all);
    expect(sandboxGstAccounts({ seed: 'other', count: COUNT })[20]).not.toEqual(all[20]);
    // A bigger count keeps a smaller one's logins.
    expect(sandboxGstAccounts({ seed: 'scale', count: 100 })).toEqual(all.slice(0, 100));
  });

  it('have valid GSTINs (check character included) of one valid PAN each, all distinct, none failing on purpose', () => {
    for (const a of generated) {
      const pan = a.gstins[0]!.slice(2, 12);
      expect(checkPan(pan)).toEqual({ ok: true, value: pan });
      for (const g of a.gstins) {
        expect(checkGstin(g)).toEqual({ ok: true, value: g });
        expect(g.slice(2, 12)).toBe(pan);
      }
      expect(a.behaviour).toBe('normal');
    }
    const gstins = all.flatMap((a) => a.gstins);
    expect(new Set(gstins).size).toBe(gstins.length);
    expect(new Set(all.map((a) => a.username.toLowerCase())).size).toBe(COUNT);
    expect(new Set(all.map((a) => a.gstins[0]!.slice(2, 12))).size).toBe(COUNT);
    expect(generated.some((a) => a.gstins.length > 1)).toBe(true);
  });

  it('hold records of every kind the fixed logins hold, built per GSTIN', () => {
    const portal = new GstPortal('scale', COUNT);
    const kinds = [
      'filings',
      'challans',
      'ledger',
      'demands',
      'tdsCredits',
      'bankAccounts',
      'notices',
      'caseTasks',
      'applications',
    ] as const;
    const seen = new Set<string>();
    for (const a of generated) {
      for (const g of a.gstins) {
        const data = portal.data(g);
        expect(data.account).toBe(portal.ownerOf(g));
        // Every GSTIN files returns, pays and gets notices; the rest come to some of them.
        for (const always of ['filings', 'challans', 'ledger', 'notices', 'bankAccounts'] as const)
          expect(data[always].length, `${g} ${always}`).toBeGreaterThan(0);
        for (const kind of kinds) if (data[kind].length > 0) seen.add(kind);
      }
    }
    expect([...seen].sort()).toEqual([...kinds].sort());
  });

  it('sign in on a sandbox started with the count, and not on one without it', async () => {
    const login = generated[40]!;
    const signIn = async (gstAccountCount?: number) => {
      const app = await testSandbox({ seed: 'scale', gstAccountCount });
      try {
        const client = new GstTestClient(app);
        const answer = await client.authenticate(login.username, login.password, await client.captcha());
        if (answer.json().message !== 'auth') return answer.json();
        return (await client.get('/services/api/ustatus', null)).json().gstin;
      } finally {
        await app.close();
      }
    };
    expect(await signIn(COUNT)).toBe(login.gstins[0]);
    expect(await signIn()).toMatchObject({ errorCode: 'AUTH_9002' });
  });
});
