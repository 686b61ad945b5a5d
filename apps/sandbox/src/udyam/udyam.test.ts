import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSandbox } from '../testing';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testSandbox();
});
afterAll(() => app.close());

async function verify(udyamNumber: string, opts: { wrongCaptcha?: boolean } = {}) {
  const form = await app.inject({ url: '/Udyam_Verify.aspx' });
  const cookie = [form.headers['set-cookie']].flat()[0]!.split(';')[0]!;
  const viewState = /id="__VIEWSTATE" value="([^"]+)"/.exec(form.body)![1]!;
  const image = await app.inject({ url: '/Captcha/CaptchaControl.aspx', headers: { cookie } });
  expect(image.headers['content-type']).toBe('image/png');
  const id = cookie.split('=')[1];
  const { answer } = (await app.inject({ url: `/__sandbox/captchas/latest?binding=udyam:${id}` })).json();
  const post = await app.inject({
    method: 'POST',
    url: '/Udyam_Verify.aspx',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      __VIEWSTATE: viewState,
      ctl00$ContentPlaceHolder1$txtUdyamNo: udyamNumber,
      ctl00$ContentPlaceHolder1$txtCaptcha: opts.wrongCaptcha ? '00000' : answer,
      ctl00$ContentPlaceHolder1$btnVerify: 'Verify',
    }).toString(),
  });
  const certificate = await app.inject({ url: '/PrintUdyamApplication.aspx', headers: { cookie } });
  return { post, certificate };
}

const typeOf = (html: string) =>
  [...html.matchAll(/<tr><td>\d+<\/td>(?:<td>[^<]*<\/td>){2}<td>(\w+)<\/td>/g)].map((m) => m[1]);

describe('Udyam verification', () => {
  it('says so in the page body for a wrong captcha and an unknown number', async () => {
    expect((await verify('UDYAM-MH-19-0012345', { wrongCaptcha: true })).post.body).toContain(
      'Incorrect verification code. Please try again',
    );
    const unknown = await verify('UDYAM-MH-19-0012340');
    expect(unknown.post.body).toContain('Udyam Registration Number does not exist');
    expect(unknown.certificate.statusCode).toBe(302);
  });

  it('shows the certificate of a verified number with its classification', async () => {
    const { certificate } = await verify('UDYAM-MH-19-0012345');
    expect(certificate.body).toContain('id="ctl00_ContentPlaceHolder1_lblEnterpriseName"');
    expect(certificate.body).toMatch(/lblState">MAHARASHTRA</);
    expect(typeOf(certificate.body)).toHaveLength(1);
  });

  it('reclassifies a few enterprises as the clock moves', async () => {
    const before = typeOf((await verify('UDYAM-GJ-01-0000127')).certificate.body);
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: 80 } });
    const after = typeOf((await verify('UDYAM-GJ-01-0000127')).certificate.body);
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: -80 } });
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).not.toBe(before.at(-1));
  });
});
