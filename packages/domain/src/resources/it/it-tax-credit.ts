import { defineResource } from '../define';

/** Parts of Form 26AS that TaxDesk keeps: TDS deducted by others, and tax paid by challan. */
export const TAX_CREDIT_PART = { A: 'TDS (Part A)', C: 'Tax paid (Part C)' } as const;

/**
 * The booking status of a TDS entry: only F and P give the account holder credit; U and O are
 * the deductor's to correct.
 */
export const TDS_BOOKING_STATUS = {
  F: 'Final (matched)',
  P: 'Provisional (government deductor)',
  U: 'Unmatched',
  O: 'Overbooked',
} as const;

/**
 * One line of the annual tax statement (Form 26AS): a TDS transaction under a deductor's TAN, or a
 * challan of advance / self-assessment / regular-assessment tax. The portal gives these lines no
 * id: `creditId` is TaxDesk's, made of the PAN, the year, the part and what identifies the line
 * (TAN, section, date and occurrence; or the challan's CIN), so a re-sync finds the same line.
 */
export const itTaxCredit = defineResource({
  type: 'itTaxCredit',
  feature: 'it',
  label: 'Tax credit',
  plural: 'Tax credits',
  keyFields: ['creditId'],
  accountField: 'pan',
  accountType: 'itAccount',
  titleField: 'deductorName',
  defaultSort: { field: 'transactionDt', dir: 'desc' },
  fields: [
    { key: 'creditId', label: 'Line', kind: 'id', hidden: true },
    { key: 'pan', label: 'PAN', kind: 'pan', list: true, filter: 'in', sort: true, column: 'accountKey' },
    {
      key: 'assessmentYear',
      label: 'Assessment year',
      kind: 'ay',
      list: true,
      filter: 'in',
      sort: true,
      column: 'year',
    },
    { key: 'part', label: 'Part', kind: 'enum', options: TAX_CREDIT_PART, list: true, filter: 'in' },
    { key: 'deductorName', label: 'Deductor / payment', kind: 'text', list: true },
    { key: 'tan', label: 'TAN of deductor', kind: 'tan', list: true, filter: 'in' },
    {
      key: 'sectionCd',
      label: 'Section / minor head',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    {
      key: 'transactionDt',
      label: 'Transaction / deposit date',
      kind: 'date',
      list: true,
      filter: 'range',
      sort: true,
      column: 'issuedOn',
    },
    { key: 'amtPaidCredited', label: 'Amount paid / credited', kind: 'money' },
    { key: 'taxDeducted', label: 'Tax deducted', kind: 'money' },
    {
      key: 'tdsDeposited',
      label: 'TDS deposited / tax paid',
      kind: 'money',
      list: true,
      filter: 'range',
      sort: true,
      column: 'amount',
    },
    {
      key: 'bookingStatus',
      label: 'Booking status',
      kind: 'enum',
      options: TDS_BOOKING_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'bookingDt', label: 'Date of booking', kind: 'date', sort: true, column: 'dueOn' },
    { key: 'minorHead', label: 'Minor head', kind: 'text', filter: 'in' },
    { key: 'bsrCode', label: 'BSR code', kind: 'id' },
    { key: 'challanSerialNo', label: 'Challan serial no.', kind: 'id' },
    { key: 'remarks', label: 'Remarks', kind: 'text' },
  ],
});
