import type { Tx } from '../../db/tenant';
import { linkGst } from './linking-gst';
import { linkIncomeTax } from './linking-it';
import { linkTds } from './linking-tds';

/**
 * One linking pass over an account's records (null: the whole organisation's) in every area:
 * what a sync run ends with. Idempotent: a second pass places nothing.
 */
export async function linkCases(tx: Tx, orgId: string, accountKey: string | null): Promise<number> {
  return (
    (await linkIncomeTax(tx, orgId, accountKey)) +
    (await linkGst(tx, orgId, accountKey)) +
    (await linkTds(tx, orgId, accountKey))
  );
}
