import { checkPan } from '@taxdesk/domain';
import { z } from 'zod';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || ISO_DATE.test(v), `${label} must be a date.`);

/** The manual notice form; the server checks the same and more (the PAN is the org's, the DIN is new). */
export const manualNoticeSchema = z
  .object({
    pan: z
      .string()
      .trim()
      .min(1, 'PAN is required.')
      .superRefine((v, ctx) => {
        const check = checkPan(v);
        if (!check.ok) ctx.addIssue({ code: 'custom', message: check.reason });
      }),
    noticeSection: z.string().trim().min(1, 'Section is required.').max(60, 'At most 60 characters.'),
    documentIdentificationNumber: z.string().trim().max(120, 'At most 120 characters.'),
    description: z.string().trim().min(1, 'Description is required.').max(4000, 'At most 4000 characters.'),
    ay: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{4}(-\d{2})?$/.test(v), 'Assessment year must look like 2024-25.'),
    issuedOn: z.string().trim().min(1, 'Issued on is required.').regex(ISO_DATE, 'Issued on must be a date.'),
    responseDueDate: optionalDate('Response due'),
    hearingDate: optionalDate('Hearing date'),
    proceedingReqId: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.responseDueDate && v.issuedOn && v.responseDueDate < v.issuedOn)
      ctx.addIssue({
        code: 'custom',
        path: ['responseDueDate'],
        message: 'Response due cannot be before the issue date.',
      });
    if (v.hearingDate && v.issuedOn && v.hearingDate < v.issuedOn)
      ctx.addIssue({
        code: 'custom',
        path: ['hearingDate'],
        message: 'Hearing date cannot be before the issue date.',
      });
  });

export type ManualNoticeValues = z.input<typeof manualNoticeSchema>;

export const emptyManualNotice: ManualNoticeValues = {
  pan: '',
  noticeSection: '',
  documentIdentificationNumber: '',
  description: '',
  ay: '',
  issuedOn: '',
  responseDueDate: '',
  hearingDate: '',
  proceedingReqId: '',
};

/** A stored manual notice → the form's values, for editing. */
export function valuesOf(data: Readonly<Record<string, unknown>>): ManualNoticeValues {
  const text = (k: string) => (data[k] == null ? '' : String(data[k]));
  return {
    pan: text('pan'),
    noticeSection: text('noticeSection'),
    documentIdentificationNumber: text('documentIdentificationNumber'),
    description: text('description'),
    ay: text('ay'),
    issuedOn: text('issuedOn').slice(0, 10),
    responseDueDate: text('responseDueDate').slice(0, 10),
    hearingDate: text('hearingDate').slice(0, 10),
    proceedingReqId: text('proceedingReqId'),
  };
}
