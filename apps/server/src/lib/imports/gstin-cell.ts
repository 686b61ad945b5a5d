import { checkGstin } from '@taxdesk/domain';
import { cellText, type CellValue, type Converted } from './cells';

/**
 * A GSTIN by shape and state code. A wrong check character does not refuse the row: widely
 * copied sample GSTINs fail it (PORTALS.md), so it is imported as it is, with a warning.
 */
export function gstinCell(v: CellValue): Converted {
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  const c = checkGstin(s);
  if (!c.ok) return { ok: false, reason: `${s}: ${c.reason}` };
  return c.warning
    ? { ok: true, value: c.value, warning: `${c.value}: ${c.warning}; imported as it is` }
    : { ok: true, value: c.value };
}
