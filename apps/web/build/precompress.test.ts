import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

type Hooks = {
  configResolved: (config: ResolvedConfig) => void;
  writeBundle: (options: unknown, bundle: Record<string, unknown>) => Promise<void>;
};

describe('precompress', () => {
  it('writes a Brotli and a gzip copy beside each text file worth it, and none beside images or tiny files', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const script = `console.log(${JSON.stringify('row '.repeat(2000))});`;
    writeFileSync(join(dir, 'app-1.js'), script);
    writeFileSync(join(dir, 'tiny-2.css'), 'a{}');
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 7));
    const plugin = precompress() as unknown as Hooks;
    plugin.configResolved({ root: dir, build: { outDir: dir } } as ResolvedConfig);
    await plugin.writeBundle({}, { 'app-1.js': {}, 'tiny-2.css': {}, 'icon.png': {} });

    const br = readFileSync(join(dir, 'app-1.js.br'));
    const gz = readFileSync(join(dir, 'app-1.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'tiny-2.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'icon.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'icon.png.gz'))).toBe(false);
  });
});
