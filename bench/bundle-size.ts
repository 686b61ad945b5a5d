/** The web app's bundle: the entry chunk, the largest route chunk and the total, raw and gzipped. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { report } from './support';

const DIST = 'apps/web/dist/assets';

function main(): void {
  const files = readdirSync(DIST).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const sizes = files.map((f) => {
    const buf = readFileSync(join(DIST, f));
    return { file: f, bytes: statSync(join(DIST, f)).size, gzip: gzipSync(buf).length };
  });
  sizes.sort((a, b) => b.gzip - a.gzip);
  const html = readFileSync('apps/web/dist/index.html', 'utf8');
  const entry = sizes.filter((s) => html.includes(s.file));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const total = sizes.reduce((a, s) => ({ bytes: a.bytes + s.bytes, gzip: a.gzip + s.gzip }), {
    bytes: 0,
    gzip: 0,
  });
  const entryTotal = entry.reduce((a, s) => ({ bytes: a.bytes + s.bytes, gzip: a.gzip + s.gzip }), {
    bytes: 0,
    gzip: 0,
  });
  report(
    'bundle-size',
    [
      `Web bundle: ${sizes.length} files`,
      `- loaded first (entry JS + CSS): ${kb(entryTotal.bytes)} raw, ${kb(entryTotal.gzip)} gzip`,
      `- everything: ${kb(total.bytes)} raw, ${kb(total.gzip)} gzip`,
      ...sizes.slice(0, 8).map((s) => `  ${s.file}: ${kb(s.bytes)} raw, ${kb(s.gzip)} gzip`),
    ],
    { entry: entryTotal, total, files: sizes },
  );
}

main();
