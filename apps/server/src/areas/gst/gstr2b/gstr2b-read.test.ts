import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { summaryOf } from './gstr2b-itc';
import { Gstr2bFileError, readGstr2b } from './gstr2b-read';

const DIR = join(__dirname, 'fixtures');
type Source = { summaryAddsUp: boolean; documents?: Record<string, number> };
const SOURCES = JSON.parse(readFileSync(join(DIR, 'sources.json'), 'utf8')) as Record<string, Source>;
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'sources.json');
const read = (name: string) => readGstr2b(readFileSync(join(DIR, name)), name);

describe('GSTR-2B fixtures', () => {
  it('are all declared, with where they came from', () => {
    expect(FILES.sort()).toEqual(Object.keys(SOURCES).sort());
    expect(FILES.length).toBeGreaterThanOrEqual(4);
  });

  for (const name of FILES) {
    it(`${name}: TaxDesk's ITC figures are the file's own itcsumm`, () => {
      const r = read(name);
      const source = SOURCES[name]!;
      // What TaxDesk shows is the file's summary, line by line.
      expect(r.summary).toEqual(summaryOf(r.fileItc));
      if (source.summaryAddsUp) {
        // …and what the documents add up to equals it, section by section, to the paisa.
        expect(r.differences).toEqual([]);
        expect(summaryOf(r.documentItc)).toEqual(r.summary);
      } else {
        const bySection: Record<string, number> = {};
        for (const d of r.documents) bySection[d.section] = (bySection[d.section] ?? 0) + 1;
        expect(bySection).toEqual(source.documents);
      }
      // One row per document and key, as the table stores them.
      const keys = r.documents.map((d) => [d.section, d.supplierGstin, d.docType, d.number].join('|'));
      expect(new Set(keys).size).toBe(keys.length);
    });
  }
});

describe('readGstr2b', () => {
  it('reads every section of the current schema: tax on the document, strings, IMS, rejected', () => {
    const r = read('constructed_R2B_27AAPFU0939F1ZV_082026.json');
    expect([r.gstin, r.period, r.quarterly, r.generatedOn]).toEqual([
      '27AAPFU0939F1ZV',
      '2026-08',
      false,
      '2026-09-14',
    ]);
    expect(new Set(r.documents.map((d) => d.section))).toEqual(
      new Set(['b2b', 'b2ba', 'cdnr', 'cdnra', 'isd', 'isda', 'impg', 'impgsez', 'ecom']),
    );
    const doc = (n: string) => r.documents.find((d) => d.number === n)!;
    expect(doc('MM/26-27/102')).toMatchObject({
      taxableValue: 25000.5,
      igst: 4500.09,
      imsStatus: 'no_action',
      value: 29500.59,
    });
    expect(doc('RT-88')).toMatchObject({
      reverseCharge: true,
      imsStatus: 'pending',
      cgst: 1000,
      date: '2026-08-07',
    });
    expect(doc('KM/1')).toMatchObject({ itcAvailable: false, reason: 'P' });
    expect(doc('MM/26-27/077')).toMatchObject({ section: 'b2ba', originalNumber: 'MM/26-27/77' });
    expect(doc('CN/26-27/9')).toMatchObject({ docType: 'credit_note', igst: 900 });
    expect(doc('DN/26-27/2')).toMatchObject({ docType: 'debit_note' });
    expect(doc('ISD/26/CN/2')).toMatchObject({ docType: 'credit_note', section: 'isd' });
    expect(doc('ISD/26/31')).toMatchObject({ docType: 'isd_credit', cgst: 2700 });
    expect(doc('INBOM4/4471239')).toMatchObject({
      docType: 'bill_of_entry',
      amended: true,
      igst: 9000,
      supplierGstin: null,
    });
    expect(doc('UT/404')).toMatchObject({ imsStatus: 'rejected', igst: 1800 });
    expect(r.summary).toEqual({
      b2b: { igst: 25020.09, cgst: 37.5, sgst: 37.5, cess: 0 },
      reverseCharge: { igst: 0, cgst: 1000, sgst: 1000, cess: 0 },
      isd: { igst: 450, cgst: 2700, sgst: 2700, cess: 0 },
      imports: { igst: 73800, cgst: 0, sgst: 0, cess: 1500 },
      creditNotes: { igst: 1080, cgst: 190, sgst: 190, cess: 0 },
      notAvailable: { igst: 224000, cgst: 0, sgst: 0, cess: 0 },
      rejected: { igst: 1800, cgst: 0, sgst: 0, cess: 0 },
    });
  });

  it('sums the rate lines of the 2021 schema and knows a quarterly file by its name', () => {
    const old = read('constructed_R2B_27AAPFU0939F1ZV_032021.json');
    expect(old.documents.find((d) => d.number === 'MM/20-21/901')).toMatchObject({
      taxableValue: 20000,
      igst: 3600,
    });
    expect(old.summary.b2b).toEqual({ igst: 3600, cgst: 45, sgst: 45, cess: 0 });
    const q = read('constructed_R2BQ_27AAPFU0939F1ZV_092026.json');
    expect([q.period, q.quarterly]).toEqual(['2026-09', true]);
    expect(new Set(q.documents.map((d) => d.supplierPeriod))).toEqual(
      new Set(['2026-07', '2026-08', '2026-09']),
    );
    expect(q.summary.rejected).toEqual({ igst: 0, cgst: 1677.97, sgst: 1677.97, cess: 0 });
  });

  it('reports documents that do not add up to the file', () => {
    const file = JSON.parse(readFileSync(join(DIR, 'constructed_R2B_27AAPFU0939F1ZV_032021.json'), 'utf8'));
    file.data.docdata.b2b[0].inv[0].items[0].igst = 1801;
    const r = readGstr2b(Buffer.from(JSON.stringify(file)));
    expect(r.differences).toEqual(['itcavl.nonrevsup.b2b']);
    expect(r.summary.b2b.igst).toBe(3600);
  });

  it('refuses what is not a GSTR-2B, with the reason', () => {
    const cases: [string, string][] = [
      ['{"data": {', 'The file is not JSON'],
      [JSON.stringify({ data: { gstin: '27AAPFU0939F1ZV' } }), 'Not a GSTR-2B file: rtnprd'],
      [JSON.stringify({ data: { gstin: 'X', rtnprd: '082026' } }), 'gstin is not a GSTIN'],
      [
        JSON.stringify({
          data: {
            gstin: '27AAPFU0939F1ZV',
            rtnprd: '082026',
            docdata: { b2b: [{ inv: [{ inum: 'A', igst: 'lots' }] }] },
          },
        }),
        'docdata.b2b.0.inv.0.igst',
      ],
    ];
    for (const [body, message] of cases) {
      expect(() => readGstr2b(Buffer.from(body)), message).toThrow(Gstr2bFileError);
      expect(() => readGstr2b(Buffer.from(body)), message).toThrow(message);
    }
  });
});
