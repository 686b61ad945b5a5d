import { z } from 'zod';
import { checkPan } from '@taxdesk/domain';

/** A PDF attached by hand stops here (a scanned notice is rarely over a few MB). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const date = (label: string) =>
  z
    .string()
    .trim()
    .refine(isDate, { message: `${label} must be a date (YYYY-MM-DD)` });
const optionalDate = (label: string) =>
  z
    .union([z.literal(''), date(label)])
    .nullish()
    .transform((v) => v || null);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** `2024-25` (or `2024`, read as 2024-25); the second part must follow the first. */
const assessmentYear = z
  .string()
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const m = /^(\d{4})(?:-(\d{2}))?$/.exec(v);
    const start = m ? Number(m[1]) : NaN;
    const next = String((start + 1) % 100).padStart(2, '0');
    if (!m || (m[2] && m[2] !== next) || start < 1990 || start > 2100) {
      ctx.addIssue({ code: 'custom', message: 'Assessment year must look like 2024-25' });
      return z.NEVER;
    }
    return `${m[1]}-${next}`;
  });

export const ManualNoticePdf = z.object({
  fileName: z.string().trim().min(1).max(200),
  contentBase64: z.string().min(1),
});

/** A notice entered by hand: what the form sends, checked and normalised. */
export const ManualNoticeBody = z
  .object({
    pan: z
      .string()
      .trim()
      .min(1, 'PAN is required.')
      .transform((v, ctx) => {
        const pan = checkPan(v);
        if (!pan.ok) {
          ctx.addIssue({ code: 'custom', message: pan.reason });
          return z.NEVER;
        }
        return pan.value;
      }),
    noticeSection: z.string().trim().min(1, 'Section is required.').max(60),
    documentIdentificationNumber: optionalText(120),
    description: z.string().trim().min(1, 'Description is required.').max(4000),
    ay: assessmentYear,
    issuedOn: date('Issued on'),
    responseDueDate: optionalDate('Response due'),
    hearingDate: optionalDate('Hearing date'),
    proceedingReqId: optionalText(60),
    pdf: ManualNoticePdf.nullish(),
    /** On edit: drop the PDF attached before. */
    removePdf: z.boolean().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.responseDueDate && v.responseDueDate < v.issuedOn)
      ctx.addIssue({
        code: 'custom',
        path: ['responseDueDate'],
        message: 'Response due cannot be before the issue date',
      });
    if (v.hearingDate && v.hearingDate < v.issuedOn)
      ctx.addIssue({
        code: 'custom',
        path: ['hearingDate'],
        message: 'Hearing date cannot be before the issue date',
      });
  });

export type ManualNoticeInput = z.infer<typeof ManualNoticeBody>;
