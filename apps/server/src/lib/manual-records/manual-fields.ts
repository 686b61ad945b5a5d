import { z } from 'zod';
import { checkGstin } from '@taxdesk/domain';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The field checks every hand-entered record's body is made of, with messages the form shows. */
export const manualDate = (label: string) =>
  z
    .string()
    .trim()
    .refine(isDate, { message: `${label} must be a date (YYYY-MM-DD)` });

export const optionalManualDate = (label: string) =>
  z
    .union([z.literal(''), manualDate(label)])
    .nullish()
    .transform((v) => v || null);

export const optionalManualText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** Rupees as typed ("1,25,000.50") or as a number; blank is none. */
export const optionalManualAmount = (label: string) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx) => {
      if (v == null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v.replace(/[,\s₹]/g, ''));
      if (!Number.isFinite(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message: `${label} must be an amount in rupees` });
        return z.NEVER;
      }
      return Math.round(n * 100) / 100;
    });

/** A GSTIN by shape and state code; a wrong check character is let through (PORTALS.md). */
export const manualGstin = z
  .string()
  .trim()
  .min(1, 'GSTIN is required.')
  .transform((v, ctx) => {
    const check = checkGstin(v);
    if (!check.ok) {
      ctx.addIssue({ code: 'custom', message: check.reason });
      return z.NEVER;
    }
    return check.value;
  });

export const ManualPdf = z.object({
  fileName: z.string().trim().min(1).max(200),
  contentBase64: z.string().min(1),
});

/** What every hand-entered body may carry besides its fields: a PDF, or on edit its removal. */
export const manualAttachment = {
  pdf: ManualPdf.nullish(),
  removePdf: z.boolean().optional(),
};

/** A date that may not come before another (a reply due before the notice was issued). */
export function notBefore(
  ctx: z.RefinementCtx,
  value: string | null,
  earliest: string | null,
  path: string,
  message: string,
): void {
  if (value && earliest && value < earliest) ctx.addIssue({ code: 'custom', path: [path], message });
}
