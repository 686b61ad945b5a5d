import { cellText, type CellValue, type Converted } from '../../lib/imports/cells';
import { financialYear } from './pregst-fields';

export { gstinCell } from '../../lib/imports/gstin-cell';

/** Rupees as typed in a sheet: `1,25,000`, `₹ 4500.50`, or a number cell. */
export function amountCell(v: CellValue): Converted {
  if (typeof v === 'number') return v >= 0 ? { ok: true, value: v } : { ok: false, reason: 'is negative' };
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  const n = Number(s.replace(/[,\s₹]|Rs\.?/gi, ''));
  return Number.isFinite(n) && n >= 0
    ? { ok: true, value: Math.round(n * 100) / 100 }
    : { ok: false, reason: `"${s}" is not an amount in rupees` };
}

/** A financial year: 2016-17 (or 2016). */
export function fyCell(v: CellValue): Converted {
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  const fy = financialYear(s);
  return fy ? { ok: true, value: fy } : { ok: false, reason: `"${s}" is not a financial year (use 2016-17)` };
}

/** Reference numbers are compared without case or surrounding blanks. */
export function referenceCell(v: CellValue): Converted {
  const s = cellText(v);
  if (s && s.length > 120) return { ok: false, reason: 'is longer than 120 characters' };
  return { ok: true, value: s ? s.toUpperCase() : null };
}
