/**
 * Soak: 50 connections of list, detail and export requests for 10 minutes while sync batches run,
 * against TaxDesk as its own process. Reports throughput, p99, errors and the server's memory.
 * `node --import tsx bench/soak.ts [seconds=600] [connections=50]`
 */
import { report } from './support';
import { runSoak } from './soak-run';

const seconds = Number(process.argv[2] ?? 600);
const connections = Number(process.argv[3] ?? 50);

async function main(): Promise<void> {
  const r = await runSoak({ seconds, connections, notices: 100_000, accounts: 100, delayMs: 50 });
  const growth = r.rssMb.end - r.rssMb.start;
  report(
    'soak',
    [
      `Soak: ${connections} connections, ${seconds} s of list / detail / export (xlsx, csv) over ${r.options.notices.toLocaleString('en')} notices, sync batches of ${r.options.accounts} sandbox accounts running throughout`,
      `  requests ${r.requests.toLocaleString('en')}, ${r.rps} per second; latency p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms`,
      `  errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}`,
      `  server memory (RSS) start ${r.rssMb.start} MB, peak ${r.rssMb.peak} MB, end ${r.rssMb.end} MB (${growth >= 0 ? '+' : ''}${growth} MB)`,
      `  sync during the soak: ${r.sync.batches} batches, ${r.sync.succeeded} runs succeeded, ${r.sync.failed} failed`,
    ],
    r,
  );
  if (r.errors || r.timeouts || r.non2xx) process.exitCode = 1;
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
