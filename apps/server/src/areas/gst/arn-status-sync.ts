import { RESOURCES } from '@taxdesk/domain';
import { APPLICATION_TYPES, GST_START } from './applications-sync';
import { searchApplications, type PortalApplication } from './cases-api';
import type { GstSyncModule } from './gst-sync-support';
import { saveGstRecords, storedGstRecords, tryGstItem } from './gst-sync-support';
import { isoDay, portalDay } from './gst-values';

/**
 * The status of the ARNs TaxDesk tracks for this login (imported, or found by an earlier sync):
 * the portal tells an application's status only to its own login, through the case search, so
 * this module reads the searches and updates the tracked ARNs it finds there. An ARN the portal
 * does not show keeps its last status and the day it was last seen so.
 */
export const arnStatusSync: GstSyncModule = {
  key: 'arnStatus',
  label: 'Status of tracked ARNs',
  async run(run) {
    const tracked = await storedGstRecords(run, RESOURCES.gstArn.type);
    if (tracked.size === 0) return;
    const wanted = new Set([...tracked.values()].map((d) => String(d.arn)));
    const found = new Map<string, PortalApplication>();
    for (const caseTypeCd of APPLICATION_TYPES) {
      await tryGstItem(run, 'arnStatus', caseTypeCd, async () => {
        const rows = await searchApplications(
          run.portal,
          run.session,
          caseTypeCd,
          GST_START,
          portalDay(run.today),
        );
        for (const r of rows) if (wanted.has(r.arn)) found.set(r.arn, r);
      });
    }
    const updates = [...tracked.values()].flatMap((data) => {
      const row = found.get(String(data.arn));
      if (!row) return [];
      const statusDesc = typeof row.statusDesc === 'string' ? row.statusDesc : null;
      const filed = typeof row.caseCreationDate === 'string' ? isoDay(row.caseCreationDate) : null;
      return [
        {
          data: {
            ...data,
            caseTypeCd: row.caseTypeCd,
            filedOn: filed ?? data.filedOn ?? null,
            statusDesc,
            // Kept while the status stays, so a re-sync with no change writes nothing.
            statusCheckedAt:
              data.statusDesc === statusDesc && data.statusCheckedAt ? data.statusCheckedAt : run.today,
          },
        },
      ];
    });
    await saveGstRecords(run, RESOURCES.gstArn, updates);
  },
};
