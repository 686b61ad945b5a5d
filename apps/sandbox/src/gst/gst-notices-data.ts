import { DAY_MS, TIMELINE_ANCHOR, atIst } from '../it/dates';
import { Rng } from '../rng';
import { numericId, referenceNumber } from './gst-ids';
import type { Filing } from './gst-returns-data';

/** A document a notice or case item links to; the sandbox renders its PDF on request. */
export type GstDoc = { id: string; docName: string; title: string; lines: string[] };

export type NoticeKind = {
  type: string;
  descr: string;
  dueDays: number | null;
  withAmount: boolean;
  issuedBy: string;
  closesAfterDays?: number;
};

const KINDS: readonly NoticeKind[] = [
  {
    type: 'ASMT-10',
    descr: 'Notice for intimating discrepancies in the return after scrutiny',
    dueDays: 30,
    withAmount: true,
    issuedBy: 'Superintendent',
    closesAfterDays: 60,
  },
  {
    type: 'DRC-01',
    descr: 'Summary of the show cause notice',
    dueDays: 30,
    withAmount: true,
    issuedBy: 'Deputy Commissioner',
  },
  {
    type: 'DRC-01A',
    descr: 'Intimation of tax ascertained as being payable under section 73(5)/74(5)',
    dueDays: 15,
    withAmount: true,
    issuedBy: 'Assistant Commissioner',
  },
  {
    type: 'REG-03',
    descr: 'Notice for seeking additional information / clarification / documents',
    dueDays: 7,
    withAmount: false,
    issuedBy: 'Superintendent',
    closesAfterDays: 20,
  },
  {
    type: 'Order',
    descr: 'Summary of the order (DRC-07)',
    dueDays: null,
    withAmount: true,
    issuedBy: 'Deputy Commissioner',
  },
  {
    type: 'RFD-08',
    descr: 'Notice for rejection of application for refund',
    dueDays: 15,
    withAmount: true,
    issuedBy: 'Assistant Commissioner',
  },
];

export type GstNotice = {
  at: number;
  noticeOrderId: string;
  kind: NoticeKind;
  dueAt: number | null;
  amount: number | null;
  closedAt: number | null;
  doc: GstDoc | null;
  applnId: string | null;
  appDefId: string | null;
  /** GSTR-3A: the return not filed. */
  gstr3a?: { retPeriod: string; retTyp: string; filing: Filing };
};

const GSTR3A_KIND: NoticeKind = {
  type: 'GSTR-3A',
  descr: 'Notice to return defaulter u/s 46 for not filing return',
  dueDays: 15,
  withAmount: false,
  issuedBy: 'System Generated',
};

/**
 * Notices and orders of a GSTIN: a few over the last year and a half (some after the anchor, so
 * later syncs find new ones), plus a GSTR-3A for each return filed more than two weeks late or not at all.
 */
export function buildNotices(
  seed: string,
  gstin: string,
  legalName: string,
  filings: readonly Filing[],
): GstNotice[] {
  const rng = new Rng(seed, 'gst-notices', gstin);
  const stateCode = gstin.slice(0, 2);
  const notices: GstNotice[] = [];
  const count = rng.int(1, 5);
  for (let i = 0; i < count; i++) {
    const r = new Rng(seed, 'gst-notice', gstin, i);
    const kind = r.pick(KINDS);
    const at = atIst(TIMELINE_ANCHOR - r.int(-25, 500) * DAY_MS, r.int(10, 18), r.int(0, 59));
    const noticeOrderId = referenceNumber('ZD', stateCode, at, r);
    const amount = kind.withAmount ? r.int(10, 2000) * 1000 : null;
    const withDoc = r.chance(0.85);
    const docId = withDoc ? `${noticeOrderId}${numericId(r, 4)}` : null;
    notices.push({
      at,
      noticeOrderId,
      kind,
      dueAt:
        kind.dueDays === null
          ? null
          : atIst(Math.floor(at / DAY_MS) * DAY_MS + kind.dueDays * DAY_MS, 23, 59, 59),
      amount,
      closedAt: kind.closesAfterDays && r.chance(0.6) ? at + kind.closesAfterDays * DAY_MS : null,
      doc: docId
        ? {
            id: docId,
            docName: `${kind.type.replace(/[^A-Z0-9]/gi, '_')}_${noticeOrderId}.pdf`,
            title: `FORM GST ${kind.type}`,
            lines: [
              `Reference No.: ${noticeOrderId}`,
              `GSTIN: ${gstin}`,
              `Name: ${legalName}`,
              kind.descr,
              amount ? `Amount: Rs. ${amount}` : 'Amount: NA',
              `Issued by: ${kind.issuedBy}`,
            ],
          }
        : null,
      applnId: withDoc ? numericId(r, 9) : null,
      appDefId: null,
    });
  }
  for (const filing of filings) {
    if (filing.rtntype === 'GSTR9' || filing.rtntype === 'GSTR9C') continue;
    const late = filing.filedAt === undefined || filing.filedAt - filing.dueAt > 15 * DAY_MS;
    if (!late) continue;
    const r = new Rng(seed, 'gst-3a', gstin, filing.rtntype, filing.period);
    const at = atIst(Math.floor(filing.dueAt / DAY_MS) * DAY_MS + 16 * DAY_MS, 9, r.int(0, 59));
    notices.push({
      at,
      noticeOrderId: referenceNumber('ZA', stateCode, at, r),
      kind: GSTR3A_KIND,
      dueAt: atIst(Math.floor(at / DAY_MS) * DAY_MS + 15 * DAY_MS, 23, 59, 59),
      amount: null,
      closedAt: filing.filedAt && filing.filedAt > at ? filing.filedAt : null,
      doc: null,
      applnId: null,
      appDefId: numericId(r, 10),
      gstr3a: { retPeriod: filing.period, retTyp: filing.rfp === 'Quarterly' ? 'Q' : 'M', filing },
    });
  }
  return notices.sort((a, b) => a.at - b.at);
}
