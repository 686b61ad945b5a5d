import type { RecordDates } from '../deadlines/target-date';
import type { z } from 'zod';
import { isWorkColumn, type FieldDef } from './define';
import type { RecordDocumentSchema } from './record-documents';

/** A stored record as the API returns it: promoted columns plus the full data. */
export type RecordRow = {
  type: string;
  key: string;
  accountKey: string | null;
  status: string | null;
  issuedOn: string | null;
  dueOn: string | null;
  amount: number | null;
  year: string | null;
  section: string | null;
  title: string | null;
  /** `portal` when synced, `manual` when entered by hand, `system` for TaxDesk's own records. */
  source: string;
  data: Record<string, unknown>;
  firstSeenAt: string;
  updatedAt: string;
  /** Set when the portal stopped showing the record; it is kept, marked. */
  removedAt: string | null;
  /** Work on the record (types with `work: true`), kept outside data: see WORK_COLUMNS. */
  workStatus?: string | null;
  /** The assignee's email. */
  assignee?: string | null;
  reviewState?: string | null;
  /** Fields set by hand where the portal left them blank (merged into data), by field key. */
  overrides?: Record<string, unknown> | null;
};

export type RecordDocument = z.infer<typeof RecordDocumentSchema>;

export type RecordEvent = {
  /** `status`, `assignee`, `due`, `target`, `comment` and `review` are users' work on the record (actor = email). */
  kind: 'new' | 'changed' | 'removed' | 'status' | 'assignee' | 'due' | 'target' | 'comment' | 'review';
  at: string;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  actor: string | null;
};

export type RecordDetail = {
  record: RecordRow;
  documents: RecordDocument[];
  events: RecordEvent[];
  /** Child records by type, newest first, capped. */
  children: Record<string, RecordRow[]>;
  /** The portal's, statutory and target dates side by side; absent on a type with no due date. */
  dates?: RecordDates;
};

/**
 * A field's value in a row: a work column's own value, else the record's data. One accessor for
 * cells, details and exports.
 */
export function recordFieldValue(
  row: Pick<RecordRow, 'data'> & Partial<RecordRow>,
  field: Pick<FieldDef, 'key' | 'column'>,
): unknown {
  if (isWorkColumn(field.column)) return row[field.column] ?? null;
  return row.data[field.key];
}

/**
 * A field's value in a list row or an export line: the due column is the record's effective due
 * date (`dueOn`, which its filter and sort read: the earliest of the portal's, the statutory and
 * the target date), so the screen, the file and the filter agree; the rest as recordFieldValue.
 */
export function listFieldValue(
  row: Pick<RecordRow, 'data'> & Partial<RecordRow>,
  field: Pick<FieldDef, 'key' | 'column'>,
): unknown {
  if (field.column === 'dueOn' && row.dueOn !== undefined) return row.dueOn;
  return recordFieldValue(row, field);
}
