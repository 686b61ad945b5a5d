/**
 * The sync's write path alone: upsertRecords of many income-tax and GST notices (the types whose
 * statutory date is computed on every write) in batches of 500, as sync modules write them.
 * Reports records per second for a first write, a write where every record changed, and a
 * re-sync where none did. `node --import tsx bench/upsert-records.ts [records=20000] [rounds=3]`
 */
import { RESOURCES } from '@taxdesk/domain';
import { createOrg } from '../apps/server/src/lib/directory';
import { fullLicence } from '../apps/server/src/lib/licence-defaults';
import { inOrg } from '../apps/server/src/db/tenant';
import { datesOf } from '../apps/server/src/lib/records/record-dates';
import { upsertRecords } from '../apps/server/src/lib/records/upsert';
import { benchContext, benchDatabase, report } from './support';

const RECORDS = Number(process.argv[2] ?? 20_000);
const ROUNDS = Number(process.argv[3] ?? 3);
const BATCH = 500;
const ORG = 'BUPSRT';
const SECTIONS = ['143(2)', '142(1)', '139(9)', '148A(b)', '245', '154'];
const GST_FORMS = ['ASMT-10', 'DRC-01', 'REG-17', 'Order', 'DRC-01A'];

function day(i: number): string {
  return new Date(Date.UTC(2025, 0, 1) + (i % 700) * 86_400_000).toISOString().slice(0, 10);
}

function itNotice(i: number, v: number): Record<string, unknown> {
  return {
    headerSeqNo: String(100_000 + i),
    documentIdentificationNumber: `ITBA/AST/S/${i}`,
    pan: `AAAPA${String(i % 9999).padStart(4, '0')}A`,
    proceedingReqId: `P${i % 5000}`,
    proceedingName: 'Assessment',
    noticeSection: SECTIONS[i % SECTIONS.length],
    description: `Notice ${i} v${v}`,
    ay: '2024-25',
    issuedOn: `${day(i)}T05:30:00.000Z`,
    responseDueDate: i % 3 === 0 ? null : day(i + 20),
    proceedingStatus: 'O',
  };
}

function gstNotice(i: number, v: number): Record<string, unknown> {
  return {
    gstin: `27AAAPA${String(i % 9999).padStart(4, '0')}A1Z5`,
    noticeOrderId: `ZA${270_000_000 + i}`,
    type: GST_FORMS[i % GST_FORMS.length],
    descr: `Notice ${i} v${v}`,
    dtOfIssue: day(i),
    dueDate: i % 2 === 0 ? null : day(i + 25),
    status: 'Open',
  };
}

async function writeAll(ctx: ReturnType<typeof benchContext>, v: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < RECORDS / 2; i += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, RECORDS / 2 - i) }, (_, k) => i + k);
    await inOrg(ctx.db, ORG, (tx) =>
      upsertRecords(
        tx,
        ORG,
        RESOURCES.itNotice,
        ids.map((n) => ({ data: itNotice(n, v) })),
      ),
    );
    await inOrg(ctx.db, ORG, (tx) =>
      upsertRecords(
        tx,
        ORG,
        RESOURCES.gstNotice,
        ids.map((n) => ({ data: gstNotice(n, v) })),
      ),
    );
  }
  return (performance.now() - started) / 1000;
}

/** The CPU the deadline mapping adds per record written (datesOf: mapping, rule, effective date). */
function datesOfMicros(): number {
  const defs = [RESOURCES.itNotice, RESOURCES.gstNotice] as const;
  const make = [itNotice, gstNotice] as const;
  const items = Array.from({ length: RECORDS }, (_, i) => make[i % 2]!(i, 1));
  for (let i = 0; i < items.length; i++) datesOf(defs[i % 2]!, items[i]!, null, '2026-06-01');
  const started = performance.now();
  for (let i = 0; i < items.length; i++) datesOf(defs[i % 2]!, items[i]!, null, '2026-06-01');
  return ((performance.now() - started) * 1000) / items.length;
}

async function main(): Promise<void> {
  const micros = datesOfMicros();
  const db = await benchDatabase('taxdesk_bench_upsert');
  const ctx = benchContext(db.ownerUrl);
  try {
    await createOrg(ctx.db, { id: ORG, name: 'Upsert bench', ...fullLicence(new Date(), 365) });
    const runs: { first: number; changed: number; unchanged: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await ctx.pools.owner.query(`DELETE FROM records WHERE org_id = $1`, [ORG]);
      await ctx.pools.owner.query(`DELETE FROM record_events WHERE org_id = $1`, [ORG]);
      const first = await writeAll(ctx, 1);
      const changed = await writeAll(ctx, 2);
      const unchanged = await writeAll(ctx, 2);
      runs.push({ first, changed, unchanged });
    }
    const best = (k: 'first' | 'changed' | 'unchanged') => Math.min(...runs.map((r) => r[k]));
    const rate = (s: number) => Math.round(RECORDS / s).toLocaleString('en-IN');
    report(
      'upsert-records',
      [
        `upsertRecords, ${RECORDS.toLocaleString('en-IN')} notices (half IT, half GST), batches of ${BATCH}, best of ${ROUNDS}`,
        '| write | seconds | records/s |',
        '|---|---|---|',
        `| first (all new) | ${best('first').toFixed(2)} | ${rate(best('first'))} |`,
        `| all changed | ${best('changed').toFixed(2)} | ${rate(best('changed'))} |`,
        `| re-sync, none changed | ${best('unchanged').toFixed(2)} | ${rate(best('unchanged'))} |`,
        `datesOf (the statutory and effective date) per record written: ${micros.toFixed(1)} µs`,
      ],
      { records: RECORDS, runs, datesOfMicros: micros },
    );
  } finally {
    await ctx.pools.close();
    await db.stop();
  }
}

await main();
