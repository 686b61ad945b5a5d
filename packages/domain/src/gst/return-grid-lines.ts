import { formatDate } from '../resources/format';
import { GST_RETURN_TYPES } from '../resources/gst/gst-fields';
import type { GstReturnCell, GstReturnGrid } from './gst-reports';

/** What the GST return filing grid shows and exports: the web's grid and CSV, the server's XLSX. */

export type GridLine = GstReturnGrid['rows'][number] & {
  returnType: string;
  periods: Record<string, GstReturnCell>;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `042025` → `Apr 2025`. */
export const periodLabel = (p: string) =>
  `${MONTHS[Number(p.slice(0, 2)) - 1] ?? p.slice(0, 2)} ${p.slice(2)}`;

export const returnLabel = (t: string) => GST_RETURN_TYPES[t as keyof typeof GST_RETURN_TYPES] ?? t;

/** One line per GSTIN and return type it has any status for, in the grid's return order. */
export function gridLines(grid: GstReturnGrid, text = ''): GridLine[] {
  const needle = text.trim().toLowerCase();
  return grid.rows
    .filter(
      (r) =>
        !needle || r.gstin.toLowerCase().includes(needle) || (r.name ?? '').toLowerCase().includes(needle),
    )
    .flatMap((r) =>
      grid.returnTypes
        .filter((t) => r.cells[t])
        .map((t) => ({ ...r, returnType: t, periods: r.cells[t] ?? {} })),
    );
}

/** A cell in words: `Filed 10 May 2025`, `Late 5 days (25 May 2025)`, `Not filed (due 20 Jun 2025)`. */
export function cellText(c: GstReturnCell | undefined): string {
  if (!c) return '';
  const on = c.filedOn ? ` ${formatDate(c.filedOn)}` : '';
  if (c.status === 'filed') return `Filed${on}`;
  if (c.status === 'filed_late')
    return `Late${c.daysLate ? ` ${c.daysLate} day${c.daysLate === 1 ? '' : 's'}` : ''}${on ? ` (${on.trim()})` : ''}`;
  return `Not filed${c.dueDate ? ` (due ${formatDate(c.dueDate)})` : ''}`;
}

export function gridHeader(grid: GstReturnGrid): string[] {
  return ['GSTIN', 'Legal name', 'State', 'Group', 'Return', ...grid.periods.map(periodLabel)];
}

export function gridRows(grid: GstReturnGrid, lines: readonly GridLine[]): string[][] {
  return lines.map((l) => [
    l.gstin,
    l.name ?? '',
    l.state ?? '',
    l.group ?? '',
    returnLabel(l.returnType),
    ...grid.periods.map((p) => cellText(l.periods[p])),
  ]);
}

/** Late and not-filed counts over the lines shown. */
export function gridCounts(lines: readonly GridLine[]) {
  const cells = lines.flatMap((l) => Object.values(l.periods));
  return {
    filed: cells.filter((c) => c.status === 'filed').length,
    late: cells.filter((c) => c.status === 'filed_late').length,
    notFiled: cells.filter((c) => c.status === 'not_filed').length,
  };
}
