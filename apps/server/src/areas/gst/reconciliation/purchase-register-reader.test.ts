import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readPurchaseRegister } from './purchase-register-reader';

const ACME = '27AAPFU0939F1ZV';
const BETA = '29AAACM1234C1Z0';

async function xlsx(rows: unknown[][]): Promise<Readable> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Register');
  for (const r of rows) sheet.addRow(r);
  return Readable.from([Buffer.from(await book.xlsx.writeBuffer())]);
}

const csv = (text: string) => Readable.from([Buffer.from(text)]);

async function refusal(input: Promise<Readable> | Readable): Promise<{ status: number; message: string }> {
  try {
    await readPurchaseRegister(await input);
  } catch (err) {
    return err as { status: number; message: string };
  }
  throw new Error('the file was read');
}

describe('readPurchaseRegister', () => {
  it('reads an Excel register by the headings accountants write', async () => {
    const read = await readPurchaseRegister(
      await xlsx([
        [
          'Party GSTIN',
          'Party Name',
          'Bill No',
          'Bill Date',
          'Assessable Value',
          'Integrated Tax',
          'Central Tax',
          'State Tax',
          'Cess',
          'Remarks',
        ],
        [ACME, 'Acme', 'INV/88', new Date(Date.UTC(2025, 7, 3)), 10000, 0, 900, 900, 0, 'ok'],
        [BETA, 'Beta', 'B-5', '08/08/2025', '2,000.00', '360.00', '', '', '', ''],
      ]),
    );
    expect(read).toMatchObject({ format: 'xlsx', tally: false, errors: [], ignored: ['Remarks'] });
    expect(read.invoices).toEqual([
      {
        rowNo: 2,
        supplierGstin: ACME,
        supplierName: 'Acme',
        number: 'INV/88',
        date: '2025-08-03',
        taxableValue: 10000,
        igst: 0,
        cgst: 900,
        sgst: 900,
        cess: 0,
      },
      {
        rowNo: 3,
        supplierGstin: BETA,
        supplierName: 'Beta',
        number: 'B-5',
        date: '2025-08-08',
        taxableValue: 2000,
        igst: 360,
        cgst: 0,
        sgst: 0,
        cess: 0,
      },
    ]);
  });

  it('reads a CSV register with the other aliases, and sums an invoice written over several rows', async () => {
    const read = await readPurchaseRegister(
      csv(
        'GSTIN of supplier,Supplier Invoice No,Invoice Date,Taxable Amount,IGST,CGST,UTGST,Cess\r\n' +
          `${ACME},INV-88,03/08/2025,1000,0,90,90,0\r\n` +
          `${ACME},inv 88,03/08/2025,500,0,30,30,5\r\n` +
          `${BETA},B-5,08/08/2025,100,18,0,0,0\r\n`,
      ),
    );
    expect(read.format).toBe('csv');
    expect(read.invoices.map((i) => [i.number, i.taxableValue, i.cgst, i.sgst, i.cess, i.rowNo])).toEqual([
      ['INV-88', 1500, 120, 120, 5, 2],
      ['B-5', 100, 0, 0, 0, 4],
    ]);
  });

  it("reads Tally's purchase register: title rows, voucher and invoice dates, tax ledgers as columns, the grand total", async () => {
    const read = await readPurchaseRegister(
      await xlsx([
        ['Sharma Traders'],
        ['Purchase Register'],
        ['1-Aug-25 to 31-Aug-25'],
        [],
        [
          'Date',
          'Particulars',
          'Voucher Type',
          'Voucher No.',
          'Supplier Invoice No.',
          'Supplier Invoice Date',
          'GSTIN/UIN',
          'Value',
          'Input CGST 9%',
          'Input SGST 9%',
          'Input CGST 2.5%',
          'Input SGST 2.5%',
          'Input IGST 18%',
          'Gross Total',
        ],
        [
          '5-Aug-25',
          'Acme Traders',
          'Purchase',
          'P/12',
          'INV-88',
          '3-Aug-25',
          ACME,
          10000,
          900,
          900,
          0,
          0,
          null,
          11800,
        ],
        [
          '9-Aug-25',
          'Beta Supplies',
          'Purchase',
          'P/13',
          'B-5',
          '8-Aug-25',
          BETA,
          2000,
          0,
          0,
          50,
          50,
          0,
          2100,
        ],
        ['Grand Total', null, null, null, null, null, null, 12000, 900, 900, 50, 50, 0, 13900],
      ]),
    );
    expect(read.tally).toBe(true);
    expect(read.errors).toEqual([]);
    expect(read.ignored).toEqual(expect.arrayContaining(['Voucher Type', 'Voucher No.', 'Gross Total']));
    expect(
      read.invoices.map((i) => [i.supplierName, i.number, i.date, i.taxableValue, i.cgst, i.sgst, i.igst]),
    ).toEqual([
      ['Acme Traders', 'INV-88', '2025-08-03', 10000, 900, 900, 0],
      ['Beta Supplies', 'B-5', '2025-08-08', 2000, 50, 50, 0],
    ]);
  });

  it('reports each bad row with its number and reason, and keeps the good ones', async () => {
    const read = await readPurchaseRegister(
      csv(
        'Supplier GSTIN,Invoice No,Invoice Date,Taxable Value,IGST\n' +
          `${ACME},INV-1,03/08/2025,100,18\n` +
          `,URD-4,04/08/2025,100,0\n` +
          `27ABC,INV-2,03/08/2025,100,18\n` +
          `${ACME},,03/08/2025,100,18\n` +
          `${ACME},INV-3,31/02/2025,abc,18\n` +
          'Total,,,400,54\n',
      ),
    );
    expect(read.invoices.map((i) => i.number)).toEqual(['INV-1']);
    expect(read.errors.map((e) => e.rowNo)).toEqual([3, 4, 5, 6]);
    expect(read.errors[0]!.message).toMatch(/Supplier GSTIN is empty/);
    expect(read.errors[1]!.message).toMatch(/Supplier GSTIN 27ABC/);
    expect(read.errors[2]!.message).toMatch(/Invoice number is empty/);
    expect(read.errors[3]!.message).toMatch(
      /Invoice date .*not a date.*Taxable value "abc" is not an amount/,
    );
  });

  it('refuses the whole file on a structural fault', async () => {
    expect(await refusal(csv('Name,Amount\nAcme,100\n'))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/No heading row found/),
    });
    expect(
      await refusal(csv(`Supplier GSTIN,Invoice No,Taxable Value,IGST\n${ACME},1,100,18\n`)),
    ).toMatchObject({
      status: 400,
      message: expect.stringMatching(/no column for the invoice date/),
    });
    expect(
      await refusal(csv(`Supplier GSTIN,Invoice No,Invoice Date\n${ACME},1,03/08/2025\n`)),
    ).toMatchObject({
      message: expect.stringMatching(/taxable value.*the tax/),
    });
    expect(await refusal(csv('Supplier GSTIN,Invoice No,Invoice Date,Taxable Value,IGST\n'))).toMatchObject({
      message: expect.stringMatching(/no invoices/),
    });
    expect(await refusal(Readable.from([Buffer.from('%PDF-1.4 ...')]))).toMatchObject({ status: 400 });
  });
});
