/**
 * A minimal, valid PDF writer for text pages (no dependency). The content streams are left
 * uncompressed so the text can be found in the raw bytes, which tests and connectors rely on.
 */

export type PdfLine = { text: string; bold?: boolean; size?: number; gapBefore?: number };

export type PdfDocument = { title: string; lines: PdfLine[]; subject?: string };

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const DEFAULT_SIZE = 10;

/** Only printable ASCII survives: the standard fonts' encoding has nothing else we need. */
function ascii(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?');
}

function balancedParentheses(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * A PDF literal string. Balanced parentheses need no escape (PDF 1.7 §7.3.4.2), and leaving them
 * bare keeps identifiers such as `143(2)` searchable in the raw file.
 */
function pdfString(text: string): string {
  let out = ascii(text).replace(/\\/g, '\\\\');
  if (!balancedParentheses(out)) out = out.replace(/[()]/g, (p) => `\\${p}`);
  return `(${out})`;
}

/** Splits text into lines of at most `width` characters on word boundaries. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function paginate(lines: PdfLine[]): PdfLine[][] {
  const pages: PdfLine[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const step = (line.size ?? DEFAULT_SIZE) * 1.45 + (line.gapBefore ?? 0);
    if (y - step < MARGIN && pages[pages.length - 1]!.length > 0) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
    pages[pages.length - 1]!.push(line);
    y -= step;
  }
  return pages;
}

function contentStream(lines: PdfLine[]): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? DEFAULT_SIZE;
    y -= size * 1.45 + (line.gapBefore ?? 0);
    ops.push(
      `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(2)} Td ${pdfString(line.text)} Tj ET`,
    );
  }
  return ops.join('\n');
}

/** Builds the PDF bytes. Same input, same bytes: no timestamps are added. */
export function buildPdf(doc: PdfDocument): Buffer {
  const pages = paginate(doc.lines.length > 0 ? doc.lines : [{ text: doc.title }]);
  const fontRegular = 3;
  const fontBold = 4;
  const info = 5;
  const firstPage = 6;
  const pageIds = pages.map((_, i) => firstPage + i * 2);

  const objects = new Map<number, string>();
  objects.set(1, '<< /Type /Catalog /Pages 2 0 R >>');
  objects.set(
    2,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  objects.set(
    fontRegular,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  objects.set(
    fontBold,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const subject = doc.subject ? ` /Subject ${pdfString(doc.subject)}` : '';
  objects.set(info, `<< /Title ${pdfString(doc.title)}${subject} /Producer (TaxDesk sandbox) >>`);
  pages.forEach((lines, i) => {
    const pageId = pageIds[i]!;
    const stream = contentStream(lines);
    objects.set(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 ${fontRegular} 0 R /F2 ${fontBold} 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    objects.set(
      pageId + 1,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });

  const count = objects.size;
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id <= count; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects.get(id)}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${count + 1}\n0000000000 65535 f \n`;
  for (let id = 1; id <= count; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${count + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
