import { createHash } from 'node:crypto';
import { isWorkColumn, type DataColumn, type ResourceDef } from '@taxdesk/domain';

type Promoted = {
  accountKey: string | null;
  status: string | null;
  issuedOn: string | null;
  dueOn: string | null;
  amount: string | null;
  year: string | null;
  section: string | null;
  title: string | null;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function asText(v: unknown): string | null {
  if (v == null || v === '') return null;
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function asDate(v: unknown): string | null {
  const s = asText(v);
  return s && ISO_DATE.test(s) ? s.slice(0, 10) : null;
}

function asTimestamp(v: unknown): string | null {
  const s = asText(v);
  if (!s || !ISO_DATE.test(s)) return null;
  const d = new Date(s.length === 10 ? `${s}T00:00:00Z` : s);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

function asAmount(v: unknown): string | null {
  const n = typeof v === 'number' ? v : Number(asText(v)?.replace(/,/g, ''));
  return Number.isFinite(n) ? n.toFixed(2) : null;
}

const CONVERT: Record<DataColumn, (v: unknown) => string | null> = {
  accountKey: asText,
  status: asText,
  issuedOn: asTimestamp,
  dueOn: asDate,
  amount: asAmount,
  year: asText,
  section: asText,
};

/** The promoted columns of a record, from the fields its definition maps to them. */
export function promote(def: ResourceDef, data: Readonly<Record<string, unknown>>): Promoted {
  const out: Promoted = {
    accountKey: def.accountField ? asText(data[def.accountField]) : null,
    status: null,
    issuedOn: null,
    dueOn: null,
    amount: null,
    year: null,
    section: null,
    title: asText(data[def.titleField])?.slice(0, 500) ?? null,
  };
  // Work columns are set by users through lib/records/work.ts, never from data.
  for (const f of def.fields)
    if (f.column && !isWorkColumn(f.column)) out[f.column] = CONVERT[f.column](data[f.key]);
  return out;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Same content, same hash, whatever the key order. */
export function contentHash(data: unknown): string {
  return createHash('sha256').update(canonical(data)).digest('base64url');
}

/** Field-by-field differences, for the record's history. */
export function diff(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (canonical(before[k]) !== canonical(after[k]))
      out[k] = { from: before[k] ?? null, to: after[k] ?? null };
  }
  return out;
}
