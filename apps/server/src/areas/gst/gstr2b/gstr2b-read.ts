import type { Gstr2bDocument, Gstr2bItcDetail, Gstr2bItcSummary } from '@taxdesk/domain';
import { periodOf, readDocuments } from './gstr2b-document-read';
import { differences, itcFromDocuments, itcFromFile, summaryOf } from './gstr2b-itc';
import { Gstr2bData } from './gstr2b-json';

export type Gstr2bRead = {
  gstin: string;
  /** YYYY-MM; a quarterly file's last month. */
  period: string;
  quarterly: boolean;
  generatedOn: string | null;
  documents: Gstr2bDocument[];
  /** The file's own `itcsumm` (sections), empty when the file has none. */
  fileItc: Gstr2bItcDetail;
  /** What the documents add up to, in the same shape. */
  documentItc: Gstr2bItcDetail;
  /** The summary TaxDesk shows: the file's where it has one, else the documents'. */
  summary: Gstr2bItcSummary;
  /** Sections where the documents do not add up to the file's summary (empty: they do, to the paisa). */
  differences: string[];
};

/** A file that is not a GSTR-2B, with the reason in words. */
export class Gstr2bFileError extends Error {}

/** The portal names quarterly files `…_R2BQ_…`; the JSON itself does not say. */
const QUARTERLY_NAME = /(^|[^A-Z0-9])R2BQ([^A-Z0-9]|$)/i;

/** Reads one GSTR-2B JSON (the portal's download, or the API's answer with its envelope). */
export function readGstr2b(content: Buffer, name = ''): Gstr2bRead {
  let json: unknown;
  try {
    json = JSON.parse(content.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new Gstr2bFileError(`The file is not JSON: ${(e as Error).message}`);
  }
  const o = json as { data?: unknown; message?: { data?: unknown } } | null;
  const body = o?.data ?? o?.message?.data ?? o;
  const parsed = Gstr2bData.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Gstr2bFileError(`Not a GSTR-2B file: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
  }
  const data = parsed.data;
  const head = { gstin: data.gstin, period: periodOf(data.rtnprd)! };
  const documents = [
    ...readDocuments(head, data.docdata, false),
    ...readDocuments(head, data.docRejdata, true),
  ];
  const fileItc = itcFromFile(data.itcsumm);
  const documentItc = itcFromDocuments(documents);
  const hasSummary = Object.keys(fileItc).length > 0;
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(data.gendt?.trim() ?? '');
  return {
    ...head,
    quarterly: QUARTERLY_NAME.test(name),
    generatedOn: m ? `${m[3]}-${m[2]}-${m[1]}` : null,
    documents,
    fileItc,
    documentItc,
    summary: summaryOf(hasSummary ? fileItc : documentItc),
    differences: hasSummary ? differences(fileItc, documentItc) : [],
  };
}
