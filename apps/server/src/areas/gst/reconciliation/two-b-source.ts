import type { Gstr2bDocument } from '@taxdesk/domain';
import type { Tx } from '../../../db/tenant';
import { listGstr2bDocuments } from '../gstr2b/gstr2b-documents';

/** Where the reconciliation reads a GSTIN's 2B for a period: the 2B reader's stored documents. */
export type TwoBSource = (tx: Tx, orgId: string, gstin: string, period: string) => Promise<Gstr2bDocument[]>;

export const gstr2bSource: TwoBSource = listGstr2bDocuments;
