import { z } from 'zod';
import type { ManualField, ManualNoticeConfig, ManualValues } from './manual-notice-config';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function fieldSchema(f: ManualField): z.ZodType<string, string> {
  let s = z.string().trim();
  if (f.required) s = s.min(1, `${f.label} is required.`);
  if ('max' in f && f.max) s = s.max(f.max, `At most ${f.max} characters.`);
  const check = 'check' in f ? f.check : undefined;
  return s.superRefine((v, ctx) => {
    if (v === '') return;
    if (f.kind === 'date' && !ISO_DATE.test(v))
      ctx.addIssue({ code: 'custom', message: `${f.label} must be a date.` });
    if (f.kind === 'money' && !/^[\d,]+(\.\d{1,2})?$/.test(v.replace(/[\s₹]/g, '')))
      ctx.addIssue({ code: 'custom', message: `${f.label} must be an amount in rupees.` });
    const problem = check?.(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** The form's checks, built from the configured fields. */
export function manualSchema(config: ManualNoticeConfig): z.ZodType<ManualValues, ManualValues> {
  const shape = Object.fromEntries(config.fields.map((f) => [f.key, fieldSchema(f)]));
  return z.object(shape).superRefine((v: ManualValues, ctx) => {
    for (const f of config.fields) {
      if (f.kind !== 'date' || !f.notBefore) continue;
      const value = v[f.key];
      const earliest = v[f.notBefore.field];
      if (value && earliest && value < earliest)
        ctx.addIssue({ code: 'custom', path: [f.key], message: f.notBefore.message });
    }
  });
}
