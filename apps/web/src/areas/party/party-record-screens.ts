import type { ScreenTable } from '../../app/screen-types';
import type { PartyScreenSpec } from './party-list-screen';

const WHAT =
  'Each is looked up on the public service in turn (a lookup younger than a week stands until you look it up again); a change since the last lookup is marked and emailed with the alerts.';

const SPECS: Readonly<Record<string, PartyScreenSpec>> = {
  '/{orgId}/gstparty': {
    type: 'gstParty',
    portal: 'gstparty',
    importKind: 'gstParties',
    idLabel: 'GSTIN',
    placeholder: '27AAPFU0939F1ZV',
    description: `Suppliers by GSTIN: name, status, registration and whether they filed GSTR-1 and 3B. ${WHAT}`,
  },
  '/{orgId}/tanparty': {
    type: 'tanParty',
    portal: 'tanparty',
    importKind: 'tanParties',
    idLabel: 'TAN',
    placeholder: 'MUMA12345B',
    description: `Deductors by TAN: name and address. ${WHAT}`,
  },
  '/{orgId}/panparty': {
    type: 'panParty',
    portal: 'panparty',
    importKind: 'panParties',
    idLabel: 'PAN',
    placeholder: 'AAPFU0939F',
    description: `Deductees and suppliers by PAN: name and status. ${WHAT}`,
  },
  '/{orgId}/msmeparty': {
    type: 'msmeParty',
    portal: 'msmeparty',
    importKind: 'msmeParties',
    idLabel: 'Udyam number',
    placeholder: 'UDYAM-MH-19-0012345',
    description: `Enterprises by Udyam number: name, micro/small/medium, activity and dates. ${WHAT}`,
  },
};

/** The party lookups' lists, each with its own add, import, refresh and lookup progress. */
export const partyRecordScreens: ScreenTable = Object.fromEntries(
  Object.entries(SPECS).map(([path, spec]) => [
    path,
    () => import('./party-list-screen').then((m) => m.partyListModule(spec)),
  ]),
);
