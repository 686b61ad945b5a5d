import { describe, expect, it } from 'vitest';
import { mapLdc } from './traces-mapping';
import type { LdcRow } from './traces-api';

/** A lower deduction certificate's state as of the sync's day: what the dashboard counts. */
const row = (over: Partial<LdcRow>): LdcRow => ({
  certid: '700001',
  certino: 'MUMA1234567',
  finyear: '2026',
  deducteepan: 'ABCPE1234F',
  dedname: 'A DEDUCTEE',
  validfrm: '01-Apr-2026',
  validto: '31-Mar-2027',
  canceldate: '',
  seccode: '194C',
  natofpayment: 'Payment to contractors',
  rateoftds: '1',
  certilimit: '100000.00',
  amtconsume: '10000.00',
  issuedate: '01-Apr-2026',
  ...over,
});

describe('mapLdc', () => {
  it('marks an active certificate near its limit or its end, and nothing else', () => {
    const today = '2026-11-21';
    expect(mapLdc('MUMA12345B', row({}), today)).toMatchObject({ status: 'active', attention: null });
    expect(mapLdc('MUMA12345B', row({ amtconsume: '90000.00' }), today)).toMatchObject({
      attention: 'near_limit',
    });
    expect(mapLdc('MUMA12345B', row({ validto: '15-Dec-2026' }), today)).toMatchObject({
      status: 'active',
      attention: 'near_expiry',
    });
    expect(mapLdc('MUMA12345B', row({ validto: '21-Dec-2026' }), today).attention).toBe('near_expiry');
    expect(mapLdc('MUMA12345B', row({ validto: '22-Dec-2026' }), today).attention).toBeNull();
    // Lapsed or cancelled: past acting on.
    expect(
      mapLdc('MUMA12345B', row({ validto: '20-Nov-2026', amtconsume: '99000.00' }), today),
    ).toMatchObject({
      status: 'expired',
      attention: null,
    });
    expect(
      mapLdc('MUMA12345B', row({ canceldate: '01-Oct-2026', amtconsume: '99000.00' }), today),
    ).toMatchObject({ status: 'cancelled', attention: null });
  });
});
