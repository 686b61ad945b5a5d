/**
 * Import of a 10,000-account spreadsheet through the real HTTP API: seconds to upload and
 * preview, seconds to commit, the same for a re-import (every row unchanged), and the server
 * process's peak memory (RSS sampled every 10 ms, and the kernel's VmHWM). The file is an XLSX
 * as Excel writes it: name, PAN, password, client number, group, branch.
 * `node --import tsx bench/import-accounts.ts` (BENCH_IMPORT_ROWS=n for another size).
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { addMember, createOrg, ensureLocalUser } from '../apps/server/src/lib/directory';
import { fullLicence } from '../apps/server/src/lib/licence-defaults';
import { benchContext, benchDatabase, buildApp, report } from './support';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const ORG = 'BENCHI';

function panAt(i: number): string {
  const letter = String.fromCharCode(65 + (Math.floor(i / 9999) % 26));
  return `AAAP${letter}${String((i % 9999) + 1).padStart(4, '0')}Q`;
}

async function spreadsheet(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = book.addWorksheet('Accounts');
  sheet.addRow(['Name', 'PAN', 'Password', 'Client No.', 'Group', 'Branch']).commit();
  for (let i = 0; i < rows; i++) {
    sheet
      .addRow([
        `Client ${i} Private Limited`,
        panAt(i),
        `Pass@${(i * 7919) % 100000}`,
        `C-${i + 1}`,
        ['Corporate', 'Individuals', 'Firms'][i % 3],
        ['MUM', 'PUN', 'DEL', 'BLR'][i % 4],
      ])
      .commit();
  }
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** Peak resident memory while `fn` runs, sampled. */
async function measured<T>(fn: () => Promise<T>): Promise<{ value: T; seconds: number; peakRssMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const t0 = performance.now();
  try {
    const value = await fn();
    return { value, seconds: (performance.now() - t0) / 1000, peakRssMb: Math.round(peak / 1048576) };
  } finally {
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
}

function vmHwmMb(): number | null {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

type Envelope<T> = { success: boolean; message?: string; data: T };
type Counts = Record<string, number>;

async function main(): Promise<void> {
  const db = await benchDatabase('taxdesk_bench_import');
  const ctx = benchContext(db.ownerUrl);
  const app = await buildApp(ctx, { webApp: false });
  try {
    await createOrg(ctx.db, { id: ORG, name: 'Bench imports', ...fullLicence(new Date(), 365) });
    const userId = await ensureLocalUser(ctx.db, {
      email: 'bench-import@example.com',
      password: 'bench-password',
      name: 'Bench',
    });
    await addMember(ctx.db, ORG, userId, 'owner');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-import@example.com', password: 'bench-password' }),
    });
    const token = ((await login.json()) as Envelope<{ token: string }>).data.token;

    const t0 = performance.now();
    const file = await spreadsheet(ROWS);
    const buildSeconds = (performance.now() - t0) / 1000;
    const rssBefore = Math.round(process.memoryUsage().rss / 1048576);

    async function preview(): Promise<{ id: string; counts: Counts }> {
      const res = await fetch(`${base}/api/o/${ORG}/imports/itAccounts/preview?fileName=accounts.xlsx`, {
        method: 'POST',
        headers: { authtoken: token, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(file),
      });
      const body = (await res.json()) as Envelope<{ id: string; counts: Counts }>;
      if (!res.ok) throw new Error(`preview: ${res.status} ${body.message}`);
      return body.data;
    }
    async function commit(id: string): Promise<Counts> {
      const res = await fetch(`${base}/api/o/${ORG}/imports/itAccounts/${id}/commit`, {
        method: 'POST',
        headers: { authtoken: token, 'content-type': 'application/json' },
        body: JSON.stringify({}),
      });
      const body = (await res.json()) as Envelope<{ counts: Counts }>;
      if (!res.ok) throw new Error(`commit: ${res.status} ${body.message}`);
      return body.data.counts;
    }

    const p1 = await measured(preview);
    const c1 = await measured(() => commit(p1.value.id));
    const p2 = await measured(preview);
    const c2 = await measured(() => commit(p2.value.id));
    if (p1.value.counts.new !== ROWS || c2.value.unchanged !== ROWS)
      throw new Error(`unexpected counts: ${JSON.stringify([p1.value.counts, c2.value])}`);

    const hwm = vmHwmMb();
    const peak = Math.max(p1.peakRssMb, c1.peakRssMb, p2.peakRssMb, c2.peakRssMb);
    const mb = (n: number) => `${n} MB`;
    report(
      'import-accounts',
      [
        `Import of ${ROWS.toLocaleString('en-IN')} IT accounts (XLSX ${(file.length / 1048576).toFixed(2)} MB, built in ${buildSeconds.toFixed(2)} s), over HTTP`,
        `- first import:  preview ${p1.seconds.toFixed(2)} s, commit ${c1.seconds.toFixed(2)} s (${c1.value.new} new)`,
        `- re-import:     preview ${p2.seconds.toFixed(2)} s, commit ${c2.seconds.toFixed(2)} s (${c2.value.unchanged} unchanged)`,
        `- server process memory: RSS ${mb(rssBefore)} before, peak ${mb(peak)} while importing; VmHWM ${hwm === null ? 'n/a' : mb(hwm)}`,
        '  (server, database client and this driver share one process: the peak is an upper bound for the server)',
      ],
      {
        rows: ROWS,
        fileBytes: file.length,
        first: { previewSeconds: p1.seconds, commitSeconds: c1.seconds, counts: c1.value },
        reimport: { previewSeconds: p2.seconds, commitSeconds: c2.seconds, counts: c2.value },
        rssBeforeMb: rssBefore,
        peakRssMb: peak,
        vmHwmMb: hwm,
      },
    );
  } finally {
    await app.close();
    await ctx.pools.close();
    await db.stop();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
