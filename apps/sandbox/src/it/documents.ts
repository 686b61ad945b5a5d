import { buildPdf, wrapText } from '../pdf';
import type { PdfLine } from '../pdf';
import { Rng } from '../rng';
import { formatIstDate, yearLabel } from './dates';
import { isClosed } from './proceedings';
import type { AccountTimeline, SandboxDoc, SandboxNotice, SandboxProceeding } from './timeline';

/** Notice letters, closure orders and their PDFs, as the caller may see them at a given instant. */

export type FoundDocument = { doc: SandboxDoc; proceeding: SandboxProceeding; notice: SandboxNotice | null };

export function findNotice(timeline: AccountTimeline, headerSeqNo: string, now: number) {
  for (const proceeding of timeline.proceedings) {
    const notice = proceeding.notices.find((n) => n.headerSeqNo === headerSeqNo);
    if (notice) return notice.issuedOn <= now ? { proceeding, notice } : undefined;
  }
  return undefined;
}

/** The noticeletterpdf answer: `satDocId`/`docNam` name one file, `docMap` lists them all. */
export function noticeLetterAnswer(proceeding: SandboxProceeding, notice: SandboxNotice) {
  const top = notice.docs.find((d) => d.docId === notice.satDocId)!;
  return {
    headerSeqNo: notice.headerSeqNo,
    procdngReqId: proceeding.proceedingReqId,
    satDocId: top.docId,
    docNam: top.fileName,
    docMap: Object.fromEntries(notice.docs.map((d) => [String(d.docId), d.fileName])),
  };
}

export function closureOrderAnswer(proceeding: SandboxProceeding, now: number) {
  const closed = isClosed(proceeding, now);
  return {
    procdngReqId: proceeding.proceedingReqId,
    closureSeqNo: closed ? proceeding.closureSeqNo : null,
    satDocId: null,
    docNam: null,
    satDocDetlList: closed
      ? proceeding.closureDocs.map((d) => ({ satDocId: d.docId, docNam: d.fileName }))
      : [],
  };
}

export function findDocument(
  timeline: AccountTimeline,
  docId: number,
  now: number,
): FoundDocument | undefined {
  for (const proceeding of timeline.proceedings) {
    for (const notice of proceeding.notices) {
      const doc = notice.docs.find((d) => d.docId === docId);
      if (doc) return notice.issuedOn <= now ? { doc, proceeding, notice } : undefined;
    }
    const closure = proceeding.closureDocs.find((d) => d.docId === docId);
    if (closure) return isClosed(proceeding, now) ? { doc: closure, proceeding, notice: null } : undefined;
  }
  return undefined;
}

const QUESTIONS = [
  'Furnish the bank statements of all accounts held during the previous year.',
  'Explain the source of cash deposits made during the demonetisation period, with evidence.',
  'Furnish details of purchase and sale of immovable property with the sale deeds.',
  'Reconcile the receipts shown in Form 26AS/AIS with the receipts offered in the return.',
  'Furnish the details of unsecured loans with confirmations, PAN and ITR of the lenders.',
  'Furnish the computation of capital gains with the purchase and sale contract notes.',
  'Explain the claim of deduction under Chapter VI-A with supporting documents.',
  'Furnish the audited financial statements and the tax audit report in Form 3CD.',
];

const ISSUER: Record<string, string> = {
  AST: 'National Faceless Assessment Centre, Delhi',
  PNL: 'National Faceless Penalty Centre, Delhi',
  VER: 'Income Tax Officer, Verification Unit',
  CPC: 'Centralized Processing Centre, Bengaluru',
};

function header(found: FoundDocument, timeline: AccountTimeline, issuedOn: number): PdfLine[] {
  const { profile } = timeline;
  return [
    { text: 'GOVERNMENT OF INDIA', bold: true, size: 13 },
    { text: 'INCOME TAX DEPARTMENT', bold: true, size: 13 },
    { text: ISSUER[found.proceeding.kind.module] ?? 'Income Tax Department' },
    { text: `To: ${profile.name.toUpperCase()}`, gapBefore: 14 },
    { text: `PAN: ${profile.pan}` },
    { text: `Assessment Year: ${yearLabel(found.proceeding.ay)}` },
    { text: `DIN & Notice No: ${found.doc.din}` },
    { text: `Dated: ${formatIstDate(issuedOn)}` },
  ];
}

