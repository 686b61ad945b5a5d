import type { PortalFiledReturn, PortalRoleReturn } from './returns-api';
import { fyOfPeriod, isoDay } from './gst-values';

export function mapFiledReturn(
  row: PortalFiledReturn,
  owner: Record<string, unknown>,
): Record<string, unknown> {
  return {
    arn: row.arn,
    ...owner,
    rtntype: row.rtntype,
    fy: row.fy ?? null,
    taxp: row.taxp ?? null,
    retPeriod: row.ret_prd ?? null,
    rfp: row.rfp ?? null,
    dof: isoDay(row.dof),
    mof: row.mof ?? null,
    filedBy: row.filedBy ?? null,
  };
}

const DAY_MS = 86_400_000;

/** A period's return as filed, filed late or not filed, with the days it came after its due date. */
export function mapCompliance(
  row: PortalRoleReturn,
  period: string,
  owner: Record<string, unknown> & { gstin: string },
  details: Record<string, unknown> | null,
): Record<string, unknown> {
  const due = isoDay(row.due_dt ?? details?.due_dt);
  const filedOn = row.status === 'FIL' ? isoDay(details?.fil_dt) : null;
  const daysLate =
    filedOn && due ? Math.max(0, Math.round((Date.parse(filedOn) - Date.parse(due)) / DAY_MS)) : null;
  return {
    refId: `${owner.gstin}-${row.return_ty}-${period}`,
    ...owner,
    returnType: row.return_ty,
    retPeriod: period,
    financialYear: fyOfPeriod(period),
    filingStatus: row.status !== 'FIL' ? 'not_filed' : daysLate ? 'filed_late' : 'filed',
    dueDate: due,
    filedOn,
    daysLate,
    arn: (details?.arn as string | undefined) ?? null,
  };
}
