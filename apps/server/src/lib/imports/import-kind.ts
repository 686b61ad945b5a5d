import type { Feature } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/tenant';
import type { CellValue, Converted } from './cells';

/** One column of an import's spreadsheet. */
export type ImportColumn = {
  /** The field the column fills (the record's own field name where there is one). */
  key: string;
  /** The template's header. */
  label: string;
  /** The column must be in the file; a row must have a value unless `requiredFor` says otherwise. */
  required?: boolean;
  /** Other headers users write for it, matched ignoring case, spaces and punctuation. */
  aliases?: readonly string[];
  /** The template's example row. */
  example: string | number | Date;
  /** What the template's notes sheet says about it. */
  note?: string;
  /** Never echoed back in previews (passwords). */
  secret?: boolean;
  /** Cell → value; absent: trimmed text up to 200 characters. */
  convert?: (v: CellValue) => Converted;
};

export type RowIssue = { column?: string; message: string };

/** A row that passed its own checks: the converted values, blank cells as null. */
export type RowValues = Record<string, unknown>;

/** What committing a row would do to the organisation's data, or why it cannot be applied. */
export type RowAction = 'new' | 'update' | 'same';
export type RowPlan = { action: RowAction } | { error: string };

type CommitCounts = { new: number; updated: number; unchanged: number };

/** What a commit wrote, and how many rows it could no longer apply (they are skipped). */
export type CommitOutcome = { counts: CommitCounts; failed: number };

export type CommitContext = {
  ctx: AppContext;
  orgId: string;
  /** Who imports: their email (the history names it) and user id. */
  actor: string;
  userId: string;
  importId: string;
};

/**
 * An import: its columns, its own row checks, and how its rows meet the organisation's data.
 * The building block (read-import, the routes) does the rest: reading, headers, limits,
 * duplicates, preview, the one-transaction commit and the log.
 */
export type ImportKind = {
  key: string;
  /** Licensed feature the import belongs to. */
  feature: Feature;
  label: string;
  /** Template sheet and file names. */
  sheetName: string;
  fileStem: string;
  columns: readonly ImportColumn[];
  /** The natural key of a row (duplicates within the file are refused), and what to call it ('' when the key names itself). */
  keyOf(values: RowValues): string | null;
  keyLabel: string;
  /** Checks the columns the file has, beyond the required ones (one of two identifiers, say). */
  checkColumns?(present: ReadonlySet<string>): string | null;
  /** Checks across the columns of one row (a required value missing, a combination that is wrong). */
  checkRow?(values: RowValues): RowIssue[];
  /** Decides each row against the organisation's data, in the request's transaction. */
  plan(tx: Tx, c: CommitContext, rows: readonly RowValues[]): Promise<RowPlan[]>;
  /**
   * Decides each row again (the data may have moved since the preview) and writes the ones that
   * still apply, all in the caller's one transaction; the rest are counted as failed.
   */
  commit(tx: Tx, c: CommitContext, rows: readonly RowValues[]): Promise<CommitOutcome>;
  /**
   * Runs once the commit's transaction has committed, with the rows it applied (queues what the
   * rows need next, e.g. party lookups), and names the sync batch it started, if any. A failure
   * here is logged: the import stands.
   */
  afterCommit?(c: CommitContext, rows: readonly RowValues[]): Promise<{ batchId: string } | undefined>;
  /** Rows for a filled-in sample sheet, where the server has real ones to offer (the sandbox's accounts). */
  sampleRows?(ctx: AppContext): readonly Record<string, string>[] | null;
};
