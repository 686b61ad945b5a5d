import { RESOURCES, checkTan } from '@taxdesk/domain';
import { cellText, dateCell, textCell, type CellValue, type Converted } from '../../lib/imports/cells';
import type { ImportKind } from '../../lib/imports/import-kind';
import { recordImport } from '../../lib/imports/record-import';

/**
 * Acknowledgement numbers of applications a TAN filed on the e-filing portal (Form 13 and the
 * like): imported so their status can be synced (the e-filing TAN portal's applications module
 * fills in the rest). A re-import updates the number's row, never adds it twice.
 */

function ackCell(v: CellValue): Converted {
  const s = cellText(typeof v === 'number' ? BigInt(Math.round(v)).toString() : v)?.replace(/\s/g, '');
  if (!s) return { ok: true, value: null };
  if (!/^\d{10,20}$/.test(s))
    return { ok: false, reason: `${s}: an acknowledgement number is 10 to 20 digits` };
  return { ok: true, value: s };
}

function tanCell(v: CellValue): Converted {
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  const c = checkTan(s);
  return c.ok ? { ok: true, value: c.value } : { ok: false, reason: `${s}: ${c.reason}` };
}

const base = recordImport({
  key: 'tdsAckNumbers',
  label: 'acknowledgement numbers',
  def: RESOURCES.tdsApplication,
  sheetName: 'Acknowledgement Numbers',
  fileStem: 'taxdesk-tds-ack-numbers',
  keyLabel: 'Acknowledgement No.',
  columns: [
    {
      key: 'acknumber',
      label: 'Acknowledgement No.',
      required: true,
      aliases: ['ack no', 'ack number', 'acknowledgement number', 'acknumber'],
      example: '123456789012345',
      note: 'As the e-filing portal gave it when the application was filed (digits only).',
      convert: ackCell,
    },
    {
      key: 'tan',
      label: 'TAN',
      required: true,
      aliases: ['tan no', 'tan number'],
      example: 'MUMA12345B',
      note: 'The TAN that filed the application: its e-filing login syncs the status.',
      convert: tanCell,
    },
    {
      key: 'formName',
      label: 'Form',
      aliases: ['form name', 'form no'],
      example: 'Form 13',
      convert: textCell(60),
    },
    {
      key: 'filingDate',
      label: 'Filed On',
      aliases: ['filing date', 'date of filing'],
      example: '2025-06-15',
      convert: dateCell,
    },
  ],
});

export const tdsAckNumbersImport: ImportKind = { ...base, feature: 'tds' };
