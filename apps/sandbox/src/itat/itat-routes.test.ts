import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testSandbox } from '../testing';
import { sandboxItatAppeals } from './itat-appeals';
import { normaliseAppealNo } from './itat-routes';

let app: FastifyInstance;
const appeals = sandboxItatAppeals();
const known = appeals.filter((a) => a.filedByAnchor);

const lookup = (query: string) => app.inject({ method: 'GET', url: `/itat/api/casestatus?${query}` });

beforeAll(async () => {
  app = await testSandbox();
});

describe('ITAT case status', () => {
  it('normalises appeal numbers as people write them', () => {
    expect(normaliseAppealNo('ita no. 0123/Mum/2023')).toBe('ITA 123/MUM/2023');
    expect(normaliseAppealNo('CO 45 / DEL / 2024')).toBe('CO 45/DEL/2024');
    expect(normaliseAppealNo('1234/MUM/2023')).toBeNull();
  });

  it('finds an appeal by its number, with bench, AY, parties, hearings and status', async () => {
    expect(known.length).toBeGreaterThan(3);
    const a = known[0]!;
    const res = await lookup(`appealNo=${encodeURIComponent(a.appealNo.toLowerCase())}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('SUCCESS');
    expect(body.cases).toHaveLength(1);
    expect(body.cases[0]).toMatchObject({
      appealNo: a.appealNo,
      pan: a.pan,
      bench: a.bench,
      assessmentYear: a.ay,
    });
    expect(['Pending', 'Fixed for hearing', 'Adjourned', 'Heard', 'Disposed']).toContain(
      body.cases[0].caseStatus,
    );
    expect(body.cases[0].dateOfFiling).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('lists a PAN’s appeals, and has a mix of stages', async () => {
    const pans = [...new Set(known.map((a) => a.pan))];
    const statuses = new Set<string>();
    for (const pan of pans) {
      const body = (await lookup(`pan=${pan}`)).json();
      expect(body.cases.length).toBe(known.filter((a) => a.pan === pan).length);
      for (const c of body.cases) statuses.add(c.caseStatus);
    }
    expect(statuses.has('Disposed')).toBe(true);
    expect(statuses.size).toBeGreaterThanOrEqual(3);
  });

  it('answers no record for an unknown appeal and 400 for bad input', async () => {
    expect((await lookup('appealNo=ITA%209999/MUM/2001')).json()).toMatchObject({
      status: 'NO_RECORD',
      cases: [],
    });
    expect((await lookup('appealNo=nonsense')).statusCode).toBe(400);
    expect((await lookup('pan=ABC')).statusCode).toBe(400);
    expect((await lookup('')).statusCode).toBe(400);
  });

  it('shows appeals filed later once the clock passes their filing', async () => {
    const later = appeals.find((a) => !a.filedByAnchor);
    expect(later).toBeDefined();
    const fresh = await testSandbox();
    const q = `appealNo=${encodeURIComponent(later!.appealNo)}`;
    expect((await fresh.inject({ method: 'GET', url: `/itat/api/casestatus?${q}` })).json().status).toBe(
      'NO_RECORD',
    );
    await fresh.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: 80 } });
    expect((await fresh.inject({ method: 'GET', url: `/itat/api/casestatus?${q}` })).json().status).toBe(
      'SUCCESS',
    );
  });
});
