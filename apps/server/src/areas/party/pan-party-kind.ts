import { checkPan, PAN_HOLDER_TYPES, RESOURCES } from '@taxdesk/domain';
import { PortalError } from '../../lib/sync/portal-error';
import { cookieOf, jsonPost, publicCall } from './party-http';
import type { PartyKind } from './party-kind';

const SERVICE = 'verifyPanStatusService';
/** The sandbox's code for a wrong captcha on guest services (apps/sandbox/README.md). */
const CAPTCHA_WRONG = 'EF40020';
const PAN_NOT_FOUND = 'EF00035';

type PanAnswer = {
  messages?: { code?: string; desc?: string }[];
  panDetails?: { pan: string; fullName?: string; panStatus?: string; aadhaarLinked?: string };
};

/** The e-filing portal's PAN verification: name and status behind a guest captcha. */
export const panPartyKind: PartyKind = {
  key: 'panparty',
  def: RESOURCES.panParty,
  check: checkPan,
  watched: ['panStatus', 'fullName'],
  baseUrl: (app) => app.portals.panVerify,

  async ask(baseUrl) {
    const res = await publicCall(`${baseUrl}/iec/guestservicesapi/captcha`);
    const binding = cookieOf(res, 'GuestSession');
    if (!binding) throw new PortalError('server_error', 'PAN verification gave no captcha session');
    return { image: Buffer.from(await res.arrayBuffer()), mimeType: 'image/png', state: { binding } };
  },

  async answer(baseUrl, pan, state, captcha) {
    const body = (await jsonPost(
      `${baseUrl}/iec/guestservicesapi/verifyPan/`,
      { serviceName: SERVICE, panNumber: pan, captcha },
      { sn: SERVICE, cookie: `GuestSession=${String(state.binding ?? '')}` },
    )) as PanAnswer;
    const message = body.messages?.[0];
    if (message?.code === CAPTCHA_WRONG) return 'captcha_wrong';
    if (message?.code === PAN_NOT_FOUND) return { found: false, message: 'The portal has no such PAN' };
    const d = body.panDetails;
    if (message?.code !== 'EF00000' || !d)
      throw new PortalError(
        'server_error',
        `PAN verification answered: ${message?.desc ?? 'an unexpected answer'}`,
      );
    return {
      found: true,
      raw: body,
      data: {
        pan: d.pan,
        fullName: d.fullName ?? null,
        panStatus: d.panStatus ?? null,
        holderType: PAN_HOLDER_TYPES[pan[3]!] ?? null,
        aadhaarLinked: d.aadhaarLinked === 'Y' ? 'Yes' : d.aadhaarLinked === 'N' ? 'No' : null,
        statusMessage: message.desc ?? null,
      },
    };
  },
};
