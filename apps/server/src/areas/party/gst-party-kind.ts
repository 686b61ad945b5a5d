import { eq } from 'drizzle-orm';
import { checkGstin, RESOURCES } from '@taxdesk/domain';
import { gstinMaster } from '../../db/schema';
import { PortalError } from '../../lib/sync/portal-error';
import { filingSummary, filingYears, type FilingRow } from './gst-filing';
import { cookieOf, isoDay, jsonPost, publicCall } from './party-http';
import type { PartyAnswer, PartyKind } from './party-kind';

type Taxpayer = Record<string, unknown> & { pradr?: { addr?: Record<string, string> } };

function address(t: Taxpayer): string | null {
  const a = t.pradr?.addr;
  if (!a) return null;
  return [a.flno, a.bno, a.bnm, a.st, a.locality, a.loc, a.dst, a.stcd, a.pncd]
    .filter((p) => p && p.trim())
    .join(', ');
}

/** taxpayerDetails → gstParty fields (the portal's names where the record keeps them). */
function gstPartyData(t: Taxpayer): Record<string, unknown> {
  return {
    gstin: t.gstin,
    lgnm: t.lgnm ?? null,
    tradeNam: t.tradeNam ?? null,
    sts: t.sts ?? null,
    dty: t.dty ?? null,
    ctb: t.ctb ?? null,
    stateName: t.pradr?.addr?.stcd ?? null,
    rgdt: isoDay(t.rgdt),
    cxdt: isoDay(t.cxdt),
    address: address(t),
    nba: Array.isArray(t.nba) ? t.nba.join(', ') : null,
    einvoiceStatus: t.einvoiceStatus ?? null,
  };
}

/** The SWEB codes of the public search: 9000 wants a (new) captcha, 9035 does not know the GSTIN. */
function verdict(body: Taxpayer): PartyAnswer | 'captcha_wrong' {
  if (typeof body.gstin === 'string' && !body.error)
    return { found: true, data: gstPartyData(body), raw: body };
  if (body.errorCode === 'SWEB_9000') return 'captcha_wrong';
  const error = body.error as { error_cd?: string; message?: string } | undefined;
  if (error?.error_cd === 'SWEB_9035')
    return { found: false, message: 'The GST portal has no taxpayer with this GSTIN' };
  throw new PortalError(
    'server_error',
    `The GST search answered: ${error?.message ?? 'an unexpected answer'}`,
  );
}

export const gstPartyKind: PartyKind = {
  key: 'gstparty',
  def: RESOURCES.gstParty,
  check: (raw) => {
    const c = checkGstin(raw);
    // A wrong check character cannot be registered: refuse it before asking the portal.
    if (c.ok && c.warning) return { ok: false, reason: c.warning };
    return c;
  },
  watched: ['sts', 'lgnm', 'dty', 'cxdt'],
  baseUrl: (app) => app.portals.gstPublic,

  async fromMaster(app, gstin, maxAgeMs) {
    const [row] = await app.db.select().from(gstinMaster).where(eq(gstinMaster.gstin, gstin));
    if (!row || app.now().getTime() - row.fetchedAt.getTime() > maxAgeMs) return null;
    return { found: true, data: gstPartyData(row.data as Taxpayer), raw: row.data };
  },

  async ask(baseUrl) {
    const res = await publicCall(`${baseUrl}/services/captcha`);
    const binding = cookieOf(res, 'CaptchaCookie');
    if (!binding) throw new PortalError('server_error', 'The GST search gave no captcha session');
    return { image: Buffer.from(await res.arrayBuffer()), mimeType: 'image/png', state: { binding } };
  },

  async answer(baseUrl, gstin, state, captcha) {
    const body = (await jsonPost(
      `${baseUrl}/services/api/search/taxpayerDetails`,
      { gstin, captcha },
      { cookie: `CaptchaCookie=${String(state.binding ?? '')}`, referer: `${baseUrl}/services/searchtp` },
    )) as Taxpayer;
    return verdict(body);
  },

  async complete(baseUrl, gstin, data, today) {
    if (data.dty !== 'Regular' && data.dty !== 'SEZ Unit') return {};
    const rows: FilingRow[] = [];
    for (const fy of filingYears(today)) {
      const body = (await jsonPost(`${baseUrl}/services/api/search/taxpayerReturnDetails`, {
        gstin,
        fy,
      })) as {
        filingStatus?: FilingRow[][];
      };
      rows.push(...(body.filingStatus ?? []).flat());
    }
    return filingSummary(rows, today);
  },
};
