import { recordKey } from '@taxdesk/domain';
import { cellText, type CellValue, type Converted } from '../../lib/imports/cells';
import type { ImportKind, RowPlan } from '../../lib/imports/import-kind';
import type { SyncPortal } from '../../lib/sync/sync-portal';
import type { PartyKind } from './party-kind';
import { addParties, heldKeys, queueLookups } from './party-queue';

type Spec = {
  key: string;
  label: string;
  /** The id column's header and the words users write for it. */
  idLabel: string;
  aliases: readonly string[];
  example: string;
  rule: string;
  sheetName: string;
  fileStem: string;
};

/**
 * Parties of one kind from a sheet of ids: each id is checked by the identifier rules before
 * anything is asked (a bad one is that row's error in the preview); the new ones are added and
 * every id of the file is queued for its lookup once the import is committed.
 */
export function partyImport(kind: PartyKind, portal: SyncPortal, spec: Spec): ImportKind {
  const keyField = kind.def.keyFields[0]!;
  const idCell = (v: CellValue): Converted => {
    const s = cellText(v);
    if (!s) return { ok: true, value: null };
    const c = kind.check(s);
    return c.ok ? { ok: true, value: c.value } : { ok: false, reason: `${s}: ${c.reason}` };
  };
  const idsOf = (rows: readonly Record<string, unknown>[]) =>
    rows.map((r) => r[keyField]).filter((v): v is string => typeof v === 'string');
  return {
    key: spec.key,
    feature: kind.key,
    label: spec.label,
    sheetName: spec.sheetName,
    fileStem: spec.fileStem,
    keyLabel: spec.idLabel,
    keyOf: (v) => (v[keyField] as string | null) ?? null,
    columns: [
      {
        key: keyField,
        label: spec.idLabel,
        required: true,
        aliases: spec.aliases,
        example: spec.example,
        note: `${spec.rule} A party already in TaxDesk is looked up again only when its last lookup is over a week old.`,
        convert: idCell,
      },
    ],
    async plan(tx, c, rows): Promise<RowPlan[]> {
      const ids = idsOf(rows);
      const have = await heldKeys(
        tx,
        c.orgId,
        kind,
        ids.map((id) => recordKey(kind.def, { [keyField]: id })),
      );
      return ids.map((id) => ({
        action: have.has(recordKey(kind.def, { [keyField]: id })) ? 'same' : 'new',
      }));
    },
    async commit(tx, c, rows) {
      const ids = idsOf(rows);
      const added = await addParties(tx, c.orgId, kind, ids, c.actor);
      return { counts: { new: added.length, updated: 0, unchanged: ids.length - added.length }, failed: 0 };
    },
    async afterCommit(c, rows) {
      const ids = idsOf(rows);
      // Without a job queue (a test, an API-only process without workers) the parties wait as
      // "Waiting for lookup" until a refresh; with one, each is looked up in turn.
      if (!ids.length || !c.ctx.boss) return;
      const started = await queueLookups(c.ctx, c.orgId, portal, ids, {
        startedBy: c.actor,
        startedByUser: c.userId,
      });
      return started.batchId ? { batchId: started.batchId } : undefined;
    },
  };
}
