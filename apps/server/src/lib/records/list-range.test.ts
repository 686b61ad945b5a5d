import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { rangeValueFits } from './list';

describe('range filters on lists', () => {
  it('take only what the column can be compared with', () => {
    expect(rangeValueFits('date', '2026-02-28')).toBe(true);
    expect(rangeValueFits('timestamptz', '2026-02-30')).toBe(false);
    expect(rangeValueFits('date', '-0')).toBe(false);
    expect(rangeValueFits('numeric', '-12.5')).toBe(true);
    expect(rangeValueFits('numeric', '2026-01-01')).toBe(false);
    expect(rangeValueFits('text', '2026-99-99')).toBe(true);
  });

  describe('through the API', () => {
    let s: TestServer;
    let token: string;
    beforeAll(async () => {
      s = await createTestServer();
      token = (await s.memberOf('RANGE1')).token;
    });
    afterAll(() => s.close());

    it('answers a bound of the wrong kind with 400 naming it (it failed in SQL: 500)', async () => {
      for (const [query, message] of [
        ['issuedOn.to=-0', 'issuedOn.to: -0 is not a date (YYYY-MM-DD)'],
        ['issuedOn.from=2026-13-45', 'issuedOn.from: 2026-13-45 is not a date (YYYY-MM-DD)'],
      ]) {
        const res = await s.app.inject({
          method: 'GET',
          url: `/api/o/RANGE1/records/itNotice?${query}`,
          headers: { authtoken: token },
        });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message).toBe(message);
      }
      const fine = await s.app.inject({
        method: 'GET',
        url: '/api/o/RANGE1/records/itNotice?issuedOn.from=2026-01-01&issuedOn.to=2026-12-31',
        headers: { authtoken: token },
      });
      expect(fine.statusCode).toBe(200);
    });

    it('refuses the same bound in an export before the download starts (it was cut off mid-answer)', async () => {
      for (const format of ['csv', 'xlsx']) {
        const res = await s.app.inject({
          method: 'GET',
          url: `/api/o/RANGE1/records/itNotice/export?format=${format}&issuedOn.to=2026-02-30`,
          headers: { authtoken: token },
        });
        expect(res.statusCode, format).toBe(400);
        expect(res.json().message).toBe('issuedOn.to: 2026-02-30 is not a date (YYYY-MM-DD)');
      }
    });
  });
});
