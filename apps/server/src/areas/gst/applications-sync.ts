import { RESOURCES } from '@taxdesk/domain';
import { searchApplications } from './cases-api';
import { syncCaseFolders } from './case-folders-sync';
import { mapArn, mapRefund, mapRefundCase, mapSubmission } from './applications-mapping';
import type { GstSyncModule } from './gst-sync-support';
import { keyOf, saveGstRecords, storedGstDocIds, storedGstRecords, tryGstItem } from './gst-sync-support';
import { gstOwner, portalDay } from './gst-values';

/** Application kinds the sync searches: refunds, DRC-03 voluntary payments, appeals. */
export const APPLICATION_TYPES = ['RFUND', 'ADJVP', 'APPEL'] as const;

/** GST began on 1 July 2017: the search covers everything since (the API takes the full range). */
export const GST_START = '01/07/2017';

/**
 * "My Applications" (litserv case search): each application as a submission and a tracked ARN;
 * refunds also as a refund case and an RFD-01, with the case's folders read when the case is new
 * or its status moved.
 */
export const applicationsSync: GstSyncModule = {
  key: 'applications',
  label: 'Applications, refunds and ARNs',
  async run(run) {
    const arns = await storedGstRecords(run, RESOURCES.gstArn.type);
    const cases = await storedGstRecords(run, RESOURCES.gstRefundCase.type);
    const files = await storedGstDocIds(run, RESOURCES.gstCase.type);
    const caseFiles = await storedGstDocIds(run, RESOURCES.gstRefundCase.type);
    for (const caseTypeCd of APPLICATION_TYPES) {
      await tryGstItem(run, 'applications', caseTypeCd, async () => {
        const rows = await searchApplications(
          run.portal,
          run.session,
          caseTypeCd,
          GST_START,
          portalDay(run.today),
        );
        const mine = rows.filter((r) => typeof r.gstin !== 'string' || run.session.gstins.includes(r.gstin));
        const gstinOf = (r: (typeof rows)[number]) =>
          typeof r.gstin === 'string' ? r.gstin : run.session.gstins[0]!;
        const submissions = mine.map((r) => ({
          data: mapSubmission(r, gstOwner(gstinOf(r), run.accountKey)),
          raw: r,
        }));
        await saveGstRecords(run, RESOURCES.gstSubmission, submissions);
        await saveGstRecords(
          run,
          RESOURCES.gstArn,
          submissions.map((s) => ({
            data: mapArn(s.data, run.today, arns.get(keyOf(RESOURCES.gstArn, s.data))),
          })),
        );
        if (caseTypeCd !== 'RFUND') return;
        const refundCases = [];
        for (const r of mine) {
          const data = mapRefundCase(r, gstOwner(gstinOf(r), run.accountKey));
          const caseKey = keyOf(RESOURCES.gstRefundCase, data);
          const known = cases.get(caseKey);
          if (!known || known.statusDesc !== data.statusDesc) {
            const read = await tryGstItem(run, 'applications', r.arn, async () => {
              await syncCaseFolders(
                run,
                'applications',
                gstinOf(r),
                { caseId: String(r.caseId), caseTaskId: null, arn: r.arn, caseTypeCd },
                files,
                { type: RESOURCES.gstRefundCase.type, key: caseKey, stored: caseFiles.get(caseKey) },
              );
            });
            if (!read) continue;
          }
          refundCases.push({ data, raw: r });
        }
        await saveGstRecords(run, RESOURCES.gstRefundCase, refundCases);
        await saveGstRecords(
          run,
          RESOURCES.gstRefund,
          mine.map((r) => ({ data: mapRefund(r, gstOwner(gstinOf(r), run.accountKey)) })),
        );
      });
    }
  },
};
