import { sql } from 'drizzle-orm';
import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFString,
  StandardFonts,
  type PDFFont,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import {
  CASE_STAGE_LABELS,
  caseStageRank,
  formatDate,
  type CaseDetail,
  type CaseRecord,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';

/**
 * The hearing bundle: one PDF of the whole case for the officer or the tribunal. A contents page,
 * then each record in date order — a cover page saying what it is, then its documents (PDFs copied
 * page for page, images on a page of their own) — with a bookmark per record and per document.
 */

type Doc = { type: string; key: string; file_name: string; content_type: string; content: Buffer };
type Entry = { title: string; page: number; children: { title: string; page: number }[] };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const LINES_PER_CONTENTS_PAGE = 40;

/** Printable in the standard fonts (WinAnsi): anything else becomes '?'. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, (c) => (c === '₹' ? 'Rs.' : c === '·' ? '-' : '?'));
}

function writeLines(page: PDFPage, font: PDFFont, lines: readonly string[], top: number, size = 11): void {
  let y = top;
  for (const line of lines) {
    page.drawText(printable(line).slice(0, 110), { x: MARGIN, y, size, font });
    y -= size * 1.6;
  }
}

/** The documents the record store holds for the case's records, oldest first per record. */
async function documentsOf(tx: Tx, orgId: string, caseId: string): Promise<Map<string, Doc[]>> {
  const byRecord = new Map<string, Doc[]>();
  const r = await tx.execute<Doc>(sql`
    SELECT d.type, d.key, d.file_name, d.content_type, d.content FROM documents d
    JOIN case_records cr ON cr.org_id = d.org_id AND cr.type = d.type AND cr.key = d.key
    WHERE d.org_id = ${orgId} AND cr.case_id = ${caseId}
    ORDER BY d.created_at, d.file_name`);
  for (const d of r.rows) {
    const k = `${d.type}:${d.key}`;
    byRecord.set(k, [...(byRecord.get(k) ?? []), d]);
  }
  return byRecord;
}

/** Date order by day; on one day the earlier stage first (a proceeding before its first notice). */
function byDate(records: readonly CaseRecord[]): CaseRecord[] {
  return [...records].sort(
    (a, b) =>
      (a.issuedOn ?? '9999').slice(0, 10).localeCompare((b.issuedOn ?? '9999').slice(0, 10)) ||
      caseStageRank(a.stage) - caseStageRank(b.stage) ||
      (a.issuedOn ?? '').localeCompare(b.issuedOn ?? '') ||
      a.key.localeCompare(b.key),
  );
}

/** Appends a document's pages; answers the first page's index, or null when it could not be read. */
async function appendDocument(pdf: PDFDocument, font: PDFFont, doc: Doc): Promise<number | null> {
  const at = pdf.getPageCount();
  const bytes = new Uint8Array(doc.content);
  try {
    if (doc.content_type === 'application/pdf' || doc.file_name.toLowerCase().endsWith('.pdf')) {
      const source = await PDFDocument.load(bytes, { ignoreEncryption: true });
      const pages = await pdf.copyPages(source, source.getPageIndices());
      for (const p of pages) pdf.addPage(p);
      return at;
    }
    if (doc.content_type === 'image/png' || doc.content_type === 'image/jpeg') {
      const image = doc.content_type === 'image/png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
      const page = pdf.addPage(A4);
      const scale = Math.min((A4[0] - 2 * MARGIN) / image.width, (A4[1] - 2 * MARGIN) / image.height, 1);
      page.drawImage(image, {
        x: MARGIN,
        y: A4[1] - MARGIN - image.height * scale,
        width: image.width * scale,
        height: image.height * scale,
      });
      return at;
    }
  } catch {
    // A damaged file must not cost the whole bundle: a page says it is missing instead.
  }
  const page = pdf.addPage(A4);
  writeLines(
    page,
    font,
    [`${doc.file_name}`, `(${doc.content_type}: not included in the bundle; see the case ZIP)`],
    A4[1] - MARGIN,
  );
  return at;
}

/** The bookmarks: an /Outlines tree of one level of records, each with its documents under it. */
function addOutline(pdf: PDFDocument, entries: readonly Entry[]): void {
  const ctx = pdf.context;
  const pageRefs = pdf.getPages().map((p) => p.ref);
  const rootRef = ctx.nextRef();
  const item = (title: string, page: number, parent: PDFRef) =>
    ctx.obj({
      Title: PDFString.of(printable(title)),
      Parent: parent,
      Dest: [pageRefs[page]!, PDFName.of('XYZ'), null, null, null],
    });
  const link = (refs: PDFRef[]) =>
    refs.forEach((ref, i) => {
      const dict = ctx.lookup(ref, PDFDict);
      if (i > 0) dict.set(PDFName.of('Prev'), refs[i - 1]!);
      if (i < refs.length - 1) dict.set(PDFName.of('Next'), refs[i + 1]!);
    });
  const top: PDFRef[] = [];
  for (const e of entries) {
    const ref = ctx.register(item(e.title, e.page, rootRef));
    const kids = e.children.map((c) => ctx.register(item(c.title, c.page, ref)));
    link(kids);
    if (kids.length) {
      const dict = ctx.lookup(ref, PDFDict);
      dict.set(PDFName.of('First'), kids[0]!);
      dict.set(PDFName.of('Last'), kids[kids.length - 1]!);
      dict.set(PDFName.of('Count'), PDFNumber.of(kids.length));
    }
    top.push(ref);
  }
  link(top);
  ctx.assign(
    rootRef,
    ctx.obj({
      Type: 'Outlines',
      First: top[0] ?? null,
      Last: top[top.length - 1] ?? null,
      Count: top.length,
    }),
  );
  pdf.catalog.set(PDFName.of('Outlines'), rootRef);
  pdf.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

export async function caseBundlePdf(tx: Tx, orgId: string, kase: CaseDetail): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`Hearing bundle: ${kase.title}`));
  pdf.setCreator('TaxDesk');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const records = byDate(kase.records);
  const docs = await documentsOf(tx, orgId, kase.id);
  const lineCount = records.reduce((n, r) => n + 1 + (docs.get(`${r.type}:${r.key}`)?.length ?? 0), 0);
  const contentsPages = Math.max(1, Math.ceil(lineCount / LINES_PER_CONTENTS_PAGE));
  for (let i = 0; i < contentsPages; i++) pdf.addPage(A4);

  const entries: Entry[] = [];
  for (const [i, r] of records.entries()) {
    const cover = pdf.addPage(A4);
    const title = `${i + 1}. ${r.label} ${r.title ?? r.key}`;
    cover.drawText(printable(title).slice(0, 80), {
      x: MARGIN,
      y: A4[1] - MARGIN - 10,
      size: 16,
      font: bold,
    });
    writeLines(
      cover,
      font,
      [
        `Stage: ${CASE_STAGE_LABELS[r.stage]}`,
        `Reference: ${r.key}`,
        `Issued or filed: ${r.issuedOn ? formatDate(r.issuedOn) : '-'}`,
        `Due: ${r.dueOn ? formatDate(r.dueOn) : '-'}`,
        `Amount: ${r.amount === null ? '-' : `Rs. ${r.amount.toLocaleString('en-IN')}`}`,
        `Status: ${r.status ?? '-'}`,
        `Documents: ${(docs.get(`${r.type}:${r.key}`) ?? []).map((d) => d.file_name).join(', ') || 'none stored'}`,
      ],
      A4[1] - MARGIN - 45,
    );
    const entry: Entry = { title, page: pdf.getPageCount() - 1, children: [] };
    for (const d of docs.get(`${r.type}:${r.key}`) ?? []) {
      const at = await appendDocument(pdf, font, d);
      if (at !== null) entry.children.push({ title: d.file_name, page: at });
    }
    entries.push(entry);
  }

  // The contents, now that every record's page is known (pages counted from 1, as a reader shows them).
  const lines = entries.flatMap((e) => [
    `${e.title}  ....  page ${e.page + 1}`,
    ...e.children.map((c) => `      ${c.title}  ....  page ${c.page + 1}`),
  ]);
  for (let p = 0; p < contentsPages; p++) {
    const page = pdf.getPage(p);
    if (p === 0) {
      page.drawText('Contents', { x: MARGIN, y: A4[1] - MARGIN - 10, size: 18, font: bold });
      page.drawText(printable(`${kase.title} - ${kase.client ?? ''}`).slice(0, 90), {
        x: MARGIN,
        y: A4[1] - MARGIN - 32,
        size: 10,
        font,
      });
    }
    writeLines(
      page,
      font,
      lines.slice(p * LINES_PER_CONTENTS_PAGE, (p + 1) * LINES_PER_CONTENTS_PAGE),
      A4[1] - MARGIN - 60,
      9,
    );
  }
  addOutline(pdf, [{ title: 'Contents', page: 0, children: [] }, ...entries]);
  return pdf.save();
}
