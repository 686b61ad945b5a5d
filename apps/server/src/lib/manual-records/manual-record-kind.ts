import type { Feature, ResourceDef } from '@taxdesk/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/tenant';
import type { WorkActor } from '../records/work';

/** What every hand-entered body carries besides its own fields. */
export type ManualAttachmentInput = {
  pdf?: { fileName: string; contentBase64: string } | null;
  removePdf?: boolean;
};

type StoredManual = { data: Record<string, unknown>; reviewState?: string | null };

/**
 * A record type that can be entered by hand (income-tax, GST and pre-GST notices): the API path,
 * the body it takes and how a body becomes the record's data. The service and the routes
 * (`manual-records.ts`, `manual-record-routes.ts`) do the rest: a key no portal has, source
 * `manual`, the PDF, edit and delete of hand-entered records only.
 */
export type ManualRecordKind<I extends ManualAttachmentInput = ManualAttachmentInput> = {
  /** `/api/o/{orgId}/{area}/manual-notices`; also the licence the routes need. */
  area: string;
  feature: Feature;
  tag: string;
  def: ResourceDef;
  /** The body, checked and normalised. */
  body: z.ZodType<I, unknown>;
  /** The record's data for a body, after checking what needs the database (the account is the org's). */
  dataOf(tx: Tx, orgId: string, key: string, input: I): Promise<Record<string, unknown>>;
  /** What is worth a look in a body that is saved all the same (a GSTIN's check character). */
  warningsOf?(input: I): string[];
  /** After a hand-entered record was added (income tax: no proceeding → review). */
  afterCreate?(tx: Tx, orgId: string, key: string, data: Record<string, unknown>): Promise<void>;
  /** After it was edited. */
  afterUpdate?(
    tx: Tx,
    orgId: string,
    key: string,
    before: StoredManual,
    data: Record<string, unknown>,
    actor: WorkActor,
  ): Promise<void>;
};

export function defineManualKind<I extends ManualAttachmentInput>(
  kind: ManualRecordKind<I>,
): ManualRecordKind<I> {
  return kind;
}
