import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';
import { inOrg } from '../../db/tenant';
import { linkCases } from '../../lib/cases/link-cases';
import { upsertRecords } from '../../lib/records/upsert';

let s: TestServer;
const ORG = 'CASEB1';
const PAN = 'AAAPB1234B';
let owner: { token: string };
let stranger: { token: string };
let caseId: string;

/** A one-page PDF saying `text`, as a portal's notice would be. */
async function pdfSaying(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([400, 300]);
  page.drawText(text, { x: 40, y: 200, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

async function storeDocument(
  type: string,
  key: string,
  fileName: string,
  content: Buffer,
  contentType = 'application/pdf',
) {
  await s.ctx.pools.owner.query(
    `INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      ORG,
      type,
      key,
      fileName,
      fileName,
      contentType,
      content.length,
      createHash('sha256').update(content).digest('hex'),
      content,
    ],
  );
}

async function textOf(
  pdf: Awaited<ReturnType<typeof getDocument>['promise']>,
  page: number,
): Promise<string> {
  const content = await (await pdf.getPage(page)).getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
}

const get = (url: string, token = owner.token) =>
  s.app.inject({ method: 'GET', url: `/api/o/${ORG}${url}`, headers: { authtoken: token } });

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner');
  stranger = await s.memberOf('CASEB2', 'owner');
  await inOrg(s.ctx.db, ORG, async (tx) => {
    await upsertRecords(tx, ORG, RESOURCES.itProceeding, [
      {
        data: {
          proceedingReqId: 'BP-1',
          pan: PAN,
          proceedingName: 'Assessment',
          assessmentYear: '2023-24',
          issuedOn: '2025-01-05',
        },
      },
    ]);
    // Stored out of date order: the bundle puts the older notice first.
    await upsertRecords(tx, ORG, RESOURCES.itNotice, [
      {
        data: {
          headerSeqNo: 'BN-2',
          pan: PAN,
          proceedingReqId: 'BP-1',
          description: 'Show cause notice',
          issuedOn: '2025-06-01',
        },
      },
      {
        data: {
          headerSeqNo: 'BN-1',
          pan: PAN,
          proceedingReqId: 'BP-1',
          description: 'Notice u/s 143(2)',
          issuedOn: '2025-01-05',
        },
      },
    ]);
    await linkCases(tx, ORG, null);
  });
  await storeDocument(
    'itNotice',
    'BN-1',
    'notice-143-2.pdf',
    await pdfSaying('First notice under section 143(2)'),
  );
  await storeDocument(
    'itNotice',
    'BN-2',
    'show-cause.pdf',
    await pdfSaying('Show cause before the assessment order'),
  );
  await storeDocument('itNotice', 'BN-2', 'broken.pdf', Buffer.from('not a pdf at all'));
  const r = await s.ctx.pools.owner.query(
    `SELECT case_id FROM case_records WHERE org_id = $1 AND key = 'BP-1'`,
    [ORG],
  );
  caseId = r.rows[0].case_id;
});
afterAll(() => s.close());

describe('the case as a hearing bundle and a ZIP', () => {
  it('is one PDF a real reader opens: contents, records in date order with their documents, bookmarks', async () => {
    const res = await get(`/cases/${caseId}/bundle.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), useSystemFonts: false }).promise;
    // Contents, then per record a cover page and its documents' pages (the broken file: a page saying so).
    expect(pdf.numPages).toBe(1 + 1 + 2 + 3);
    const contents = await textOf(pdf, 1);
    expect(contents).toContain('Contents');
    expect(contents.indexOf('1. Proceeding')).toBeLessThan(contents.indexOf('Notice u/s 143(2)'));
    expect(contents.indexOf('Notice u/s 143(2)')).toBeLessThan(contents.indexOf('Show cause notice'));
    expect(await textOf(pdf, 4)).toContain('First notice under section 143(2)');
    expect(await textOf(pdf, 6)).toContain('Show cause before the assessment order');
    expect(await textOf(pdf, 7)).toContain('not included in the bundle');
    const outline = await pdf.getOutline();
    expect(outline.map((o) => o.title)).toEqual([
      'Contents',
      expect.stringMatching(/^1\. Proceeding/),
      expect.stringMatching(/^2\. Notice .*143\(2\)/),
      expect.stringMatching(/^3\. Notice Show cause/),
    ]);
    expect(outline[3]!.items.map((o) => o.title)).toEqual(['show-cause.pdf', 'broken.pdf']);
    // Each bookmark opens its page.
    const dest = outline[2]!.dest as unknown[];
    expect(await pdf.getPageIndex(dest[0] as { num: number; gen: number })).toBe(2);
  });

  it('is one ZIP with an index and every document in its record’s folder', async () => {
    const res = await get(`/cases/${caseId}/case.zip`);
    expect(res.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual([
      '2025-01-05 Notice BN-1/notice-143-2.pdf',
      '2025-06-01 Notice BN-2/broken.pdf',
      '2025-06-01 Notice BN-2/show-cause.pdf',
      'index.csv',
    ]);
    expect(await zip.file('index.csv')!.async('string')).toContain('Notice,BN-1');
  });

  it('answers another organisation’s member 404', async () => {
    expect((await get(`/cases/${caseId}/bundle.pdf`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/cases/${caseId}/case.zip`, stranger.token)).statusCode).toBe(404);
  });
});
