import { z } from 'zod';
import { checkPan } from '@taxdesk/domain';
import {
  manualAttachment,
  manualDate as date,
  notBefore,
  optionalManualDate as optionalDate,
  optionalManualText as optionalText,
} from '../../../lib/manual-records/manual-fields';

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
    ...manualAttachment,
  })
  .strict()
  .superRefine((v, ctx) => {
    notBefore(
      ctx,
      v.responseDueDate,
      v.issuedOn,
      'responseDueDate',
      'Response due cannot be before the issue date',
    );
    notBefore(ctx, v.hearingDate, v.issuedOn, 'hearingDate', 'Hearing date cannot be before the issue date');
  });

export type ManualNoticeInput = z.infer<typeof ManualNoticeBody>;
