import { Rng } from '../../rng';
import { buildPdf, type PdfLine } from '../../pdf';
import type { ItAccountProfile } from '../accounts';
import { BUSINESS_WORDS, COMPANY_TRADES } from '../seed-data';
import { type DownloadPlan, downloadFileName, fyOfAy } from './download-request-data';
import { ayText, rupees } from './work-item-common';

/**
 * The files behind available download requests: statements as text PDFs, the pre-filled data as
 * JSON. Deterministic from the seed and the request id, so the same request gives the same bytes.
 */

export type DownloadFile = { fileName: string; fileType: string; content: Buffer };

type Credit = { deductor: string; tan: string; section: string; paid: number; tds: number };

function credits(rng: Rng): Credit[] {
  return Array.from({ length: rng.int(2, 6) }, () => {
    const paid = rng.int(20_000, 2_500_000);
    const section = rng.pick(['192', '194A', '194C', '194J', '194H', '194I']);
    const rate = section === '192' ? 0.1 : section === '194C' ? 0.01 : section === '194A' ? 0.1 : 0.05;
    return {
      deductor: `${rng.pick(BUSINESS_WORDS)} ${rng.pick(COMPANY_TRADES)} Private Limited`.toUpperCase(),
      tan: `${String.fromCharCode(65 + rng.int(0, 25))}${rng.pick(['MUM', 'DEL', 'BLR', 'PNE', 'CHE', 'HYD'])}${rng.int(10_000, 99_999)}${String.fromCharCode(65 + rng.int(0, 25))}`,
      section,
      paid,
      tds: Math.round(paid * rate),
    };
  });
}

function statementPdf(profile: ItAccountProfile, d: DownloadPlan, list: Credit[]): Buffer {
  const heading =
    d.type === '26AS'
      ? 'Annual Tax Statement (Form 26AS)'
      : d.type === 'AIS'
        ? 'Annual Information Statement (AIS)'
        : 'Taxpayer Information Summary (TIS)';
  const lines: PdfLine[] = [
    { text: 'Income Tax Department', bold: true, size: 14 },
    { text: heading, bold: true, size: 12, gapBefore: 4 },
    { text: `PAN: ${profile.pan}`, gapBefore: 10 },
    { text: `Name of assessee: ${profile.name.toUpperCase()}` },
    { text: `Assessment year: ${ayText(d.ay)}    Financial year: ${fyOfAy(d.ay)}` },
    { text: `Request ID: ${d.downloadReqId}` },
    {
      text:
        d.type === '26AS' ? 'PART-I - Details of Tax Deducted at Source' : 'Part B1 - TDS/TCS information',
      bold: true,
      gapBefore: 12,
    },
    { text: 'Sr.  Deductor / TAN  Section  Amount paid/credited  Tax deducted', bold: true },
    ...list.map((c, i) => ({
      text: `${i + 1}.  ${c.deductor} / ${c.tan}  ${c.section}  ${rupees(c.paid)}  ${rupees(c.tds)}`,
    })),
    {
      text: `Total tax deducted: ${rupees(list.reduce((s, c) => s + c.tds, 0))}`,
      bold: true,
      gapBefore: 6,
    },
  ];
  return buildPdf({ title: `${heading} - ${profile.pan}`, subject: `AY ${ayText(d.ay)}`, lines });
}

function prefillJson(profile: ItAccountProfile, d: DownloadPlan, list: Credit[]): Buffer {
  const data = {
    personalInfo: {
      pan: profile.pan,
      assesseeName: {
        firstName: profile.firstNm,
        middleName: profile.midNm,
        surNameOrOrgName: profile.surname ?? profile.orgName,
      },
      emailAddress: profile.email,
      mobileNo: profile.mobile,
    },
    assessmentYear: String(d.ay),
    tdsDetails: list.map((c) => ({
      tanOfDeductor: c.tan,
      deductorName: c.deductor,
      section: c.section,
      amountPaidCredited: c.paid,
      taxDeducted: c.tds,
    })),
    totalTaxDeducted: list.reduce((s, c) => s + c.tds, 0),
  };
  return Buffer.from(JSON.stringify(data, null, 2), 'utf8');
}

export function downloadFile(profile: ItAccountProfile, seed: string, d: DownloadPlan): DownloadFile {
  const list = credits(new Rng(seed, 'it-download-file', d.downloadReqId));
  const fileName = downloadFileName(profile.pan, d);
  return d.type === 'PREFILL'
    ? { fileName, fileType: 'application/json', content: prefillJson(profile, d, list) }
    : { fileName, fileType: 'application/pdf', content: statementPdf(profile, d, list) };
}
