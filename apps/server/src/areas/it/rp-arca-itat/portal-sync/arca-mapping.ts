import { portalYear } from '@taxdesk/domain';
import { portalDate } from '../../../../lib/portal/dates';
import type { PortalRow } from './rp-api';

/** ARCA records as TaxDesk keeps them: the portal's names, dates as YYYY-MM-DD, years as 2024-25. */

export function mapWorklistItem(w: PortalRow, arcaId: string): Record<string, unknown> {
  return {
    transactionNo: String(w.transactionNo),
    pan: String(w.pan ?? '').toUpperCase(),
    assesseeName: w.assesseeName ?? null,
    formTypeCd: w.formTypeCd ?? null,
    formDesc: w.formDesc ?? null,
    refYear: portalYear(w.refYear),
    assignedOn: portalDate(w.assignedOn),
    dueDate: portalDate(w.dueDate),
    status: w.status ?? null,
    statusUpdatedOn: portalDate(w.statusUpdatedOn),
    ackNum: w.ackNum == null ? null : String(w.ackNum),
    remarks: w.remarks ?? null,
    arcaId,
  };
}

export function mapFiledForm(f: PortalRow, arcaId: string): Record<string, unknown> {
  return {
    ackNum: String(f.ackNum),
    pan: String(f.entityNum ?? f.pan ?? '').toUpperCase(),
    entityName: f.entityName ?? null,
    formTypeCd: f.formTypeCd ?? null,
    formDesc: f.formDesc ?? null,
    refYear: portalYear(f.refYear),
    filedDt: portalDate(f.filedDt ?? f.ackDt),
    filingTypeCd: f.filingTypeCd ?? null,
    formStatus: f.formStatus ?? null,
    udin: f.udin ?? null,
    transactionNo: f.transactionNo == null ? null : String(f.transactionNo),
    arcaId,
  };
}

export function mapUdin(u: PortalRow, arcaId: string): Record<string, unknown> {
  return {
    ackNum: String(u.ackNum),
    udin: u.udin ?? null,
    pan: String(u.pan ?? '').toUpperCase(),
    assesseeName: u.assesseeName ?? null,
    formTypeCd: u.formTypeCd ?? null,
    refYear: portalYear(u.assmtYear),
    filedDt: portalDate(u.filedDt),
    udinGeneratedOn: portalDate(u.udinGenDate),
    udinUpdatedOn: portalDate(u.udinUpdtDate),
    udinStatus: u.udinStatus ?? null,
    arcaId,
  };
}

/** Worklist states that wait for the CA (accept, upload, re-upload after the client's rejection). */
export const AWAITING_CA: ReadonlySet<string> = new Set(['PENDING_ACCEPTANCE', 'ACCEPTED', 'RETURNED']);
