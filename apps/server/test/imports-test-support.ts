import ExcelJS from 'exceljs';
import type { TestServer } from './harness';

/** The i-th of many valid individual PANs: ABCPA0001K, ABCPA0002K, ... */
export function panAt(i: number): string {
  const letter = String.fromCharCode(65 + (Math.floor(i / 9999) % 26));
  return `ABCP${letter}${String((i % 9999) + 1).padStart(4, '0')}K`;
}

/** An XLSX workbook with these rows on its first sheet, as a user's file would be. */
export async function xlsxFile(rows: readonly (readonly unknown[])[], sheetName = 'Sheet1'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function csvFile(rows: readonly (readonly unknown[])[]): Buffer {
  const cell = (v: unknown) => {
    const s = v == null ? '' : String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return Buffer.from(rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n');
}

export type Answer<T = unknown> = { status: number; body: { success: boolean; message?: string; data: T } };

export async function upload<T = PreviewData>(
  s: TestServer,
  token: string,
  orgId: string,
  kind: string,
  file: Buffer,
  fileName = 'clients.xlsx',
  contentType = 'application/octet-stream',
): Promise<Answer<T>> {
  const res = await s.app.inject({
    method: 'POST',
    url: `/api/o/${orgId}/imports/${kind}/preview?fileName=${encodeURIComponent(fileName)}`,
    headers: { authtoken: token, 'content-type': contentType },
    payload: file,
  });
  return { status: res.statusCode, body: res.json() };
}

export async function commit(
  s: TestServer,
  token: string,
  orgId: string,
  kind: string,
  id: string,
  skipErrors = false,
): Promise<Answer<CommitData>> {
  const res = await s.app.inject({
    method: 'POST',
    url: `/api/o/${orgId}/imports/${kind}/${id}/commit`,
    headers: { authtoken: token },
    payload: { skipErrors },
  });
  return { status: res.statusCode, body: res.json() };
}

export type PreviewData = {
  id: string;
  fileName: string;
  format: string;
  counts: { rows: number; valid: number; errors: number; new: number; updated: number; unchanged: number };
  rows: { rowNo: number; values: Record<string, string>; action: string; errors: string[] }[];
  errors: { rowNo: number; column?: string; message: string }[];
  ignored: string[];
};

export type CommitData = {
  counts: { new: number; updated: number; unchanged: number; skipped: number };
  batchId?: string;
};
