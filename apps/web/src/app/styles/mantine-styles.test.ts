import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
// The package's exports list no package.json: find its folder from its entry.
const entry = createRequire(import.meta.url).resolve('@mantine/core');
const mantine = entry.slice(0, entry.lastIndexOf('/cjs/'));

/** The component sheets a file imports from @mantine/core/styles, in order. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g)].map((m) => m[1]!);
}

/** Mantine's sheets in the order styles.css concatenates them. */
function mantineOrder(): string[] {
  const all = readFileSync(join(mantine, 'styles.css'), 'utf8');
  return readdirSync(join(mantine, 'styles'))
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => ({
      name: f.slice(0, -4),
      at: all.indexOf(readFileSync(join(mantine, 'styles', f), 'utf8').trim()),
    }))
    .sort((a, b) => a.at - b.at)
    .map((s) => s.name);
}

describe("Mantine's styles, split between the first load, the screens and the toasts", () => {
  const frame = importsOf(join(here, 'frame.css'));
  const screens = importsOf(join(here, 'screens.css'));
  const toasts = importsOf(join(here, '../../shared/notices/toasts-module.ts'));
  const order = mantineOrder();

  it('holds every sheet of styles.css exactly once', () => {
    expect([...frame, ...screens, ...toasts].sort()).toEqual([...order].sort());
  });

  it("keeps Mantine's order within each part", () => {
    for (const part of [frame, screens, toasts]) {
      const positions = part.map((name) => order.indexOf(name));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('starts the first load with the base sheets', () => {
    expect(frame.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
