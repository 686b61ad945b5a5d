/**
 * GSTR-2B against a purchase register of the same size: the register uploaded as XLSX through the
 * API, then the reconciliation (summary by supplier) and a page of one outcome, each timed.
 * The 2B is fed as the reader stores it. Goal: 100,000 invoices a side reconciled in ≤ 10 s.
 * `node --import tsx bench/gstr2b-reconcile.ts [invoices]` (default 100,000).
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Envelope, Gstr2bDocument, ReconSummary, RegisterUploadResult } from '@taxdesk/domain';
import { SERVER_AREAS } from '../apps/server/src/areas';
import {
  gstReconciliationRoutes,
  reconciliationRoutes,
} from '../apps/server/src/areas/gst/reconciliation/reconciliation-routes';
import { addMember, createOrg, ensureLocalUser } from '../apps/server/src/lib/directory';
import { fullLicence } from '../apps/server/src/lib/licence-defaults';
import { benchContext, benchDatabase, buildApp, report } from './support';

const N = Number(process.argv[2] ?? 100_000);
const ORG = 'BENCHR';
const CLIENT = '27AAECT9999C1Z1';
const PERIOD = '2025-08';
const SUPPLIERS = 2_000;

const supplier = (i: number) => `27AAAAA${String(i % SUPPLIERS).padStart(4, '0')}A1Z5`;

/** Invoice i of both sides: most agree, every 10th differs in tax, every 25th in date, 2% on one side only. */
function twoB(): Gstr2bDocument[] {
  const docs: Gstr2bDocument[] = [];
  for (let i = 0; i < N; i++) {
    if (i % 50 === 7) continue; // in the books only
    const tax = i % 10 === 3 ? 950 : 900;
    docs.push({
      gstin: CLIENT,
      period: PERIOD,
      section: 'b2b',
      supplierGstin: supplier(i),
      supplierName: `Supplier ${i % SUPPLIERS}`,
      docType: 'invoice',
      number: `INV-${String(i).padStart(6, '0')}`,
      date: i % 25 === 4 ? '2025-08-04' : '2025-08-03',
      taxableValue: 10_000,
      igst: 0,
      cgst: tax,
      sgst: tax,
      cess: 0,
      itcAvailable: true,
      reason: null,
      reverseCharge: false,
      imsStatus: null,
    });
  }
  return docs;
}

async function register(): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((r) => out.on('end', r));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = book.addWorksheet('Purchase register');
  sheet
    .addRow([
      'Supplier GSTIN',
      'Supplier Name',
      'Invoice No',
      'Invoice Date',
      'Taxable Value',
      'IGST',
      'CGST',
      'SGST',
      'Cess',
    ])
    .commit();
  for (let i = 0; i < N; i++) {
    if (i % 50 === 11) continue; // in the 2B only
    sheet
      .addRow([
        supplier(i),
        `Supplier ${i % SUPPLIERS}`,
        `inv/${i}/2025-26`,
        '03/08/2025',
        10_000,
        0,
        900,
        900,
        0,
      ])
      .commit();
  }
  sheet.commit();
  await book.commit();
  await done;
  return Buffer.concat(chunks);
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const t0 = performance.now();
  const value = await fn();
  return { value, seconds: (performance.now() - t0) / 1000 };
}

async function main(): Promise<void> {
  const docs = twoB();
  const areas = SERVER_AREAS.map((a) =>
    a.def.key === 'gst'
      ? {
          ...a,
          routes: (a.routes ?? []).map((r) =>
            r === gstReconciliationRoutes ? reconciliationRoutes(() => Promise.resolve(docs)) : r,
          ),
        }
      : a,
  );
  const db = await benchDatabase('taxdesk_bench_recon');
  const ctx = benchContext(db.ownerUrl, { areas });
  const app = await buildApp(ctx, { webApp: false });
  try {
    await createOrg(ctx.db, { id: ORG, name: 'Bench reconciliation', ...fullLicence(new Date(), 365) });
    const userId = await ensureLocalUser(ctx.db, {
      email: 'bench-recon@example.com',
      password: 'bench-password',
      name: 'Bench',
    });
    await addMember(ctx.db, ORG, userId, 'owner');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-recon@example.com', password: 'bench-password' }),
    });
    const token = ((await login.json()) as Envelope<{ token: string }>).data!.token;
    const file = await register();
    const q = `gstin=${CLIENT}&period=${PERIOD}`;
    async function get<T>(url: string, init?: RequestInit): Promise<T> {
      const res = await fetch(`${base}/api/o/${ORG}/gst/reconciliation${url}`, {
        ...init,
        headers: { authtoken: token, ...(init?.headers ?? {}) },
      });
      const body = (await res.json()) as Envelope<T>;
      if (!res.ok) throw new Error(`${url}: ${res.status} ${body.message}`);
      return body.data as T;
    }
    const upload = await timed(() =>
      get<RegisterUploadResult>(`/register/${CLIENT}/${PERIOD}?fileName=register.xlsx`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: new Uint8Array(file),
      }),
    );
    const summary = await timed(() => get<ReconSummary>(`?${q}&tolerance=1`));
    const page = await timed(() => get<unknown>(`/invoices?${q}&outcome=amount_differs&limit=50`));
    const c = summary.value.counts;
    const expected = { in_books_only: N / 50, in_2b_only: N / 50 };
    if (
      upload.value.imported !== N - N / 50 ||
      c.in_books_only !== expected.in_books_only ||
      c.in_2b_only !== expected.in_2b_only
    )
      throw new Error(`unexpected counts: ${JSON.stringify([upload.value.imported, c])}`);
    const verdict = summary.seconds <= 10 ? 'within' : 'OVER';
    report(
      'gstr2b-reconcile',
      [
        `GSTR-2B reconciliation, ${N.toLocaleString('en-IN')} invoices a side, ${SUPPLIERS} suppliers`,
        `  upload register (XLSX ${(file.length / 1048576).toFixed(1)} MB, read + stored): ${upload.seconds.toFixed(2)} s`,
        `  reconcile (load both sides, match, summary by supplier): ${summary.seconds.toFixed(2)} s (${verdict} the 10 s goal)`,
        `  one page of an outcome: ${page.seconds.toFixed(2)} s`,
        `  outcomes: ${JSON.stringify(c)}`,
      ],
      {
        invoices: N,
        uploadSeconds: upload.seconds,
        reconcileSeconds: summary.seconds,
        pageSeconds: page.seconds,
        counts: c,
      },
    );
  } finally {
    await app.close();
    await db.stop();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
