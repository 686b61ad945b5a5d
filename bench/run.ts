/** Runs every benchmark in turn: `npm run bench`. Each also runs alone with `node --import tsx bench/<name>.ts`. */
import { spawnSync } from 'node:child_process';

const BENCHES = [
  'bench/list-api.ts',
  'bench/bundle-size.ts',
  'bench/import-accounts.ts',
  'bench/sync-accounts.ts',
  'bench/fuzz-api.ts',
  'bench/soak.ts',
  'bench/gstr2b-reconcile.ts',
];
let failed = false;
for (const file of BENCHES) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', file, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
