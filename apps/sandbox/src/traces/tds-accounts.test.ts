import { describe, expect, it } from 'vitest';
import { checkTan } from '@taxdesk/domain';
import { login, portalPost, testSandbox } from '../testing';
import { DEFAULT_TDS_ACCOUNT_COUNT, sandboxTdsAccounts } from './tds-accounts';
import { generateTdsData } from './tds-data';

/** Generated deductors past the fixed ten: what a benchmark of hundreds of TANs signs in with. */

const COUNT = 300;
const all = sandboxTdsAccounts({ seed: 'scale', count: COUNT });
const generated = all.slice(DEFAULT_TDS_ACCOUNT_COUNT);

describe('generated TDS deductors', () => {
  it('keep the fixed ten first, unchanged, and are the same for the same seed', () => {
    expect(all.slice(0, DEFAULT_TDS_ACCOUNT_COUNT)).toEqual(sandboxTdsAccounts({ seed: 'scale' }));
    expect(sandboxTdsAccounts({ seed: 'scale', count: COUNT })).toEqual(all);
    expect(sandboxTdsAccounts({ seed: 'other', count: COUNT })[20]).not.toEqual(all[20]);
    expect(sandboxTdsAccounts({ seed: 'scale', count: 100 })).toEqual(all.slice(0, 100));
    // The fixed set's behaviours do not depend on the count.
    expect(all.slice(0, DEFAULT_TDS_ACCOUNT_COUNT).map((a) => a.behaviour)).toEqual(
      sandboxTdsAccounts({ seed: 'scale' }).map((a) => a.behaviour),
    );
  });

  it('have valid, distinct TANs, none failing on purpose', () => {
    for (const a of generated) {
      expect(checkTan(a.tan)).toEqual({ ok: true, value: a.tan });
      expect(a.behaviour).toBe('normal');
      expect(a.efilingPassword).not.toBe(a.password);
    }
    expect(new Set(all.map((a) => a.tan)).size).toBe(COUNT);
  });

  it('hold statements, deductees, challans, demands and certificates like the fixed ones', () => {
    const seen = new Set<string>();
    for (const a of generated) {
      const data = generateTdsData('scale', a);
      for (const always of ['deductees', 'statements', 'challans'] as const)
        expect(data[always].length, `${a.tan} ${always}`).toBeGreaterThan(0);
      for (const [kind, rows] of Object.entries(data)) if (rows.length > 0) seen.add(kind);
    }
    expect([...seen].sort()).toEqual(['challans', 'deductees', 'demands', 'ldcs', 'statements']);
  });

  it('sign in to e-filing with the TAN on a sandbox started with the count, and list their filed statements', async () => {
    const deductor = generated[200]!;
    const app = await testSandbox({ seed: 'scale', tdsAccountCount: COUNT });
    try {
      const cookie = await login(app, { pan: deductor.tan, password: deductor.efilingPassword });
      const forms = await portalPost(
        app,
        '/iec/servicesapi/auth/saveEntity',
        'viewFiledForms',
        {
          entityNum: deductor.tan,
          formTypeCd: 'F26Q',
          currentPage: '1',
          pageSize: '5',
          filterParameterDetails: [],
        },
        cookie,
      );
      const list = (forms.json() as { forms: Record<string, unknown>[] }).forms;
      expect(list.length).toBeGreaterThan(0);
      expect(list[0]).toMatchObject({ entityNum: deductor.tan });
    } finally {
      await app.close();
    }
    const without = await testSandbox({ seed: 'scale' });
    try {
      await expect(login(without, { pan: deductor.tan, password: deductor.efilingPassword })).rejects.toThrow(
        /login failed/,
      );
    } finally {
      await without.close();
    }
  });
});
