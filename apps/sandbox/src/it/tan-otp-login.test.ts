import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, loginStep1, loginStep2, portalPost, testSandbox } from '../testing';
import { sandboxTdsAccounts } from '../traces/tds-accounts';
import { generateTdsData } from '../traces/tds-data';
import { sandboxItAccounts } from './accounts';

/** The e-filing portal with a TAN (filed TDS statements, inbox, applications) and the OTP login. */

const deductor = sandboxTdsAccounts()[0]!;
const otpAccount = sandboxItAccounts().find((a) => a.behaviour === 'otp')!;
const code = (res: { json(): unknown }) => (res.json() as { messages: { code: string }[] }).messages[0]!.code;

describe('e-filing with a TAN', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testSandbox();
  });
  afterAll(() => app.close());

  it('signs a TAN in with the e-filing password (not the TRACES one)', async () => {
    const step1 = await loginStep1(app, deductor.tan);
    expect(step1.json()).toMatchObject({ entity: deductor.tan, entityType: 'PAN' });
    expect(code(await loginStep2(app, step1.json(), deductor.password))).toBe('EF00027');
    expect(
      code(await loginStep2(app, (await loginStep1(app, deductor.tan)).json(), deductor.efilingPassword)),
    ).toBe('EF00000');
  });

  it('lists filed TDS statements with their token numbers, the inbox and Form 13 applications', async () => {
    const cookie = await login(app, { pan: deductor.tan, password: deductor.efilingPassword });
    const forms = await portalPost(
      app,
      '/iec/servicesapi/auth/saveEntity',
      'viewFiledForms',
      {
        entityNum: deductor.tan,
        formTypeCd: 'F26Q',
        currentPage: '1',
        pageSize: '5',
        filterParameterDetails: [],
      },
      cookie,
    );
    const list = (forms.json() as { forms: Record<string, unknown>[]; totalCount: number }).forms;
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({ formTypeCd: 'F26Q', entityNum: deductor.tan });
    expect(String(list[0]!.tempAckNo)).toMatch(/^\d{15}$/);
    const inbox = await portalPost(app, '/iec/servicesapi/auth/getEntity', 'tdsCommInboxService', {}, cookie);
    const comms = (inbox.json() as { commList: { commInbId: string; docId: number }[] }).commList;
    expect(comms.length).toBeGreaterThan(0);
    {
      const pdf = await app.inject({ url: `/iec/document/${comms[0]!.docId}`, headers: { cookie } });
      expect(pdf.body.startsWith('%PDF-')).toBe(true);
    }
    const apps = await portalPost(
      app,
      '/iec/servicesapi/auth/getEntity',
      'tdsApplicationStatusService',
      {},
      cookie,
    );
    expect(apps.json()).toHaveProperty('applicationList');
  });

  it("lists the TAN's TDS deposits in the payment history: the challans TRACES shows, over several years", async () => {
    const cookie = await login(app, { pan: deductor.tan, password: deductor.efilingPassword });
    const res = await app.inject({
      method: 'POST',
      url: '/iec/paymentapi/auth/challan/paymenthistory',
      headers: { cookie },
      payload: {
        header: { formName: 'PO-03-PYMNT' },
        formData: { pan: deductor.tan, pageNumber: 0, pageSize: 100 },
      },
    });
    const rows = (res.json() as { paymentList: { content: Record<string, string | number>[] } }).paymentList
      .content;
    const deposits = rows.filter((r) => r.minorHead === '200');
    const traces = generateTdsData('taxdesk', deductor).challans;
    expect(deposits).toHaveLength(traces.length);
    expect(new Set(deposits.map((r) => r.assessmentYear)).size).toBeGreaterThanOrEqual(3);
    for (const c of traces) {
      const d = new Date(c.dateOfDep);
      const ddmmyyyy = `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
      expect(deposits.find((r) => r.cin === `${c.bankCode}${ddmmyyyy}${c.chlnSNo}`)).toMatchObject({
        amount: c.chlnAmt,
        bsrCode: c.bankCode,
        challanNo: c.chlnSNo,
      });
    }
  });
});

describe('OTP login', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testSandbox();
  });
  afterAll(() => app.close());

  async function askOtp() {
    const step1 = (await loginStep1(app, otpAccount.pan)).json() as Record<string, unknown>;
    expect(code(await loginStep2(app, step1, otpAccount.password))).toBe('EF00170');
    const sent = await portalPost(app, '/iec/loginapi/login', 'generateOtp', {
      entity: otpAccount.pan,
      reqId: step1.reqId,
      pass: Buffer.from(otpAccount.password).toString('base64'),
    });
    expect(code(sent)).toBe('EF00000');
    const otp = (await app.inject({ url: `/__sandbox/accounts/${otpAccount.pan}/otp` })).json() as {
      otp: string;
    };
    return { reqId: step1.reqId, otp: otp.otp };
  }
  const validate = (reqId: unknown, otp: string) =>
    portalPost(app, '/iec/loginapi/login', 'validateOtp', { entity: otpAccount.pan, reqId, otp });

  it('signs in with the right OTP once, refuses a wrong or reused one', async () => {
    const { reqId, otp } = await askOtp();
    const wrong = otp === '000000' ? '111111' : '000000';
    expect(code(await validate(reqId, wrong))).toBe('EF00071');
    const ok = await validate(reqId, otp);
    expect(code(ok)).toBe('EF00000');
    expect((ok.json() as { AuthToken?: string }).AuthToken).toBeTruthy();
    expect(code(await validate(reqId, otp))).not.toBe('EF00000');
    expect((await app.inject({ url: `/__sandbox/accounts/${otpAccount.pan}/otp` })).statusCode).toBe(404);
  });

  it('refuses an expired OTP', async () => {
    const { reqId, otp } = await askOtp();
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceMinutes: 4 } });
    expect(code(await validate(reqId, otp))).toBe('EF00072');
  });
});