function paragraph(text: string, gapBefore = 10): PdfLine[] {
  return wrapText(text, 95).map((line, i) => ({ text: line, gapBefore: i === 0 ? gapBefore : 0 }));
}

function noticeLines(found: FoundDocument & { notice: SandboxNotice }, timeline: AccountTimeline): PdfLine[] {
  const { notice, proceeding, doc } = found;
  const lines = header(found, timeline, notice.issuedOn);
  if (doc.kind === 'annexure') {
    lines.push({ text: `ANNEXURE: ${doc.title.toUpperCase()}`, bold: true, size: 12, gapBefore: 14 });
    lines.push({ text: `To the notice u/s ${notice.step.section}: ${notice.step.description}` });
    const rng = new Rng('annexure', doc.docId);
    const count = rng.int(3, 5);
    const start = rng.int(0, QUESTIONS.length - 1);
    for (let i = 0; i < count; i++) {
      lines.push(...paragraph(`${i + 1}. ${QUESTIONS[(start + i) % QUESTIONS.length]}`, 6));
    }
  } else {
    lines.push({ text: notice.step.heading, bold: true, size: 12, gapBefore: 14 });
    lines.push({ text: `Description: ${notice.step.description}` });
    lines.push({ text: `Proceeding: ${proceeding.kind.proceedingName} (ID ${proceeding.proceedingReqId})` });
    lines.push({ text: `Notice reference (headerSeqNo): ${notice.headerSeqNo}` });
    lines.push(...paragraph(notice.step.body));
  }
  lines.push({ text: `Section: ${notice.step.section}`, gapBefore: 12 });
  lines.push({ text: `Date of issue: ${formatIstDate(notice.issuedOn)}` });
  lines.push({
    text: `Served on: ${notice.servedOn === null ? 'Not recorded' : formatIstDate(notice.servedOn)}`,
  });
  lines.push({
    text: `Response due date: ${notice.responseDueDate === null ? 'Not applicable' : formatIstDate(notice.responseDueDate)}`,
  });
  return lines;
}

function closureLines(found: FoundDocument, timeline: AccountTimeline): PdfLine[] {
  const { proceeding, doc } = found;
  const closedOn = proceeding.closedOn!;
  return [
    ...header(found, timeline, closedOn),
    { text: doc.title.replace(/ us /, ' u/s ').toUpperCase(), bold: true, size: 12, gapBefore: 14 },
    { text: `Proceeding: ${proceeding.kind.proceedingName} (ID ${proceeding.proceedingReqId})` },
    { text: `Closure reference: ${proceeding.closureSeqNo}` },
    ...paragraph(
      `The proceeding for the assessment year ${yearLabel(proceeding.ay)} is completed and closed. ` +
        'This document forms part of the order passed; any demand raised is payable within 30 days of service.',
    ),
    { text: `Date of order: ${formatIstDate(closedOn)}`, gapBefore: 12 },
  ];
}

const FOOTER: PdfLine[] = [
  { text: 'This is a computer generated document and does not require a signature.', gapBefore: 18, size: 8 },
  { text: 'Please quote the DIN in all future correspondence.', size: 8 },
];

/** The PDF of a document: deterministic, and its text carries the DIN, PAN, section and dates. */
export function documentPdf(found: FoundDocument, timeline: AccountTimeline): Buffer {
  const lines = found.notice
    ? noticeLines({ ...found, notice: found.notice }, timeline)
    : closureLines(found, timeline);
  return buildPdf({
    title: found.doc.fileName.replace(/\.gz$/, ''),
    subject: found.doc.din,
    lines: [...lines, ...FOOTER],
  });
}

/** The file name to offer: the portal's name, less a `.gz` the bytes do not have. */
export function downloadName(doc: SandboxDoc): string {
  return doc.fileName.replace(/\.gz$/, '');
}
