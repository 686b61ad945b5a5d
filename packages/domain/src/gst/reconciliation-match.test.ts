import { describe, expect, it } from 'vitest';
import type { Gstr2bDocument } from './gstr2b-document';
import { markKey, reconcile, type BooksInvoice } from './reconciliation-match';
import { summariseBySupplier } from './reconciliation-summary';

const ACME = '27AAACA1234A1Z5';
const BETA = '29AABCB5678B1Z3';

function twoB(number: string, over: Partial<Gstr2bDocument> = {}): Gstr2bDocument {
  return {
    gstin: '27AAECT9999C1Z1',
    period: '2025-08',
    section: 'b2b',
    supplierGstin: ACME,
    supplierName: 'Acme Traders',
    docType: 'invoice',
    number,
    date: '2025-08-03',
    taxableValue: 10_000,
    igst: 0,
    cgst: 900,
    sgst: 900,
    cess: 0,
    itcAvailable: true,
    reason: null,
    reverseCharge: false,
    imsStatus: null,
    ...over,
  };
}

function books(number: string, over: Partial<BooksInvoice> = {}): BooksInvoice {
  return {
    supplierGstin: ACME,
    supplierName: 'ACME TRADERS PVT LTD',
    number,
    date: '2025-08-03',
    taxableValue: 10_000,
    igst: 0,
    cgst: 900,
    sgst: 900,
    cess: 0,
    ...over,
  };
}

describe('reconcile', () => {
  it('matches the same invoice written differently on each side', () => {
    const [line] = reconcile([books('inv 0088 / 2025-26')], [twoB('INV-88')], { tolerance: 0 });
    expect(line).toMatchObject({
      outcome: 'matched',
      numberKey: 'INV88',
      supplierName: 'Acme Traders',
      taxDifference: 0,
    });
  });

  it('says the amount differs past the tolerance, and matches within it', () => {
    const b = [books('INV-88', { cgst: 905, sgst: 905 })];
    expect(reconcile(b, [twoB('INV-88')], { tolerance: 1 })[0]).toMatchObject({
      outcome: 'amount_differs',
      taxDifference: -10,
    });
    expect(reconcile(b, [twoB('INV-88')], { tolerance: 5 })[0]!.outcome).toBe('matched');
    // Exactly on the tolerance still matches (₹0.50 rounding either way).
    expect(
      reconcile([books('INV-88', { taxableValue: 10_000.5 })], [twoB('INV-88')], { tolerance: 0.5 })[0]!
        .outcome,
    ).toBe('matched');
  });

  it('counts tax booked under the wrong head as an amount difference, whatever the total', () => {
    const [line] = reconcile([books('INV-88', { igst: 1800, cgst: 0, sgst: 0 })], [twoB('INV-88')], {
      tolerance: 1,
    });
    expect(line).toMatchObject({ outcome: 'amount_differs', taxDifference: 0 });
  });

  it('says the date differs when the figures agree', () => {
    const [line] = reconcile([books('INV-88', { date: '2025-08-04' })], [twoB('INV-88')], { tolerance: 0 });
    expect(line!.outcome).toBe('date_differs');
    // An amount difference is the bigger news: it wins over the date.
    const [both] = reconcile([books('INV-88', { date: '2025-08-04', cgst: 0 })], [twoB('INV-88')], {
      tolerance: 0,
    });
    expect(both!.outcome).toBe('amount_differs');
  });

  it('leaves invoices on one side only, and never pairs across suppliers', () => {
    const lines = reconcile(
      [books('INV-88'), books('B-5', { supplierGstin: BETA })],
      [twoB('INV-89'), twoB('B-5')],
      {
        tolerance: 1,
      },
    );
    const byOutcome = (o: string) =>
      lines.filter((l) => l.outcome === o).map((l) => `${l.supplierGstin}:${l.numberKey}`);
    expect(byOutcome('in_books_only').sort()).toEqual([`${ACME}:INV88`, `${BETA}:B5`]);
    expect(byOutcome('in_2b_only').sort()).toEqual([`${ACME}:B5`, `${ACME}:INV89`]);
    expect(lines.find((l) => l.outcome === 'in_2b_only' && l.numberKey === 'INV89')!.taxDifference).toBe(
      1800,
    );
  });

  it('pairs a number booked twice by amount and leaves the extra one in the books', () => {
    const lines = reconcile(
      [books('7', { cgst: 50, sgst: 50, taxableValue: 1000 }), books('07')],
      [twoB('7')],
      { tolerance: 0 },
    );
    expect(lines.map((l) => l.outcome).sort()).toEqual(['in_books_only', 'matched'].sort());
  });

  it('carries the marks by supplier and normalised number', () => {
    const marks = new Map([[markKey(ACME, 'INV88'), 'follow_up' as const]]);
    const [line] = reconcile([books('inv/88')], [twoB('INV-088')], { tolerance: 0, marks });
    expect(line!.mark).toBe('follow_up');
  });

  it('sums each supplier, the largest gap first', () => {
    const lines = reconcile(
      [books('1'), books('2', { cgst: 0, sgst: 0 }), books('9', { supplierGstin: BETA, cgst: 10, sgst: 10 })],
      [twoB('1'), twoB('2'), twoB('3', { supplierGstin: BETA, supplierName: 'Beta' })],
      { tolerance: 1 },
    );
    const [first, second] = summariseBySupplier(lines);
    expect(first).toMatchObject({
      supplierGstin: ACME,
      booksTax: 1800,
      twoBTax: 3600,
      taxDifference: 1800,
      counts: { matched: 1, amount_differs: 1, date_differs: 0, in_2b_only: 0, in_books_only: 0 },
    });
    expect(second).toMatchObject({ supplierGstin: BETA, booksTax: 20, twoBTax: 1800, taxDifference: 1780 });
  });
});
