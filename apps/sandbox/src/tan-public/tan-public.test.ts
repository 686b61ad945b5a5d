import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalPost, testSandbox } from '../testing';
import { TAN_NOT_FOUND, TAN_SERVICE } from './routes';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testSandbox();
});
afterAll(() => app.close());

const search = (tan: unknown, target = app) =>
  portalPost(target, '/iec/servicesapi/knowTanDetails', TAN_SERVICE, { tan });

describe('TAN search', () => {
  it('answers an allotted TAN with its deductor', async () => {
    const res = await search('MUMA12345B');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.messages[0]).toMatchObject({ code: 'EF00000' });
    expect(body.tanDetails).toMatchObject({
      tan: 'MUMA12345B',
      address: { city: 'Mumbai', state: 'Maharashtra' },
    });
    expect(body.tanDetails.deductorName).toMatch(/^[A-Z]/);
    expect(['Active', 'Inactive']).toContain(body.tanDetails.tanStatus);
    expect(body.tanDetails.allotmentDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(body.tanDetails.mobile).toMatch(/^\*{6}\d{4}$/);
    expect((await search(' muma12345b ')).json()).toEqual(body);
  });

  it('does not know a TAN whose number ends in 0', async () => {
    const res = await search('DELS45670K');
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0]).toMatchObject({ code: TAN_NOT_FOUND, type: 'ERROR' });
    expect(res.json().tanDetails).toBeUndefined();
  });

  it('refuses a malformed TAN and a call without the service name', async () => {
    expect((await search('MUM12345B')).statusCode).toBe(400);
    const res = await app.inject({
      method: 'POST',
      url: '/iec/servicesapi/knowTanDetails',
      payload: { tan: 'MUMA12345B' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].code).toBe('EF00400');
  });
});
