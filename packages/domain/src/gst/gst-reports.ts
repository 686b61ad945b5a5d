import { z } from 'zod';
import { YearText } from '../dates/years';
import { GST_RETURN_TYPES } from '../resources/gst/gst-fields';

/**
 * The GST reports' request and answer shapes (`/api/o/{orgId}/gst/reports/...`): the server
 * validates queries with them, the web reads answers by the same types.
 */

const Text = z.string().trim().min(1).max(100).optional();
const FinancialYear = YearText('financial');
const ReturnType = z.enum(Object.keys(GST_RETURN_TYPES) as [keyof typeof GST_RETURN_TYPES]);

/** The filing grid: one financial year (default: the current one), narrowed by return type, group, state. */
export const GstReturnGridQuery = z.object({
  fy: FinancialYear.optional(),
  returnType: ReturnType.optional(),
  group: Text,
  state: Text,
});
export type GstReturnGridQuery = z.infer<typeof GstReturnGridQuery>;

/** One return of one period: filed, filed late or not filed (gstReturnCompliance's `filingStatus`). */
export const GstReturnCell = z.object({
  status: z.enum(['filed', 'filed_late', 'not_filed']),
  filedOn: z.string().nullable(),
  dueDate: z.string().nullable(),
  daysLate: z.number().nullable(),
  arn: z.string().nullable(),
});
export type GstReturnCell = z.infer<typeof GstReturnCell>;

export const GstReportAccount = z.object({
  gstin: z.string(),
  portalUserName: z.string(),
  name: z.string().nullable(),
  state: z.string().nullable(),
  group: z.string().nullable(),
});
export type GstReportAccount = z.infer<typeof GstReportAccount>;

export const GstReturnGrid = z.object({
  fy: z.string(),
  /** The year's periods, April first (MMYYYY). */
  periods: z.array(z.string()),
  /** Return types with at least one cell this year, in the portal's order. */
  returnTypes: z.array(z.string()),
  /** The financial years that hold any filing status, newest first (for the year filter). */
  years: z.array(z.string()),
  rows: z.array(
    GstReportAccount.extend({
      /** returnType → period → cell */
      cells: z.record(z.string(), z.record(z.string(), GstReturnCell)),
    }),
  ),
});
export type GstReturnGrid = z.infer<typeof GstReturnGrid>;

/** Non-filers: returns not filed whose due date passed, per GSTIN. */
export const GstNonFilersQuery = z.object({
  fy: FinancialYear.optional(),
  returnType: ReturnType.optional(),
  group: Text,
  state: Text,
});
export type GstNonFilersQuery = z.infer<typeof GstNonFilersQuery>;

export const GstNonFilers = z.object({
  rows: z.array(
    GstReportAccount.extend({
      count: z.number(),
      missing: z.array(
        z.object({ returnType: z.string(), period: z.string(), dueDate: z.string().nullable() }),
      ),
    }),
  ),
});
export type GstNonFilers = z.infer<typeof GstNonFilers>;

/** Annual-return thresholds on aggregate turnover (rupees): GSTR-9 above 2 crore, GSTR-9C above 5 crore. */
export const GSTR9_THRESHOLD = 2_00_00_000;
export const GSTR9C_THRESHOLD = 5_00_00_000;

export function annualReturnsDue(turnover: number | null | undefined): { gstr9: boolean; gstr9c: boolean } {
  const t = turnover ?? 0;
  return { gstr9: t > GSTR9_THRESHOLD, gstr9c: t > GSTR9C_THRESHOLD };
}

/** The financial year (2025-26) of a period MMYYYY. */
export function fyOfGstPeriod(period: string): string {
  const month = Number(period.slice(0, 2));
  const year = Number(period.slice(2));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The twelve periods (MMYYYY) of a financial year, April to March. */
export function periodsOfFy(fy: string): string[] {
  const start = Number(fy.slice(0, 4));
  return Array.from({ length: 12 }, (_, i) => {
    const m = ((i + 3) % 12) + 1;
    return `${String(m).padStart(2, '0')}${m >= 4 ? start : start + 1}`;
  });
}
