import type { FieldDef } from '../define';

/** Fields every GST record carries: the login it came through (the account) and its GSTIN. */
export const PORTAL_USER_FIELD = {
  key: 'portalUserName',
  label: 'GST username',
  kind: 'text',
  list: true,
  filter: 'in',
  sort: true,
  column: 'accountKey',
} as const satisfies FieldDef;

export const GSTIN_FIELD = {
  key: 'gstin',
  label: 'GSTIN',
  kind: 'gstin',
  list: true,
  filter: 'in',
} as const satisfies FieldDef;

export const STATE_FIELD = {
  key: 'state',
  label: 'State',
  kind: 'text',
  filter: 'in',
} as const satisfies FieldDef;

export const GST_ACCOUNT_LINK = { accountField: 'portalUserName', accountType: 'gstAccount' } as const;

export const GST_RETURN_TYPES = {
  GSTR1: 'GSTR-1',
  GSTR3B: 'GSTR-3B',
  GSTR9: 'GSTR-9',
  GSTR9C: 'GSTR-9C',
  CMP08: 'CMP-08',
  GSTR4: 'GSTR-4',
} as const;

export const GST_LEDGERS = {
  cash: 'Cash ledger',
  credit: 'Credit ledger',
  liability: 'Liability ledger',
} as const;
