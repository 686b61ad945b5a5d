import { checkUdyam, RESOURCES } from '@taxdesk/domain';
import { PortalError } from '../../lib/sync/portal-error';
import { cookieOf, isoDay, publicCall } from './party-http';
import type { PartyKind } from './party-kind';

const FIELD = 'ctl00$ContentPlaceHolder1$';
const SESSION = 'ASP.NET_SessionId';

const hidden = (html: string, name: string) =>
  new RegExp(`name="${name.replace(/\$/g, '\\$')}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? '';
const label = (html: string, id: string) =>
  new RegExp(`id="ctl00_ContentPlaceHolder1_lbl${id}">([^<]*)<`).exec(html)?.[1]?.trim() ?? null;
const unescape = (s: string | null) =>
  s?.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>') ?? null;

/** The certificate page → msmeParty fields; the latest row of the classification table is current. */
function certificateData(html: string): Record<string, unknown> {
  const types = [
    ...html.matchAll(
      /<tr><td>\d+<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g,
    ),
  ];
  const latest = types.at(-1);
  return {
    udyamNumber: label(html, 'UdyamNo'),
    enterpriseName: unescape(label(html, 'EnterpriseName')),
    enterpriseType: latest?.[3] ?? null,
    classificationYear: latest?.[2] ?? null,
    classificationDate: isoDay(latest?.[4]),
    majorActivity: label(html, 'Services'),
    organisationType: label(html, 'OrganisationType'),
    state: label(html, 'State'),
    district: label(html, 'District'),
    dateOfIncorporation: isoDay(label(html, 'DateofIncorporation')),
    dateOfCommencement: isoDay(label(html, 'DateofCommencement')),
    registrationDate: isoDay(label(html, 'RegistrationDate')),
  };
}

/** Udyam verification: the ASP.NET form (view state and captcha in one session), then the certificate. */
export const msmePartyKind: PartyKind = {
  key: 'msmeparty',
  def: RESOURCES.msmeParty,
  check: checkUdyam,
  watched: ['enterpriseType', 'enterpriseName', 'majorActivity'],
  baseUrl: (app) => app.portals.udyam,

  async ask(baseUrl) {
    const form = await publicCall(`${baseUrl}/Udyam_Verify.aspx`);
    const session = cookieOf(form, SESSION);
    const html = await form.text();
    if (!session) throw new PortalError('server_error', 'Udyam gave no session');
    const cookie = `${SESSION}=${session}`;
    const image = await publicCall(`${baseUrl}/Captcha/CaptchaControl.aspx`, { headers: { cookie } });
    return {
      image: Buffer.from(await image.arrayBuffer()),
      mimeType: 'image/png',
      state: {
        cookie,
        viewState: hidden(html, '__VIEWSTATE'),
        generator: hidden(html, '__VIEWSTATEGENERATOR'),
        validation: hidden(html, '__EVENTVALIDATION'),
      },
    };
  },

  async answer(baseUrl, udyamNumber, state, captcha) {
    const cookie = String(state.cookie ?? '');
    const res = await publicCall(`${baseUrl}/Udyam_Verify.aspx`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ctl00$sm: `${FIELD}UpdatePaneldd1|${FIELD}btnVerify`,
        __EVENTTARGET: '',
        __EVENTARGUMENT: '',
        __VIEWSTATE: String(state.viewState ?? ''),
        __VIEWSTATEGENERATOR: String(state.generator ?? ''),
        __VIEWSTATEENCRYPTED: '',
        __EVENTVALIDATION: String(state.validation ?? ''),
        cmbMoreFunction: '0',
        __ASYNCPOST: 'false',
        [`${FIELD}txtUdyamNo`]: udyamNumber,
        [`${FIELD}txtCaptcha`]: captcha,
        [`${FIELD}btnVerify`]: 'Verify',
      }).toString(),
    });
    // A lapsed session sends the form back to its start: ask again with a new session and captcha.
    if (res.status === 302) return 'captcha_wrong';
    const body = await res.text();
    if (body.includes('Incorrect verification code')) return 'captcha_wrong';
    if (body.includes('does not exist'))
      return { found: false, message: 'Udyam has no such registration number' };
    const certificate = await publicCall(`${baseUrl}/PrintUdyamApplication.aspx`, { headers: { cookie } });
    if (certificate.status !== 200) return 'captcha_wrong';
    const html = await certificate.text();
    const data = certificateData(html);
    if (!data.enterpriseName)
      throw new PortalError('server_error', 'The Udyam certificate could not be read');
    return { found: true, data: { ...data, udyamNumber } };
  },
};
