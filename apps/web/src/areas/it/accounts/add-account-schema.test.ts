import { describe, expect, it } from 'vitest';
import { addAccountSchema } from './add-account-schema';

describe('add account form', () => {
  it('normalises the PAN and drops empty optional fields', () => {
    expect(
      addAccountSchema.parse({
        pan: ' abcpe1234f ',
        password: 'x',
        name: ' A ',
        clientNo: '',
        group: '',
        branch: '',
      }),
    ).toEqual({
      pan: 'ABCPE1234F',
      password: 'x',
      name: 'A',
      clientNo: undefined,
      group: undefined,
      branch: undefined,
    });
  });

  it('refuses a bad PAN or a missing password with the reason', () => {
    const result = addAccountSchema.safeParse({
      pan: 'ABCXE1234F',
      password: '',
      name: '',
      clientNo: '',
      group: '',
      branch: '',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ pan: 'PAN holder type X is not valid', password: 'Password is required.' });
    expect(addAccountSchema.safeParse({ pan: '', password: 'x' }).error?.issues[0]?.message).toBe(
      'PAN is required.',
    );
  });
});
