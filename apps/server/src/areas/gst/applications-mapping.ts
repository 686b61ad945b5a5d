import type { PortalApplication } from './cases-api';
import { amount, fyOfDay, isoDay, isoInstant, parseJsonString } from './gst-values';

/** An application's form and amount, wherever its kind keeps them (RFD-01 flat, DRC-03 under `vp.pysum`). */
function formAndAmount(item: Record<string, unknown>, caseJson: Record<string, unknown>) {
  const pysum = (item.vp as { pysum?: Record<string, unknown> } | undefined)?.pysum;
  const lines = (pysum?.lbltydtls as { act?: Record<string, unknown>[] } | undefined)?.act ?? [];
  const drc03 = lines.length ? lines.reduce((s, l) => s + (amount(l.total) ?? 0), 0) : null;
  return {
    formNo: (item.formNo ?? caseJson.formNo ?? null) as string | null,
    amount: amount(item.ttlRfdAmt) ?? drc03 ?? amount(item.dsptAmt),
    fy: (pysum?.fy as string | undefined) ?? null,
  };
}

export function mapSubmission(
  row: PortalApplication,
  owner: Record<string, unknown>,
): Record<string, unknown> {
  const item = parseJsonString((row.appItem as { itemJson?: unknown } | undefined)?.itemJson);
  const caseJson = parseJsonString(row.caseJson);
  const { formNo, amount: value, fy } = formAndAmount(item, caseJson);
  const filed = isoInstant(row.caseCreationDate);
  return {
    arn: row.arn,
    ...owner,
    caseTypeCd: row.caseTypeCd,
    caseName: row.caseName ?? null,
    formNo,
    caseCreationDate: filed,
    statusDesc: row.statusDesc ?? null,
    financialYear: fy ?? fyOfDay(isoDay(row.caseCreationDate)),
    amount: value,
    caseId: String(row.caseId),
  };
}

/** The ARN's status as of the day the sync read it: tracked ARNs say when they were last seen so. */
export function mapArn(
  submission: Record<string, unknown>,
  today: string,
  previous?: Record<string, unknown>,
) {
  const unchanged = previous && previous.statusDesc === submission.statusDesc;
  return {
    arn: submission.arn,
    gstin: submission.gstin,
    state: submission.state,
    portalUserName: submission.portalUserName,
    caseTypeCd: submission.caseTypeCd,
    formNo: submission.formNo,
    filedOn: typeof submission.caseCreationDate === 'string' ? isoDay(submission.caseCreationDate) : null,
    statusDesc: submission.statusDesc,
    // Kept while the status stays, so a re-sync with no change writes nothing.
    statusCheckedAt: unchanged ? previous.statusCheckedAt : today,
  };
}

export function mapRefundCase(
  row: PortalApplication,
  owner: Record<string, unknown>,
): Record<string, unknown> {
  const item = parseJsonString((row.appItem as { itemJson?: unknown } | undefined)?.itemJson);
  const filed = isoInstant(row.caseCreationDate);
  return {
    caseId: String(row.caseId),
    arn: row.arn,
    ...owner,
    caseName: row.caseName ?? null,
    statusDesc: row.statusDesc ?? null,
    caseCreationDate: filed,
    refundRsn: item.refundRsn ?? null,
    ttlRfdAmt: amount(item.ttlRfdAmt),
    financialYear: fyOfDay(isoDay(row.caseCreationDate)),
  };
}

/** The RFD-01 inside a refund case's item, by its acknowledgement number. */
export function mapRefund(row: PortalApplication, owner: Record<string, unknown>): Record<string, unknown> {
  const item = parseJsonString((row.appItem as { itemJson?: unknown } | undefined)?.itemJson);
  const filed = isoInstant(item.rfdSubDt ?? row.caseCreationDate);
  return {
    applnAckNum: String(item.applnAckNum ?? row.arn),
    ...owner,
    formNo: item.formNo ?? 'GST RFD-01',
    refundRsn: item.refundRsn ?? null,
    rfdSubDt: filed,
    fromRetPrd: item.fromRetPrd ?? null,
    toRetPrd: item.toRetPrd ?? null,
    financialYear: fyOfDay(isoDay(item.rfdSubDt ?? row.caseCreationDate)),
    ttlRfdAmt: amount(item.ttlRfdAmt),
    statusDesc: row.statusDesc ?? null,
    caseId: String(row.caseId),
  };
}
