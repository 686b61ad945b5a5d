import type { FieldDef, PromotedColumn } from '../define';

/** TDS statement forms of the 1961 Act (the 2025 Act renumbers them: 138, 140, 143, 144). */
export const TDS_FORM = { '24Q': '24Q', '26Q': '26Q', '27Q': '27Q', '27EQ': '27EQ' } as const;
export const TDS_QUARTER = { Q1: 'Q1', Q2: 'Q2', Q3: 'Q3', Q4: 'Q4' } as const;
/** TRACES statement status wordings (processed / with default / rejected / still pending). */
export const TDS_STATEMENT_STATUS = {
  'Statement Processed without Default': 'Processed without default',
  'Statement Processed with Default': 'Processed with default',
  'Statement Rejected': 'Rejected',
  'Statement Pending for Processing': 'Pending',
} as const;
/** TRACES requested-download statuses. */
export const TDS_DOWNLOAD_STATUS = {
  Submitted: 'Submitted',
  Available: 'Available',
  Downloaded: 'Downloaded',
  Disabled: 'Disabled',
  Failed: 'Failed',
  'Not Available': 'Not available',
} as const;
export const TDS_DOWNLOAD_KIND = {
  'Bulk Form 16 File': 'Form 16',
  'Bulk Form 16A File': 'Form 16A',
  'Justification Report': 'Justification report',
  'NSDL Conso File': 'Consolidated file',
} as const;
export const PAN_VERIFICATION_STATUS = {
  VALID: 'Valid',
  INACTIVE: 'Inactive',
  DELETED: 'Deleted',
  'NOT FOUND': 'Not found',
} as const;

/** The TAN every TDS record carries: the account it came from, filtered and sorted on accountKey. */
export const TAN_FIELD: FieldDef = {
  key: 'tan',
  label: 'TAN',
  kind: 'tan',
  list: true,
  filter: 'in',
  sort: true,
  column: 'accountKey',
};

export function fyField(key: string, label = 'Financial year', column: PromotedColumn = 'year'): FieldDef {
  return { key, label, kind: 'fy', list: true, filter: 'in', sort: true, column };
}

export function dateField(key: string, label: string, column: 'issuedOn' | 'dueOn'): FieldDef {
  return { key, label, kind: 'date', list: true, filter: 'range', sort: true, column };
}

export function amountField(key: string, label: string): FieldDef {
  return { key, label, kind: 'money', list: true, filter: 'range', sort: true, column: 'amount' };
}

export function enumField(
  key: string,
  label: string,
  options: Readonly<Record<string, string>>,
  column: PromotedColumn,
): FieldDef {
  return { key, label, kind: 'enum', options, list: true, filter: 'in', sort: true, column };
}

export function textColumn(key: string, label: string, column: PromotedColumn): FieldDef {
  return { key, label, kind: 'text', list: true, filter: 'in', sort: true, column };
}
