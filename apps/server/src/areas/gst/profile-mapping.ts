import { gstStateOf } from '@taxdesk/domain';
import type { PortalProfile } from './profile-api';
import { isAbsent, isoDay } from './gst-values';

function address(profile: PortalProfile): string | null {
  const pradr = profile.pradr as { addr?: Record<string, unknown>; adr?: string } | undefined;
  if (pradr?.adr) return pradr.adr;
  const addr = pradr?.addr;
  if (!addr) return null;
  const parts = ['bno', 'flno', 'bnm', 'st', 'loc', 'city', 'dst', 'stcd', 'pncd'].map((k) => addr[k]);
  return parts.filter((p) => !isAbsent(p)).join(', ') || null;
}

/** The account record's registration fields from the first GSTIN's profile; `gstins` lists them all. */
export function accountPatchFromProfile(
  profile: PortalProfile,
  gstins: readonly string[],
): Record<string, unknown> {
  const gstin = String(profile.gstin ?? gstins[0] ?? '');
  return {
    gstin,
    gstins: gstins.join(', '),
    lgnm: profile.lgnm ?? null,
    tradeNam: profile.tradeNam ?? null,
    state: gstin ? gstStateOf(gstin) : null,
    sts: profile.sts ?? null,
    dty: profile.dty ?? null,
    ctb: profile.ctb ?? null,
    rgdt: isoDay(profile.rgdt),
    cxdt: isoDay(profile.cxdt),
    stj: profile.stj ?? null,
    ctj: profile.ctj ?? null,
    address: address(profile),
    nba: Array.isArray(profile.nba) ? profile.nba.join(', ') : (profile.nba ?? null),
    einvStatus: profile.einvoiceStatus ?? profile.einvStatus ?? null,
  };
}

/** A bank account on the registration, with the GSTIN and login it belongs to. */
export function mapBankAccount(
  row: Record<string, unknown>,
  owner: Record<string, unknown>,
): Record<string, unknown> {
  return {
    acno: String(row.acno ?? ''),
    ...owner,
    ifsc: row.ifsc ?? null,
    bankName: row.bankName ?? null,
    branch: row.branch ?? null,
    accType: row.accType ?? null,
  };
}
