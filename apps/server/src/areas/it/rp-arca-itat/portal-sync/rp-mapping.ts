import { portalYear } from '@taxdesk/domain';
import { portalDate } from '../../../../lib/portal/dates';
import type { PortalRow } from './rp-api';

/** An instant (epoch ms) as an ISO date-time, for fields shown with their time. */
export function portalInstant(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  return portalDate(value);
}

function withDates(row: PortalRow, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const k of keys) if (k in out) out[k] = portalDate(out[k]);
  return out;
}

export function mapRpProceeding(p: PortalRow, rpPan: string): Record<string, unknown> {
  const data = withDates(p, [
    'issuedOn',
    'servedOn',
    'responseDueDate',
    'lastResponseSubmittedOn',
    'proceedingClosureDate',
  ]);
  data.proceedingReqId = String(p.proceedingReqId);
  data.entityNum = String(p.entityNum ?? p.pan ?? '').toUpperCase();
  data.entityType = p.entityType === 'TAN' ? 'TAN' : 'PAN';
  data.assessmentYear = portalYear(p.assessmentYear);
  data.financialYr = portalYear(p.financialYr);
  data.viewNoticeCount = Number(p.viewNoticeCount ?? 0);
  data.rpPan = rpPan;
  return data;
}

export function mapRpNotice(n: PortalRow, proceedingReqId: string, rpPan: string): Record<string, unknown> {
  const data = withDates(n, ['issuedOn', 'servedOn', 'responseDueDate', 'lastResponseSubmittedOn']);
  data.headerSeqNo = String(n.headerSeqNo);
  data.proceedingReqId = proceedingReqId;
  data.entityNum = String(n.entityNum ?? n.pan ?? '').toUpperCase();
  data.entityType = n.entityType === 'TAN' ? 'TAN' : 'PAN';
  data.ay = portalYear(n.ay);
  data.rpPan = rpPan;
  return data;
}

/** Statuses after which a batch no longer changes: its items need no second look. */
export const FINAL_BATCH_STATUSES: ReadonlySet<string> = new Set(['COMPLETED', 'PARTIAL', 'FAILED']);

export function mapBatch(b: PortalRow, items: readonly PortalRow[], rpPan: string): Record<string, unknown> {
  return {
    batchSeqId: String(b.batchSeqId),
    requestType: b.requestType,
    requestDesc: b.requestDesc,
    submittedOn: portalInstant(b.submittedOn),
    totalCount: Number(b.totalCount ?? items.length),
    processedCount: Number(b.processedCount ?? 0),
    failedCount: Number(b.failedCount ?? 0),
    batchStatus: b.batchStatus,
    completedOn: portalInstant(b.completedOn),
    rpPan,
    items: items.map((i) => ({
      itemSeqNo: Number(i.itemSeqNo),
      entityNum: String(i.entityNum ?? ''),
      proceedingReqId: i.proceedingReqId == null ? null : String(i.proceedingReqId),
      headerSeqNo: i.headerSeqNo == null ? null : String(i.headerSeqNo),
      ay: portalYear(i.ay),
      itemStatus: i.itemStatus,
      remarks: i.remarks ?? null,
      processedOn: portalInstant(i.processedOn),
    })),
  };
}

export function mapClient(c: PortalRow): Record<string, unknown> {
  return {
    entityNum: String(c.entityNum ?? '').toUpperCase(),
    entityType: c.entityType === 'TAN' ? 'TAN' : 'PAN',
    entityName: c.entityName ?? null,
    authorisationType: c.authorisationType ?? null,
    authorisedFrom: portalDate(c.authorisedFrom),
  };
}
