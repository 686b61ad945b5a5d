/**
 * The web app's bundle against issue 11's goals: what the first load fetches (index.html's script,
 * module preloads and style sheets) at most 150 KiB gzip, and every other chunk at most 50 KiB
 * gzip. Also what each screen fetches beyond the first load (its chunk, the chunks and style
 * sheets it needs), read from the entry's import map. A report, not a test: it prints every
 * figure, names each missed goal and exits 1 when one is missed.
 *
 *   npm run build && node --import tsx bench/bundle-size.ts [dist folder]
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KIB = 1024;
const GOALS = { firstLoadGzip: 150 * KIB, chunkGzip: 50 * KIB };

type Size = { file: string; bytes: number; gzip: number };
type Total = { bytes: number; gzip: number };

const kb = (n: number) => `${(n / KIB).toFixed(1)} KiB`;
const sum = (sizes: readonly Size[]): Total =>
  sizes.reduce((a, s) => ({ bytes: a.bytes + s.bytes, gzip: a.gzip + s.gzip }), { bytes: 0, gzip: 0 });

/**
 * What each lazy load of the entry fetches: Vite wraps every `import()` as
 * `preload(() => import(...), __vite__mapDeps([i, ...]))`, indexes into one file list (`m.f`),
 * the chunk itself first (a style sheet alone for a chunk of only CSS).
 */
function lazyLoads(entryCode: string): Map<string, string[]> {
  const list = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(entryCode);
  const loads = new Map<string, string[]>();
  if (!list) return loads;
  const files = (JSON.parse(list[1]!) as string[]).map((f) => f.replace(/^assets\//, ''));
  for (const m of entryCode.matchAll(/__vite__mapDeps\(\[([\d,]+)\]\)/g)) {
    const deps = m[1]!.split(',').map((i) => files[Number(i)]!);
    loads.set(deps[0]!, deps);
  }
  return loads;
}

/** As bench/support.ts's report does, without importing it: that loads the whole server. */
function report(name: string, lines: string[], data: unknown): void {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${name}.json`, JSON.stringify(data, null, 2));
  console.log(lines.join('\n'));
}

function main(): void {
  const dist = process.argv[2] ?? 'apps/web/dist';
  const assets = join(dist, 'assets');
  const sizes = new Map<string, Size>();
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css'))) {
    const buf = readFileSync(join(assets, file));
    sizes.set(file, { file, bytes: buf.length, gzip: gzipSync(buf).length });
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entryFiles = [...html.matchAll(/\/assets\/([^"'\s>]+\.(?:js|css))/g)].map((m) => m[1]!);
  const entry = [...new Set(entryFiles)].map((f) => sizes.get(f)!).filter(Boolean);
  const entryTotal = sum(entry);
  const entrySet = new Set(entry.map((s) => s.file));
  const others = [...sizes.values()].filter((s) => !entrySet.has(s.file)).sort((a, b) => b.gzip - a.gzip);
  const all = sum([...sizes.values()]);

  const mainScript = /<script[^>]+src="[^"]*\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  const loads = mainScript
    ? lazyLoads(readFileSync(join(assets, mainScript), 'utf8'))
    : new Map<string, string[]>();
  // Screens load the Mantine styles they share with their own chunk (app/styles/load-screen-styles.ts).
  const screenStyles = [...loads.entries()].find(([chunk]) => chunk.startsWith('screen-styles-'));
  const routes = [...loads.entries()]
    .filter(([chunk]) => chunk !== screenStyles?.[0])
    .map(([chunk, files]) => {
      const needed = new Set([...files, ...(screenStyles?.[1] ?? [])]);
      const own = [...needed].filter((f) => !entrySet.has(f) && sizes.has(f)).map((f) => sizes.get(f)!);
      return { chunk, files: own.length, ...sum(own) };
    })
    .sort((a, b) => b.gzip - a.gzip);

  const missed: string[] = [];
  if (entryTotal.gzip > GOALS.firstLoadGzip)
    missed.push(`first load ${kb(entryTotal.gzip)} gzip > ${kb(GOALS.firstLoadGzip)}`);
  for (const s of others.filter((s) => s.gzip > GOALS.chunkGzip))
    missed.push(`chunk ${s.file} ${kb(s.gzip)} gzip > ${kb(GOALS.chunkGzip)}`);
  if (loads.size === 0) missed.push('no lazily loaded screens found in the entry: is this a Vite build?');

  const largestRoute = routes[0];
  report(
    'bundle-size',
    [
      `Web bundle: ${sizes.size} files, ${kb(all.bytes)} raw, ${kb(all.gzip)} gzip`,
      `- first load (entry JS + CSS, ${entry.length} files): ${kb(entryTotal.bytes)} raw, ${kb(entryTotal.gzip)} gzip (goal ≤ ${kb(GOALS.firstLoadGzip)})`,
      ...entry
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 6)
        .map((s) => `    ${s.file}: ${kb(s.bytes)} raw, ${kb(s.gzip)} gzip`),
      `- largest other chunk: ${others[0] ? `${others[0].file} ${kb(others[0].gzip)} gzip` : 'none'} (goal ≤ ${kb(GOALS.chunkGzip)} each)`,
      ...others.slice(1, 5).map((s) => `    ${s.file}: ${kb(s.bytes)} raw, ${kb(s.gzip)} gzip`),
      largestRoute
        ? `- a screen beyond the first load: at most ${kb(largestRoute.gzip)} gzip in ${largestRoute.files} files (${largestRoute.chunk}); median ${kb(routes[Math.floor(routes.length / 2)]!.gzip)}, ${loads.size} lazy chunks`
        : '- screens beyond the first load: not found',
      missed.length ? `GOALS MISSED:\n${missed.map((m) => `  ✗ ${m}`).join('\n')}` : 'All goals met.',
    ],
    { goals: GOALS, entry: entryTotal, entryFiles: entry, total: all, chunks: others, routes, missed },
  );
  if (missed.length) process.exitCode = 1;
}

main();
