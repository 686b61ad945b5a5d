/** The licensed features of an organisation and where their licence lives in the org info (SPEC §3). */

export const FEATURES = [
  'it',
  'gst',
  'pregst',
  'gstparty',
  'tds',
  'state',
  'tanparty',
  'panparty',
  'msmeparty',
  'icegate',
] as const;
export type Feature = (typeof FEATURES)[number];

export type OrgInfo = {
  orgId: string;
  name: string;
  licExpiry?: number;
  licExpiryIt?: number;
  licExpiryGst?: number;
  licExpiryPreGst?: number;
  licExpiryGstParty?: number;
  licExpiryTds?: number;
  licExpiryState?: number;
  licExpiryTanParty?: number;
  licExpiryPanParty?: number;
  licExpiryMsmeParty?: number;
  licIceGateCounter?: number;
  isItActive?: boolean;
  isGstActive?: boolean;
  isPreGstActive?: boolean;
  isGstPartyActive?: boolean;
  isTdsActive?: boolean;
  isStateActive?: boolean;
  isTanPartyActive?: boolean;
  isPanPartyActive?: boolean;
  isMsmePartyActive?: boolean;
  isIceGateActive?: boolean;
  /** The signed-in member's role in this organisation. */
  role?: string;
};

export type LicenceKeys = { expiry: keyof OrgInfo; active: keyof OrgInfo; label: string };

export const FEATURE_LICENCE: Readonly<Record<Feature, LicenceKeys>> = {
  it: { expiry: 'licExpiryIt', active: 'isItActive', label: 'Income Tax' },
  gst: { expiry: 'licExpiryGst', active: 'isGstActive', label: 'GST' },
  pregst: { expiry: 'licExpiryPreGst', active: 'isPreGstActive', label: 'Pre-GST' },
  gstparty: { expiry: 'licExpiryGstParty', active: 'isGstPartyActive', label: 'GST Parties' },
  tds: { expiry: 'licExpiryTds', active: 'isTdsActive', label: 'TDS' },
  state: { expiry: 'licExpiryState', active: 'isStateActive', label: 'State Tax' },
  tanparty: { expiry: 'licExpiryTanParty', active: 'isTanPartyActive', label: 'TAN Parties' },
  panparty: { expiry: 'licExpiryPanParty', active: 'isPanPartyActive', label: 'PAN Parties' },
  msmeparty: { expiry: 'licExpiryMsmeParty', active: 'isMsmePartyActive', label: 'MSME Parties' },
  icegate: { expiry: 'licIceGateCounter', active: 'isIceGateActive', label: 'ICEGATE' },
};
