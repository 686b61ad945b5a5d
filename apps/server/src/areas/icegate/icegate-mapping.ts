/** ICEGATE's answers → icegateShippingBill fields (the enquiry's own names, dates as ISO days). */

const NA = 'N.A.';

export type SbListRow = { sbNo: string; sbDate: string; location: string; portName: string };

type Section = Record<string, unknown>;

function value(section: Section | undefined, key: string): string | null {
  const v = section?.[key];
  if (v == null) return null;
  const s = String(v).trim();
  return s === '' || s === NA ? null : s;
}

/** dd/mm/yyyy → yyyy-mm-dd; "N.A." and the unreadable → null. */
function isoFromSlash(v: string | null): string | null {
  const m = v ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** yyyymmdd → yyyy-mm-dd. */
function isoFromCompact(v: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** dd-mm-yyyy, the logged-in enquiries' input style, of an ISO day. */
export function dashDate(iso: string): string {
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}

function money(v: string | null): number | null {
  if (v == null) return null;
  const n = Number(v.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

function igstStatus(igst: Section | undefined): string {
  if (!money(value(igst, 'igstAmount'))) return 'not_claimed';
  const code = value(igst, 'validationCode');
  if (!code) return 'awaiting_egm';
  if (code !== 'SB000') return 'validation_error';
  return value(igst, 'scrollNo') ? 'scrolled' : 'validated';
}

export function shippingBillData(userName: string, row: SbListRow, details: Record<string, unknown>) {
  const sb = details.sbDetailsModel as Section | undefined;
  const status = details.currentStatusModel as Section | undefined;
  const egm = (Array.isArray(details.egmStatusModel) ? undefined : details.egmStatusModel) as
    Section | undefined;
  const igst = details.igstRefundModel as Section | undefined;
  return {
    sbNo: row.sbNo,
    sbDate: isoFromCompact(row.sbDate),
    location: row.location,
    portName: `${row.portName} (${row.location})`,
    userName,
    iec: value(sb, 'iec'),
    chaNo: value(sb, 'chaNo'),
    portOfDischarge: value(sb, 'portOfDischarge'),
    currStatus: value(status, 'currStatus'),
    leoDate: isoFromSlash(value(status, 'leoDate')),
    egmNo: value(egm, 'egmNo'),
    egmDate: isoFromSlash(value(egm, 'egmDate')),
    fob: money(value(sb, 'fob')),
    drawback: money(value(sb, 'drawback')),
    custScrollNo: value(status, 'custScrollNo'),
    scrollDate: isoFromSlash(value(status, 'scrollDate')),
    igstAmount: money(value(igst, 'igstAmount')),
    igstRefundStatus: igstStatus(igst),
    igstValidationCode: value(igst, 'validationCode'),
    igstValidationMessage: value(igst, 'validationMsg'),
    igstScrollNo: value(igst, 'scrollNo'),
    igstScrollDate: isoFromSlash(value(igst, 'scrollDate')),
    igstScrollAmount: money(value(igst, 'scrollAmount')),
  };
}

/** Nothing more will happen to a bill: EGM filed, drawback scrolled (or none), IGST refunded (or none). */
export function isSettled(data: Readonly<Record<string, unknown>>): boolean {
  const igstDone = data.igstRefundStatus === 'scrolled' || data.igstRefundStatus === 'not_claimed';
  const dbkDone = !data.drawback || data.custScrollNo != null;
  return data.egmNo != null && igstDone && dbkDone;
}
