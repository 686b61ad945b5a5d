import { checkPan } from '@taxdesk/domain';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .max(200, 'At most 200 characters.')
  .transform((v) => v || undefined);

/** The "Add account" form: a valid PAN and a password; the rest optional. */
export const addAccountSchema = z.object({
  pan: z
    .string()
    .trim()
    .min(1, 'PAN is required.')
    .transform((value, ctx) => {
      const check = checkPan(value);
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', message: check.reason });
        return z.NEVER;
      }
      return check.value;
    }),
  password: z.string().min(1, 'Password is required.'),
  name: optionalText,
  clientNo: optionalText,
  group: optionalText,
  branch: optionalText,
});

export type AddAccountInput = z.input<typeof addAccountSchema>;
/** The body of `POST /it/accounts`. */
export type AddAccountBody = z.output<typeof addAccountSchema>;

export const emptyAddAccount: AddAccountInput = {
  pan: '',
  password: '',
  name: '',
  clientNo: '',
  group: '',
  branch: '',
};
