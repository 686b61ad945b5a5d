import {
  gstinCheckChar,
  gstPartyArea,
  msmePartyArea,
  panPartyArea,
  tanPartyArea,
  type AreaDef,
} from '@taxdesk/domain';
import { seedLogins } from '../../lib/areas/demo-logins';
import type { ServerArea } from '../../lib/areas/server-area';
import type { SyncPortal } from '../../lib/sync/sync-portal';
import {
  gstPartySyncPortal,
  msmePartySyncPortal,
  panPartySyncPortal,
  tanPartySyncPortal,
} from './party-sync-portals';

const gstin = (first14: string) => `${first14}${gstinCheckChar(first14)}`;

/** The demo's parties: ids the sandbox answers (one cancelled later, one reclassified later, one unknown). */
const DEMO_IDS: Readonly<Record<string, readonly string[]>> = {
  gstparty: [
    '27AAPFU0939F1ZV',
    '27AAACR5055K1Z7',
    '24AAACR5055K2ZC',
    gstin('29AABCT1332L1Z'),
    gstin('07AAGFF2194N1Z'),
  ],
  tanparty: ['MUMA12345B', 'PNEA04567C', 'DELS45671K', 'BLRT22334D'],
  panparty: ['AAPFU0939F', 'AAACR5055K', 'ABCPK1234L', 'AAGFF2194N'],
  msmeparty: ['UDYAM-MH-19-0012345', 'UDYAM-GJ-01-0000127', 'UDYAM-KA-03-0456781', 'UDYAM-DL-02-0099887'],
};

function partyArea(def: AreaDef, portal: SyncPortal): ServerArea {
  return {
    def,
    portals: [portal],
    async seedDemo(ctx, owner) {
      if (!ctx.sandboxItAccounts) return 0;
      const ids = DEMO_IDS[portal.key] ?? [];
      return seedLogins(
        ctx,
        owner.orgId,
        portal,
        ids.map((id) => ({ loginId: id, password: '', fields: {} })),
      );
    },
  };
}

export const gstPartyServerArea = partyArea(gstPartyArea, gstPartySyncPortal);
export const tanPartyServerArea = partyArea(tanPartyArea, tanPartySyncPortal);
export const panPartyServerArea = partyArea(panPartyArea, panPartySyncPortal);
export const msmePartyServerArea = partyArea(msmePartyArea, msmePartySyncPortal);

/** The four party lookups, each an area of its own licence with one lookup "portal". */
export const PARTY_SERVER_AREAS: readonly ServerArea[] = [
  gstPartyServerArea,
  tanPartyServerArea,
  panPartyServerArea,
  msmePartyServerArea,
];
