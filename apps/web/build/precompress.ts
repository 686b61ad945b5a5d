/// <reference types="node" />
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT_FILE = /\.(js|css|html|svg|json|webmanifest)$/;
/** Below this the headers outweigh what compression saves (the server sends such files as they are). */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once at
 * build time at the best level, for the server to send to browsers that accept them
 * (`preCompressed` in apps/server/src/plugins/web-app.ts). Compressing per request would cost the
 * server's CPU on every load; this costs the build a few seconds once.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'taxdesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => TEXT_FILE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const body = await readFile(path);
          if (body.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
