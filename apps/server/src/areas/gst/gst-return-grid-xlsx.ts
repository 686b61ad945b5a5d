import ExcelJS from 'exceljs';
import { gridHeader, gridLines, gridRows, type GstReturnGrid } from '@taxdesk/domain';

const FILL: Record<string, string> = { 'Not filed': 'FFFDE2E2', Late: 'FFFFF1D6' };

/** The filing grid as a workbook: the grid's own words per cell, late and not-filed cells shaded. */
export async function returnGridXlsx(grid: GstReturnGrid): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`Returns ${grid.fy}`);
  const header = gridHeader(grid);
  sheet.addRow(header).font = { bold: true };
  sheet.columns = header.map((h, i) => ({ width: i < 5 ? Math.max(14, h.length + 4) : 24 }));
  for (const values of gridRows(grid, gridLines(grid))) {
    const row = sheet.addRow(values);
    row.eachCell((cell) => {
      const tone = Object.keys(FILL).find((k) => String(cell.value).startsWith(k));
      if (tone) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILL[tone]! } };
    });
  }
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
