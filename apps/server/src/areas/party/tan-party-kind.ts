import { eq } from 'drizzle-orm';
import { checkTan, RESOURCES } from '@taxdesk/domain';
import { tanMaster } from '../../db/schema';
import { PortalError } from '../../lib/sync/portal-error';
import { isoDay, jsonPost } from './party-http';
import type { PartyAnswer, PartyKind } from './party-kind';

const SERVICE = 'knowTanDetailsService';
/** The sandbox's code for a TAN never allotted (apps/sandbox/README.md, TAN search). */
const NOT_FOUND = 'EF40010';

type TanDetails = Record<string, unknown> & { address?: Record<string, string> };

function tanPartyData(t: TanDetails): Record<string, unknown> {
  const a = t.address ?? {};
  return {
    tan: t.tan,
    deductorName: t.deductorName ?? null,
    deductorCategory: t.deductorCategory ?? null,
    tanStatus: t.tanStatus ?? null,
    city: a.city ?? null,
    state: a.state ?? null,
    address:
      [a.flatNo, a.building, a.street, a.area, a.city, a.state, a.pincode].filter(Boolean).join(', ') || null,
    allotmentDate: isoDay(t.allotmentDate),
    aoCode: t.aoCode ?? null,
  };
}

/** The e-filing portal's pre-login TAN search: no captcha is known for it, so it answers at once. */
export const tanPartyKind: PartyKind = {
  key: 'tanparty',
  def: RESOURCES.tanParty,
  check: checkTan,
  watched: ['tanStatus', 'deductorName'],
  baseUrl: (app) => app.portals.tanSearch,

  async fromMaster(app, tan, maxAgeMs) {
    const [row] = await app.db.select().from(tanMaster).where(eq(tanMaster.tan, tan));
    if (!row || app.now().getTime() - row.fetchedAt.getTime() > maxAgeMs) return null;
    return { found: true, data: tanPartyData(row.data as TanDetails), raw: row.data };
  },

  async ask(baseUrl, tan): Promise<PartyAnswer> {
    const body = (await jsonPost(
      `${baseUrl}/iec/servicesapi/knowTanDetails`,
      { serviceName: SERVICE, tan },
      { sn: SERVICE },
    )) as { messages?: { code?: string; desc?: string }[]; tanDetails?: TanDetails };
    const message = body.messages?.[0];
    if (message?.code === 'EF00000' && body.tanDetails)
      return { found: true, data: tanPartyData(body.tanDetails), raw: body.tanDetails };
    if (message?.code === NOT_FOUND)
      return { found: false, message: 'The portal has no deductor with this TAN' };
    throw new PortalError(
      'server_error',
      `The TAN search answered: ${message?.desc ?? 'an unexpected answer'}`,
    );
  },

  answer: () => Promise.reject(new PortalError('bad_request', 'The TAN search asks no captcha')),
};
