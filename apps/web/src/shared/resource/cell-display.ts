import { isWorkColumn, recordFieldValue, type FieldDef, type RecordRow } from '@taxdesk/domain';

/** How a value is displayed, chosen by the field's kind (one display per kind, like the formatters). */
type CellDisplay = 'badge' | 'amount' | 'mono' | 'date' | 'long' | 'text';

export function cellDisplay(field: Pick<FieldDef, 'kind'>): CellDisplay {
  switch (field.kind) {
    case 'enum':
    case 'boolean':
      return 'badge';
    case 'money':
    case 'number':
    case 'duration':
      return 'amount';
    case 'id':
    case 'pan':
    case 'tan':
    case 'gstin':
      return 'mono';
    case 'date':
    case 'datetime':
    case 'ay':
    case 'fy':
    case 'period':
      return 'date';
    case 'longtext':
      return 'long';
    default:
      return 'text';
  }
}

/** Numbers line up on the right. */
export function isRightAligned(field: Pick<FieldDef, 'kind'>): boolean {
  return cellDisplay(field) === 'amount';
}

/**
 * Badge colours by the value's meaning, the same for every record type: open and in-flight
 * work stands out, finished work is quiet, failures are red.
 */
const BADGE_COLOURS: Readonly<Record<string, string>> = {
  o: 'orange',
  open: 'orange',
  pending: 'orange',
  fya: 'orange',
  c: 'gray',
  closed: 'gray',
  fyi: 'gray',
  new: 'blue',
  queued: 'blue',
  running: 'cyan',
  ok: 'green',
  succeeded: 'green',
  true: 'green',
  false: 'gray',
  otp_required: 'yellow',
  login_blocked: 'red',
  in_progress: 'blue',
  replied: 'teal',
  attached: 'green',
  standalone: 'gray',
  // Portal work items (adjournments, VC, CA forms, grievances, downloads, request forms).
  submitted: 'blue',
  scheduled: 'blue',
  uploaded: 'blue',
  granted: 'green',
  accepted: 'green',
  processed: 'green',
  resolved: 'green',
  available: 'green',
  active: 'green',
  reopened: 'orange',
  rejected: 'red',
  error: 'red',
  failed: 'red',
};

export function badgeColour(value: unknown): string {
  return BADGE_COLOURS[String(value).toLowerCase()] ?? 'gray';
}

/** A field's value in a row: a work column's own, else its data, else the promoted column it is stored in. */
export function fieldValue(
  row: Pick<RecordRow, 'data'> & Partial<RecordRow>,
  field: Pick<FieldDef, 'key' | 'column'>,
): unknown {
  if (isWorkColumn(field.column)) return recordFieldValue(row, field);
  const value = row.data[field.key];
  if (value !== undefined) return value;
  return field.column ? row[field.column] : undefined;
}

/**
 * A list cell's value: the due column shows the record's effective due date (`dueOn`: the
 * earliest of the portal's, the statutory and the target date), the one its filter and sort
 * read; the detail's fields and its Dates section show the portal's own date apart.
 */
export function listCellValue(
  row: Pick<RecordRow, 'data'> & Partial<RecordRow>,
  field: Pick<FieldDef, 'key' | 'column'>,
): unknown {
  if (field.column === 'dueOn' && row.dueOn !== undefined) return row.dueOn;
  return fieldValue(row, field);
}
