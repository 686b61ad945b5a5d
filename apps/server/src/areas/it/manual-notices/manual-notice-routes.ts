import { manualRecordRoutes } from '../../../lib/manual-records/manual-record-routes';
import { itManualNotices } from './manual-notices';

/** Notices and hearing dates entered by hand (`itNotice`, source `manual`): `/api/o/{orgId}/it/manual-notices`. */
export const manualNoticeRoutes = manualRecordRoutes(itManualNotices);
