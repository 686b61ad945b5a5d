/**
 * A cell that starts with =, +, - or @ (or a tab or carriage return, which some spreadsheets skip
 * before one of those) would be run as a formula when the file is opened: such a cell gets a
 * leading apostrophe, which spreadsheets show as text (OWASP "CSV Injection"). The one guard for
 * every CSV TaxDesk writes, in the browser and on the server.
 */
export function csvCell(value: unknown): string {
  const text = value == null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (RFC 4180: comma-separated, CRLF-terminated) of guarded cells. */
export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}
