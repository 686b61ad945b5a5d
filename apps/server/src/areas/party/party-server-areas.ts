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
import { gstPartyKind } from './gst-party-kind';
import { msmePartyKind } from './msme-party-kind';
import { panPartyKind } from './pan-party-kind';
import { partyImport } from './party-imports';
import type { PartyKind } from './party-kind';
import { partyRoutes } from './party-routes';
import { tanPartyKind } from './tan-party-kind';

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

type ImportWords = Omit<Parameters<typeof partyImport>[2], 'key' | 'sheetName' | 'fileStem'>;

/** The import of each kind: the id column, its header's other spellings and the rule it follows. */
const IMPORT_WORDS: Readonly<Record<PartyKind['key'], ImportWords & { key: string }>> = {
  gstparty: {
    key: 'gstParties',
    label: 'GST parties',
    idLabel: 'GSTIN',
    aliases: ['gst no', 'gst number', 'gstin/uin', 'supplier gstin'],
    example: '27AAPFU0939F1ZV',
    rule: '15 characters: state code, PAN, entity number, Z, and a check character that must match.',
  },
  tanparty: {
    key: 'tanParties',
    label: 'TAN parties',
    idLabel: 'TAN',
    aliases: ['tan no', 'tan number', 'deductor tan'],
    example: 'MUMA12345B',
    rule: '10 characters: four letters, five digits, a letter.',
  },
  panparty: {
    key: 'panParties',
    label: 'PAN parties',
    idLabel: 'PAN',
    aliases: ['pan no', 'pan number', 'deductee pan'],
    example: 'AAPFU0939F',
    rule: '10 characters: five letters (the fourth the holder type), four digits, a letter.',
  },
  msmeparty: {
    key: 'msmeParties',
    label: 'MSME parties',
    idLabel: 'Udyam number',
    aliases: ['udyam', 'udyam registration number', 'urn', 'msme number'],
    example: 'UDYAM-MH-19-0012345',
    rule: 'UDYAM-XX-00-0000000: state code, district code, seven digits.',
  },
};

function partyArea(def: AreaDef, kind: PartyKind, portal: SyncPortal): ServerArea {
  const words = IMPORT_WORDS[kind.key];
  return {
    def,
    portals: [portal],
    routes: [partyRoutes(kind, portal)],
    imports: [
      partyImport(kind, portal, {
        ...words,
        sheetName: words.label.replace(/^./, (c) => c.toUpperCase()),
        fileStem: `taxdesk-${kind.key}`,
      }),
    ],
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

const gstPartyServerArea = partyArea(gstPartyArea, gstPartyKind, gstPartySyncPortal);
const tanPartyServerArea = partyArea(tanPartyArea, tanPartyKind, tanPartySyncPortal);
const panPartyServerArea = partyArea(panPartyArea, panPartyKind, panPartySyncPortal);
const msmePartyServerArea = partyArea(msmePartyArea, msmePartyKind, msmePartySyncPortal);

/** The four party lookups, each an area of its own licence with one lookup "portal". */
export const PARTY_SERVER_AREAS: readonly ServerArea[] = [
  gstPartyServerArea,
  tanPartyServerArea,
  panPartyServerArea,
  msmePartyServerArea,
];
