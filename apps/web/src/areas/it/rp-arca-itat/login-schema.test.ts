import { describe, expect, it } from 'vitest';
import { loginBody, loginSchemas } from './login-schema';

describe('login forms', () => {
  it('check and normalise the login id', () => {
    const rp = loginSchemas.rp.safeParse({
      loginId: ' abcpe1234f ',
      password: 'x',
      name: '',
      branch: 'Pune',
    });
    expect(rp.success && rp.data).toEqual({
      loginId: 'ABCPE1234F',
      password: 'x',
      name: undefined,
      branch: 'Pune',
    });
    expect(loginSchemas.rp.safeParse({ loginId: 'ABC', password: 'x' }).success).toBe(false);
    const arca = loginSchemas.arca.safeParse({ loginId: 'arca123456', password: 'x' });
    expect(arca.success && arca.data.loginId).toBe('ARCA123456');
    const bad = loginSchemas.arca.safeParse({ loginId: 'ARCA12', password: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['loginId', 'password']);
  });

  it('send the id under its own name', () => {
    expect(
      loginBody('arca', { loginId: 'ARCA123456', password: 'p', name: undefined, branch: undefined }),
    ).toEqual({
      arcaId: 'ARCA123456',
      password: 'p',
    });
    expect(
      loginBody('rp', { loginId: 'ABCPE1234F', password: 'p', name: 'N', branch: undefined }),
    ).toMatchObject({
      rpPan: 'ABCPE1234F',
    });
  });
});
