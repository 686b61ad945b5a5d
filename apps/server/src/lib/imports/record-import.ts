import type { ResourceDef } from '@taxdesk/domain';
import type { ImportColumn, ImportKind, RowIssue, RowValues } from './import-kind';
import { upsertRecords } from '../records/upsert';
import { mergeRows } from './existing-records';

type RecordImportSpec = {
  key: string;
  label: string;
  def: ResourceDef;
  sheetName: string;
  fileStem: string;
  columns: readonly ImportColumn[];
  keyLabel: string;
  /** Starting fields of a record the sheet creates (a status the sheet may leave blank). */
  fresh?: (row: RowValues) => Record<string, unknown>;
  checkRow?: (values: RowValues) => RowIssue[];
};

/**
 * An import of records the firm keeps itself (ITAT appeals, branches): each row is laid over the
 * stored record of its natural key, so a re-import updates and never duplicates.
 */
export function recordImport(spec: RecordImportSpec): ImportKind {
  const fields = spec.columns.map((c) => c.key).filter((k) => !spec.def.keyFields.includes(k));
  const [keyField] = spec.def.keyFields;
  return {
    key: spec.key,
    feature: 'it',
    label: spec.label,
    sheetName: spec.sheetName,
    fileStem: spec.fileStem,
    columns: spec.columns,
    keyLabel: spec.keyLabel,
    keyOf: (v) => (v[keyField!] as string | null) ?? null,
    checkRow: spec.checkRow,
    async plan(tx, c, rows) {
      return (await mergeRows(tx, c.orgId, spec.def, rows, fields, spec.fresh)).map((m) => ({
        action: m.action,
      }));
    },
    async commit(tx, c, rows) {
      const merged = await mergeRows(tx, c.orgId, spec.def, rows, fields, spec.fresh);
      await upsertRecords(
        tx,
        c.orgId,
        spec.def,
        merged.filter((m) => m.action !== 'same').map((m) => ({ data: m.data })),
        { source: 'manual', actor: c.actor },
      );
      return {
        counts: {
          new: merged.filter((m) => m.action === 'new').length,
          updated: merged.filter((m) => m.action === 'update').length,
          unchanged: merged.filter((m) => m.action === 'same').length,
        },
        failed: 0,
      };
    },
  };
}
