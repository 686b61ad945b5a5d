import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
import { badRequest, notFound } from '../http/errors';
import { getRecord } from '../records/detail';
import { upsertRecords } from '../records/upsert';
import type { WorkActor } from '../records/work';
import { decodePdf, removePdf, storePdf } from './manual-pdf';
import type { ManualAttachmentInput, ManualRecordKind } from './manual-record-kind';

/** Keys of hand-entered records: no portal's key looks like this, so a sync never lands on one. */
export const MANUAL_KEY = /^M-[A-Z0-9]+$/;

function newManualKey(): string {
  return `M-${randomBytes(5).toString('hex').toUpperCase()}`;
}

function keyed<I extends ManualAttachmentInput>(
  kind: ManualRecordKind<I>,
  key: string,
  data: Record<string, unknown>,
) {
  const [keyField] = kind.def.keyFields;
  return { ...data, [keyField!]: key };
}

export async function createManualRecord<I extends ManualAttachmentInput>(
  tx: Tx,
  orgId: string,
  kind: ManualRecordKind<I>,
  input: I,
  actor: WorkActor,
): Promise<{ key: string }> {
  const pdf = input.pdf ? decodePdf(input.pdf) : null;
  const key = newManualKey();
  const data = keyed(kind, key, await kind.dataOf(tx, orgId, key, input));
  await upsertRecords(tx, orgId, kind.def, [{ data }], { source: 'manual', actor: actor.email });
  await kind.afterCreate?.(tx, orgId, key, data);
  if (pdf) await storePdf(tx, orgId, kind.def.type, key, pdf);
  return { key };
}

/** The record, if it was entered by hand: synced ones are the portal's and are not edited here. */
async function manualRecord(tx: Tx, orgId: string, kind: ManualRecordKind<never>, key: string) {
  const record = await getRecord(tx, orgId, kind.def, key);
  if (!record) throw notFound(`No such ${kind.def.label.toLowerCase()}`);
  if (record.source !== 'manual')
    throw badRequest('key', `Only ${kind.def.plural.toLowerCase()} entered by hand can be changed here`);
  return record;
}

export async function updateManualRecord<I extends ManualAttachmentInput>(
  tx: Tx,
  orgId: string,
  kind: ManualRecordKind<I>,
  key: string,
  input: I,
  actor: WorkActor,
): Promise<{ key: string }> {
  const before = await manualRecord(tx, orgId, kind as ManualRecordKind<never>, key);
  const pdf = input.pdf ? decodePdf(input.pdf) : null;
  const data = keyed(kind, key, await kind.dataOf(tx, orgId, key, input));
  await upsertRecords(tx, orgId, kind.def, [{ data }], { source: 'manual', actor: actor.email });
  await kind.afterUpdate?.(tx, orgId, key, before, data, actor);
  if (pdf) await storePdf(tx, orgId, kind.def.type, key, pdf);
  else if (input.removePdf) await removePdf(tx, orgId, kind.def.type, key);
  return { key };
}

/** Deletes a record entered by hand with its PDF and history; synced records are never deleted. */
export async function deleteManualRecord(
  tx: Tx,
  orgId: string,
  kind: ManualRecordKind<never>,
  key: string,
): Promise<void> {
  await manualRecord(tx, orgId, kind, key);
  const type = kind.def.type;
  await tx.execute(sql`DELETE FROM documents WHERE org_id = ${orgId} AND type = ${type} AND key = ${key}`);
  await tx.execute(
    sql`DELETE FROM record_events WHERE org_id = ${orgId} AND type = ${type} AND key = ${key}`,
  );
  await tx.execute(sql`DELETE FROM records WHERE org_id = ${orgId} AND type = ${type} AND key = ${key}`);
}
