import type { CellValue } from './cells';

/** One row of an uploaded sheet, numbered as the spreadsheet shows it (blank rows count too). */
export type SheetRow = { rowNo: number; cells: CellValue[] };
