import { RESOURCES, portalYear } from '@taxdesk/domain';
import type { SyncModule } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { amount, portalDate, text } from './records-mapping';
import { fetchRefunds, type PortalRefund } from './refunds-api';
import { saveRecords } from './records-sync-support';

export function mapRefund(r: PortalRefund, pan: string): Record<string, unknown> {
  return {
    refundSeqNo: String(r.refundSeqNo),
    pan,
    assessmentYear: portalYear(r.assessmentYear),
    refundAmount: amount(r.refundAmount),
    interestUs244A: amount(r.interestUs244A),
    refundStatus: text(r.refundStatus),
    refundIssuedDate: portalDate(r.refundIssuedDate),
    statusDate: portalDate(r.statusDate),
    modeOfPayment: text(r.modeOfPayment),
    bankName: text(r.bankName),
    bankAccNum: text(r.bankAccNum),
    ifscCd: text(r.ifscCd),
    failureReason: text(r.failureReason),
  };
}

/** Refunds: one call; a refund's status moves (determined → paid, adjusted or failed) and is kept. */
export const refundsSync: SyncModule<ItConnector> = {
  key: 'refunds',
  label: 'Refunds',
  async run(run) {
    const refunds = await fetchRefunds(run.portal, run.session);
    await saveRecords(
      run,
      RESOURCES.itRefund,
      refunds.map((r) => ({ data: mapRefund(r, run.accountKey), raw: r })),
      { complete: true },
    );
  },
};
