import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSandbox } from '../testing';
import { GUEST_CAPTCHA_WRONG, PAN_VERIFY_SERVICE } from './pan-verify-routes';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testSandbox();
});
afterAll(() => app.close());

async function verify(panNumber: string, wrongCaptcha = false) {
  const image = await app.inject({ url: '/iec/guestservicesapi/captcha' });
  const cookie = [image.headers['set-cookie']].flat()[0]!.split(';')[0]!;
  const { answer } = (
    await app.inject({ url: `/__sandbox/captchas/latest?binding=guest:${cookie.split('=')[1]}` })
  ).json();
  return app.inject({
    method: 'POST',
    url: '/iec/guestservicesapi/verifyPan/',
    headers: { cookie, sn: PAN_VERIFY_SERVICE },
    payload: { serviceName: PAN_VERIFY_SERVICE, panNumber, captcha: wrongCaptcha ? 'WRONG1' : answer },
  });
}

describe('PAN verification', () => {
  it('answers the name and status of an allotted PAN', async () => {
    const body = (await verify('AAPFU0939F')).json();
    expect(body.messages[0].code).toBe('EF00000');
    expect(body.panDetails).toMatchObject({ pan: 'AAPFU0939F', holderType: 'Firm' });
    expect(['Active', 'Inactive', 'Deleted']).toContain(body.panDetails.panStatus);
    expect(body.panDetails.fullName).toMatch(/^[A-Z]/);
  });

  it('refuses a wrong captcha and does not know a PAN ending its digits in 0', async () => {
    expect((await verify('AAPFU0939F', true)).json().messages[0].code).toBe(GUEST_CAPTCHA_WRONG);
    expect((await verify('AAPFU0930F')).json().messages[0].code).toBe('EF00035');
  });
});
