import { buildPdf, wrapText } from '../../pdf';
import type { PdfLine } from '../../pdf';
import type { ItAccountProfile } from '../accounts';
import { formatIstDate, yearLabel } from '../dates';
import { MINOR_HEAD_DESC } from './money-data';
import type { SandboxChallan, SandboxReply, SandboxReturn } from './record-types';

/** PDFs of returns (ITR-V, 143(1) intimation), challan receipts and reply attachments. */

const rupees = (n: number) => `Rs. ${n.toLocaleString('en-IN')}`;

const FOOTER: PdfLine[] = [
  { text: 'This is a computer generated document and does not require a signature.', gapBefore: 18, size: 8 },
];

function head(title: string, profile: ItAccountProfile, ay: number): PdfLine[] {
  return [
    { text: 'GOVERNMENT OF INDIA', bold: true, size: 13 },
    { text: 'INCOME TAX DEPARTMENT', bold: true, size: 13 },
    { text: title, bold: true, size: 12, gapBefore: 10 },
    { text: `Name: ${profile.name.toUpperCase()}`, gapBefore: 12 },
    { text: `PAN: ${profile.pan}` },
    { text: `Assessment Year: ${yearLabel(ay)}` },
  ];
}

export function itrvPdf(r: SandboxReturn, profile: ItAccountProfile): Buffer {
  return buildPdf({
    title: `ITR-V ${r.ackNum}`,
    subject: r.ackNum,
    lines: [
      ...head(`INDIAN INCOME TAX RETURN ACKNOWLEDGEMENT (${r.formTypeCd})`, profile, r.ay),
      { text: `Acknowledgement Number: ${r.ackNum}` },
      { text: `Date of filing: ${formatIstDate(r.filedOn)}` },
      { text: `Filed u/s: ${r.incmTaxSecCd}` },
      { text: `Total income: ${rupees(r.totalIncome)}`, gapBefore: 10 },
      { text: `Total tax payable: ${rupees(r.taxPayable)}` },
      { text: `Taxes paid: ${rupees(r.taxesPaid)}` },
      { text: r.balance >= 0 ? `Refund: ${rupees(r.balance)}` : `Tax payable: ${rupees(-r.balance)}` },
      {
        text:
          r.verifiedOn === null
            ? 'Verification: pending'
            : `Verified on ${formatIstDate(r.verifiedOn)} using ${r.verificationMode}`,
        gapBefore: 10,
      },
      ...FOOTER,
    ],
  });
}

export function intimationPdf(r: SandboxReturn, profile: ItAccountProfile): Buffer {
  const outcome =
    r.balance > 0
      ? `Refund due: ${rupees(r.balance)}`
      : r.balance < 0
        ? `Demand payable: ${rupees(-r.balance)}`
        : 'No demand, no refund';
  return buildPdf({
    title: `Intimation u/s 143(1) ${r.ackNum}`,
    subject: r.intimationDin ?? r.ackNum,
    lines: [
      { text: 'Centralized Processing Centre, Bengaluru', size: 9 },
      ...head('INTIMATION U/S 143(1) OF THE INCOME-TAX ACT, 1961', profile, r.ay),
      { text: `Communication reference: ${r.intimationDin ?? ''}` },
      { text: `Acknowledgement Number: ${r.ackNum}` },
      { text: `Date of processing: ${formatIstDate(r.processedOn ?? r.filedOn)}` },
      { text: `Total income as computed: ${rupees(r.totalIncome)}`, gapBefore: 10 },
      { text: `Tax payable: ${rupees(r.taxPayable)}` },
      { text: `Taxes paid: ${rupees(r.taxesPaid)}` },
      { text: outcome, bold: true },
      ...FOOTER,
    ],
  });
}

export function challanPdf(c: SandboxChallan, profile: ItAccountProfile): Buffer {
  const total = c.tax + c.surcharge + c.cess + c.interest + c.penalty + c.fee;
  return buildPdf({
    title: `Challan receipt ${c.cin}`,
    subject: c.cin,
    lines: [
      ...head(`CHALLAN RECEIPT - ITNS ${c.minorHead === '200' ? '281' : '280'}`, profile, c.ay),
      {
        text: `Major head: ${profile.holderType === 'C' ? '0020 Corporation Tax' : '0021 Income Tax (Other than Companies)'}`,
      },
      { text: `Minor head: ${MINOR_HEAD_DESC[c.minorHead]}` },
      { text: `Amount: ${rupees(total)}`, bold: true, gapBefore: 10 },
      {
        text: `Tax ${rupees(c.tax)}, Surcharge ${rupees(c.surcharge)}, Cess ${rupees(c.cess)}, Interest ${rupees(c.interest)}`,
      },
      { text: `CIN: ${c.cin}`, gapBefore: 10 },
      {
        text: `BSR code: ${c.bsrCode}   Challan no.: ${c.challanSerialNo}   Date of deposit: ${formatIstDate(c.paidAt)}`,
      },
      { text: `Bank: ${c.bankName}   Bank reference: ${c.brnNum}   CRN: ${c.crn}` },
      ...FOOTER,
    ],
  });
}

export function attachmentPdf(reply: SandboxReply, name: string, profile: ItAccountProfile): Buffer {
  return buildPdf({
    title: name,
    subject: reply.responseId,
    lines: [
      { text: profile.name.toUpperCase(), bold: true, size: 12 },
      { text: `PAN: ${profile.pan}` },
      {
        text: `Response ${reply.responseId} to the notice ${reply.headerSeqNo} u/s ${reply.section}`,
        gapBefore: 10,
      },
      { text: `Submitted on ${formatIstDate(reply.submittedOn)}` },
      ...wrapText(reply.remarks, 95).map((text, i) => ({ text, gapBefore: i === 0 ? 10 : 0 })),
      { text: name.replace(/_/g, ' ').replace(/\.pdf$/, ''), bold: true, gapBefore: 12 },
    ],
  });
}
