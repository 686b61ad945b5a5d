import { checkGstin } from '@taxdesk/domain';
import { cellText, type CellValue, type Converted } from './cells';

/**
 * A GSTIN by shape and state code. A wrong check character does not refuse the row: widely
 * copied sample GSTINs fail it (PORTALS.md), so it is imported as it is.
 */
export function gstinCell(v: CellValue): Converted {
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  const c = checkGstin(s);
  return c.ok ? { ok: true, value: c.value } : { ok: false, reason: `${s}: ${c.reason}` };
}
