const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Portals write dates many ways (ISO, epoch milliseconds, 15-Mar-2024, 15/03/2024); records keep
 * one: `YYYY-MM-DD`. Anything unreadable is null rather than a wrong date.
 */
export function portalDate(value: unknown): string | null {
  if (value == null || value === '') return null;
  if (typeof value === 'number' && Number.isFinite(value)) {
    // Portal timestamps are instants; the date that matters is the Indian calendar day.
    return new Date(value + 330 * 60_000).toISOString().slice(0, 10);
  }
  const s = String(value).trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (m) {
    if (s.length > 10 && /[zZ]|[+-]\d{2}:?\d{2}$/.test(s)) {
      const d = new Date(s);
      if (!Number.isNaN(d.getTime())) return portalDate(d.getTime());
    }
    return `${m[1]}-${m[2]}-${m[3]}`;
  }
  m = /^(\d{1,2})[-/ ]([A-Za-z]{3})[A-Za-z]*[-/ ](\d{4})/.exec(s);
  if (m && MONTHS[m[2]!.toLowerCase()])
    return `${m[3]}-${pad(MONTHS[m[2]!.toLowerCase()]!)}-${pad(Number(m[1]))}`;
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})/.exec(s);
  if (m) return `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  if (/^\d{12,}$/.test(s)) return portalDate(Number(s));
  return null;
}
