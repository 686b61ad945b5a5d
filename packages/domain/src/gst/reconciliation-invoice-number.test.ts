import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseInvoiceNumber as norm } from './reconciliation-invoice-number';

describe('normaliseInvoiceNumber', () => {
  it.each([
    ['INV/007/2025-26', 'INV7'],
    ['inv 7', 'INV7'],
    ['INV-0007', 'INV7'],
    ['2025-26/INV/7', 'INV7'],
    ['FY24-25/INV-7', 'INV7'],
    ['INV-7/FY24-25', 'INV7'],
    ['INV 7 FY 2024-25', 'INV7'],
    ['INV/7/25-26', 'INV7'],
    ['FY2425-INV7', 'INV7'],
    ['A/01/002', 'A12'],
    ['000123', '123'],
    ['2024/0012', '202412'],
    ['0', '0'],
    ['  ', ''],
  ])('%s → %s', (raw, key) => expect(norm(raw)).toBe(key));

  it('keeps what is not a financial year: pairs before GST, years that do not follow, the whole number', () => {
    expect(norm('INV/10-11')).toBe('INV1011');
    expect(norm('INV/25-27')).toBe('INV2527');
    expect(norm('25-26')).not.toBe('');
    expect(norm('2025-26')).toBe(norm('2025/26'));
    expect(norm('202526')).toBe('202526');
  });

  it('tells different invoices apart', () => {
    expect(norm('INV-17')).not.toBe(norm('INV-71'));
    expect(norm('A-1')).not.toBe(norm('B-1'));
  });

  const invoiceNumber = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 /\-_.]{0,20}$/);
  const separators = fc.constantFrom('/', '-', ' ', '_', '.', '\\', ' / ');

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (s) => norm(norm(s)) === norm(s)));
    fc.assert(fc.property(invoiceNumber, (s) => norm(norm(s)) === norm(s)));
  });

  it('does not care about case or surrounding spaces', () => {
    fc.assert(
      fc.property(invoiceNumber, (s) => {
        const key = norm(s);
        return norm(s.toLowerCase()) === key && norm(s.toUpperCase()) === key && norm(`  ${s}\t`) === key;
      }),
    );
  });

  it('does not care which separator is written', () => {
    fc.assert(
      fc.property(invoiceNumber, separators, (s, sep) => norm(s.replace(/[ /\-_.]+/g, sep)) === norm(s)),
    );
  });

  it('does not care about leading zeros of the number', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z]{1,4}$/),
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 0, max: 4 }),
        (prefix, n, zeros) => norm(`${prefix}/${'0'.repeat(zeros)}${n}`) === norm(`${prefix}${n}`),
      ),
    );
  });

  it('does not care about a financial year written before or after', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z]{1,4}[0-9]{1,5}$/),
        fc.integer({ min: 2017, max: 2040 }),
        fc.constantFrom('before', 'after'),
        fc.constantFrom('long', 'short', 'fy'),
        (n, start, where, style) => {
          const next = String((start + 1) % 100).padStart(2, '0');
          const fy =
            style === 'long'
              ? `${start}-${next}`
              : style === 'short'
                ? `${start % 100}-${next}`
                : `FY${start % 100}-${next}`;
          return norm(where === 'before' ? `${fy}/${n}` : `${n}/${fy}`) === norm(n);
        },
      ),
    );
  });
});
