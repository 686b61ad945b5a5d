import { checkArcaId, checkPan } from '@taxdesk/domain';
import { z } from 'zod';
import type { LoginKind } from './rp-arca-api';

const optionalText = z
  .string()
  .trim()
  .max(200, 'At most 200 characters.')
  .optional()
  .transform((v) => v || undefined);

function loginId(check: typeof checkPan, label: string) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .transform((value, ctx) => {
      const c = check(value);
      if (!c.ok) {
        ctx.addIssue({ code: 'custom', message: c.reason });
        return z.NEVER;
      }
      return c.value;
    });
}

/** The "Add Reply account" and "Add ARCA login" forms: a valid id and a password; the rest optional. */
export const loginSchemas = {
  rp: z.object({
    loginId: loginId(checkPan, 'PAN'),
    password: z.string().min(1, 'Password is required.'),
    name: optionalText,
    branch: optionalText,
  }),
  arca: z.object({
    loginId: loginId(checkArcaId, 'ARCA id'),
    password: z.string().min(1, 'Password is required.'),
    name: optionalText,
    branch: optionalText,
  }),
} as const satisfies Record<LoginKind, z.ZodTypeAny>;

export type LoginFormInput = z.input<(typeof loginSchemas)['rp']>;
export type LoginFormBody = z.output<(typeof loginSchemas)['rp']>;

export const emptyLogin: LoginFormInput = { loginId: '', password: '', name: '', branch: '' };

/** The API's body: the id under its own name (`rpPan`, `arcaId`). */
export function loginBody(kind: LoginKind, body: LoginFormBody): Record<string, string | undefined> {
  return kind === 'rp'
    ? { rpPan: body.loginId, password: body.password, name: body.name, branch: body.branch }
    : { arcaId: body.loginId, password: body.password };
}
