/**
 * A load generator for a list of different requests (autocannon sends one URL again and again):
 * `connections` loops, each taking the next URL of the list, for `seconds`; every request's time
 * is kept. Run as a process of its own (`latencyRun` in support.ts) so it shares nothing with the
 * server it measures. Prints one JSON line: the times' percentiles, requests a second, non-2xx.
 */
import { readFileSync } from 'node:fs';

type Args = { urls: string[]; headers: Record<string, string>; connections: number; seconds: number };

const args = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Args;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const times: number[] = [];
  let next = 0;
  let failures = 0;
  const firstFailures: string[] = [];
  const end = performance.now() + args.seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const url = args.urls[next++ % args.urls.length]!;
      const start = performance.now();
      const res = await fetch(url, { headers: args.headers });
      const body = await res.text();
      times.push(performance.now() - start);
      if (!res.ok) {
        failures++;
        if (firstFailures.length < 3) firstFailures.push(`${res.status} ${url}: ${body.slice(0, 200)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: args.connections }, loop));
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  console.log(
    JSON.stringify({
      requests: times.length,
      rps: Math.round(times.length / args.seconds),
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted[sorted.length - 1] ?? 0),
      failures,
      firstFailures,
    }),
  );
}

void main();
