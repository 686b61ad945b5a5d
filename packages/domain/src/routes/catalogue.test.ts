import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_CATALOGUE, SPEC_ROUTES } from './catalogue';
import { ROUTE_RECORDS } from './catalogue-records';

const specFile = fileURLToPath(new URL('../../../../../shared/spec/routes.tsv', import.meta.url));

describe('route catalogue', () => {
  it.runIf(existsSync(specFile))('matches shared/spec/routes.tsv row for row', () => {
    const rows = readFileSync(specFile, 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#') && !l.startsWith('path\t'))
      .map((l) => {
        const [path, title, header, kind, record] = l.split('\t');
        return { path, title, header, kind, record };
      });
    expect(SPEC_ROUTES.map((r) => ({ ...r, record: ROUTE_RECORDS[r.path] }))).toEqual(rows);
    expect(Object.keys(ROUTE_RECORDS)).toEqual(rows.map((r) => r.path));
  });

  it('has one row per path', () => {
    const paths = ROUTE_CATALOGUE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
