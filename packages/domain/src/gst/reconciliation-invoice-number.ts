/**
 * The invoice number as both sides of a 2B reconciliation compare it. Suppliers print `INV/007/25-26`,
 * the accountant books `inv 7`, the portal holds `INV-007`: case, spaces, separators, leading zeros
 * and the financial year written before or after the number are how one invoice is told apart
 * from itself, never how two invoices differ.
 */

/** GST began in July 2017: a pair of years from 17-18 on is a financial year, an earlier pair is part of the number. */
const FIRST_FY = 17;
const LAST_FY = 60;

function yy(token: string): number | null {
  if (token.length === 2 && /^\d\d$/.test(token)) return Number(token);
  if (token.length === 4 && /^20\d\d$/.test(token)) return Number(token.slice(2));
  return null;
}

/** Only a token that starts with a digit or FY can be a year: most numbers are passed over at once. */
function mayBeYear(token: string | undefined): boolean {
  if (token === undefined) return false;
  const c = token.charCodeAt(0);
  return (c >= 48 && c <= 57) || (c === 70 && token.charCodeAt(1) === 89);
}

function followingYears(a: number | null, b: number | null): boolean {
  return a !== null && b !== null && a >= FIRST_FY && a <= LAST_FY && b === (a + 1) % 100;
}

/** `FY2425`, `FY202425`, `FY2024-2025` run together: one token that is a financial year on its own. */
function fyToken(token: string): boolean {
  const m = /^FY(\d{2}|\d{4})(\d{2}|\d{4})$/.exec(token);
  return m !== null && followingYears(yy(m[1]!), yy(m[2]!));
}

/** `FY24` before `25`: the first year carries the prefix. */
function fyFirst(token: string | undefined): number | null {
  const m = token === undefined ? null : /^FY(\d{2}|\d{4})$/.exec(token);
  return m ? yy(m[1]!) : null;
}

/** How many leading tokens spell a financial year (`FY 24 25`, `FY24 25`, `2025 26`, `FY2425`), 0 when none. */
function yearsAtStart(t: readonly string[]): number {
  if (!mayBeYear(t[0])) return 0;
  if (t[0] === 'FY' && followingYears(yy(t[1] ?? ''), yy(t[2] ?? ''))) return 3;
  if (followingYears(fyFirst(t[0]) ?? yy(t[0] ?? ''), yy(t[1] ?? ''))) return 2;
  return t[0] !== undefined && fyToken(t[0]) ? 1 : 0;
}

/** The same, counted from the end (`/25-26`, `/2025-26`, `FY24-25`). */
function yearsAtEnd(t: readonly string[]): number {
  const n = t.length;
  if (!mayBeYear(t[n - 1])) return 0;
  if (t[n - 3] === 'FY' && followingYears(yy(t[n - 2] ?? ''), yy(t[n - 1] ?? ''))) return 3;
  if (followingYears(fyFirst(t[n - 2]) ?? yy(t[n - 2] ?? ''), yy(t[n - 1] ?? ''))) return 2;
  return n > 0 && fyToken(t[n - 1]!) ? 1 : 0;
}

/** Drops financial years written before or after the number, never the whole number. */
function withoutYears(tokens: readonly string[]): readonly string[] {
  let t = tokens;
  for (let n = yearsAtStart(t); n > 0 && t.length > n; n = yearsAtStart(t)) t = t.slice(n);
  for (let n = yearsAtEnd(t); n > 0 && t.length > n; n = yearsAtEnd(t)) t = t.slice(0, t.length - n);
  return t;
}

function dropZeros(s: string): string {
  if (!s.includes('0')) return s;
  return s.replace(/(^|\D)0+(?=\d)/g, '$1');
}

/** `INV/007/2025-26` → `INV7`; the same invoice written any of the ways accountants write it gives one key. */
export function normaliseInvoiceNumber(raw: string): string {
  const tokens = raw.toUpperCase().match(/[A-Z0-9]+/g);
  if (tokens === null) return '';
  if (tokens.length === 1) return dropZeros(tokens[0]!);
  // Zeros go per part (2024/0012 is 2024/12) and again once joined (A/0/5 is A/5).
  return dropZeros(withoutYears(tokens).map(dropZeros).join(''));
}
