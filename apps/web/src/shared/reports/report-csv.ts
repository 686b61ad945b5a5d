import { csvLine } from '@taxdesk/domain';

/** A small table as CSV text (Excel-friendly: BOM, CRLF, quoted when needed, formulas guarded). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return '\uFEFF' + [header, ...rows].map(csvLine).join('');
}

export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
