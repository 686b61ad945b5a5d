import { cellText, dateCell, type CellValue, type Converted } from '../../../lib/imports/cells';

/**
 * An amount as registers hold it: a number cell, or text with Indian grouping (1,23,456.00), a
 * rupee sign, a trailing Dr/Cr (Tally), brackets for a negative. Blank is 0.
 */
export function amountCell(v: CellValue): Converted {
  if (typeof v === 'number')
    return Number.isFinite(v) ? { ok: true, value: v } : { ok: false, reason: 'is not a number' };
  const s = cellText(v);
  if (s === null || s === '-') return { ok: true, value: 0 };
  const m = /^(\()?\s*(-)?\s*(?:₹|Rs\.?|INR)?\s*(-)?([\d,]*\.?\d+)\s*(\))?\s*(Dr|Cr)?\.?$/i.exec(s);
  if (!m || (m[1] && !m[5])) return { ok: false, reason: `"${s}" is not an amount` };
  const n = Number(m[4]!.replace(/,/g, ''));
  if (!Number.isFinite(n)) return { ok: false, reason: `"${s}" is not an amount` };
  return { ok: true, value: m[1] || m[2] || m[3] ? -n : n };
}

const MONTH_YY = /^(\d{1,2})[-/ .]([A-Za-z]{3,9})[-/ .](\d{2})$/;

/** The project's date reading, plus Tally's own `3-Aug-25` (two-digit years are this century). */
export function registerDateCell(v: CellValue): Converted {
  const s = typeof v === 'string' ? v.trim() : null;
  const m = s ? MONTH_YY.exec(s) : null;
  return dateCell(m ? `${m[1]}-${m[2]}-20${m[3]}` : v);
}
