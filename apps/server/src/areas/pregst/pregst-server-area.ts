import { preGstArea } from '@taxdesk/domain';
import type { ServerArea } from '../../lib/areas/server-area';
import { manualRecordRoutes } from '../../lib/manual-records/manual-record-routes';
import { seedPreGstDemo } from './pregst-demo';
import { preGstManualNotices } from './pregst-manual-notices';
import { preGstMattersImport } from './pregst-matters-import';

/**
 * Pre-GST (service tax, central excise, VAT): the old systems are closed, so nothing syncs;
 * matters come from a sheet or are entered by hand, and are worked like any notice.
 */
export const preGstServerArea: ServerArea = {
  def: preGstArea,
  portals: [],
  routes: [manualRecordRoutes(preGstManualNotices)],
  imports: [preGstMattersImport],
  seedDemo: seedPreGstDemo,
};
