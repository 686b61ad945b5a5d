import { text } from './records-mapping';
import type { PortalReply } from './replies-api';

/** An instant from the portal (epoch milliseconds or an ISO string) as milliseconds, or null. */
export function instant(value: unknown): number | null {
  if (value == null || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const s = String(value).trim();
  if (/^\d{12,}$/.test(s)) return Number(s);
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : t;
}

export function mapReply(
  r: PortalReply,
  notice: { headerSeqNo: string; proceedingReqId: unknown; pan: string },
): Record<string, unknown> {
  const attachments = (r.attachmentLst ?? []).map((a) => ({
    docId: String(a.docId),
    attachmentName: text(a.attachmentName) ?? `${String(a.docId)}.pdf`,
    categorieName: text(a.categorieName),
  }));
  const submitted = instant(r.submittedOn);
  return {
    responseId: String(r.responseId),
    headerSeqNo: notice.headerSeqNo,
    proceedingReqId: notice.proceedingReqId == null ? null : String(notice.proceedingReqId),
    pan: notice.pan,
    submittedOn: submitted === null ? null : new Date(submitted).toISOString(),
    respType: text(r.respType),
    remarks: text(r.remarks),
    attachmentLst: attachments,
    attachmentNames: attachments.map((a) => a.attachmentName).join(', ') || null,
    attachmentCount: attachments.length,
  };
}

/** The name a reply's attachment gets among its notice's documents. */
export function attachmentFileName(responseId: string, attachmentName: string): string {
  return `Reply ${responseId} - ${attachmentName}`;
}
