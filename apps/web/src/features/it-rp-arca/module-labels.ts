import type { RpArcaPortal } from './rp-arca-api';

/** What each portal's sync covers, by the module keys its runs carry (the server's steps). */
export const MODULE_LABELS: Readonly<Record<RpArcaPortal, Readonly<Record<string, string>>>> = {
  rp: { clients: 'Clients represented', proceedings: 'Proceedings and notices', batches: 'Request batches' },
  arca: { profile: 'Profile', worklist: 'Worklist', filedForms: 'Filed forms', udins: 'UDINs' },
  itat: { caseStatus: 'Case status' },
};
