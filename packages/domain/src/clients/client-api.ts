import { z } from 'zod';
import { CalendarItem } from '../calendar/calendar-api';
import { checkGstin, checkPan, checkTan } from '../identity/identifiers';
import { FEATURES } from '../licence/features';

/**
 * One page per client (`/api/o/{orgId}/clients/{id}`): the accounts a PAN ties together across
 * areas — its income-tax account, the GSTINs that carry it, the TANs, IECs and State logins the
 * firm holds for it — with their open items, recent arrivals, documents and the people on them.
 */

/** How a client is named in a link: its PAN, a GSTIN (which carries the PAN) or a TAN. */
export type ClientId = { kind: 'pan' | 'gstin' | 'tan'; value: string };

/** The PAN, GSTIN or TAN a client page is opened by, checked; else why not. */
export function parseClientId(raw: string): ClientId | { error: string } {
  const text = raw.trim().toUpperCase();
  if (text.length === 10 && /^[A-Z]{4}\d/.test(text)) {
    const tan = checkTan(text);
    if (tan.ok) return { kind: 'tan', value: tan.value };
  }
  if (text.length === 15) {
    const gstin = checkGstin(text);
    return gstin.ok ? { kind: 'gstin', value: gstin.value } : { error: `${text}: ${gstin.reason}` };
  }
  const pan = checkPan(text);
  return pan.ok ? { kind: 'pan', value: pan.value } : { error: `${text}: ${pan.reason}` };
}

/** The PAN a GSTIN carries (characters 3–12). */
export const panOfGstin = (gstin: string): string => gstin.slice(2, 12);

export const ClientParams = z.object({
  orgId: z.string(),
  id: z.string().trim().min(1).max(20),
});

export const ClientAccount = z.object({
  type: z.string(),
  /** The account type's label (`GST Account`). */
  label: z.string(),
  area: z.enum(FEATURES).nullable(),
  key: z.string(),
  name: z.string().nullable(),
  /** The GSTINs or IEC the account holds for the client, as shown beside it. */
  identifiers: z.array(z.string()),
  loginStatus: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  /** The account's screen, relative to /{orgId}. */
  path: z.string().nullable(),
});
export type ClientAccount = z.infer<typeof ClientAccount>;

export const ClientArrival = z.object({
  type: z.string(),
  label: z.string(),
  area: z.enum(FEATURES).nullable(),
  key: z.string(),
  title: z.string().nullable(),
  account: z.string().nullable(),
  firstSeenAt: z.string(),
  path: z.string().nullable(),
});
export type ClientArrival = z.infer<typeof ClientArrival>;

export const ClientDocument = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number(),
  createdAt: z.string(),
  /** The record the file belongs to. */
  label: z.string(),
  recordKey: z.string(),
  path: z.string().nullable(),
});
export type ClientDocument = z.infer<typeof ClientDocument>;

export const ClientPerson = z.object({
  email: z.string(),
  name: z.string().nullable(),
  /** Open items assigned to them. */
  open: z.number(),
});

export const ClientPage = z.object({
  /** The client's PAN; null when a TAN was asked for that no PAN is recorded against. */
  pan: z.string().nullable(),
  /** The identifier the page was opened by (a PAN, GSTIN or TAN). */
  asked: z.string(),
  name: z.string().nullable(),
  accounts: z.array(ClientAccount),
  /** Open items with a date, the earliest first (overdue ones included). */
  openItems: z.array(CalendarItem),
  /** More open items than the page shows. */
  openTruncated: z.boolean(),
  arrivals: z.array(ClientArrival),
  documents: z.array(ClientDocument),
  people: z.array(ClientPerson),
});
export type ClientPage = z.infer<typeof ClientPage>;
