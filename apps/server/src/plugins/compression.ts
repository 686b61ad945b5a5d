import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * API answers, CSV exports and calendar feeds go compressed when the client accepts it (Brotli,
 * else gzip): a page of 50 notices is ~47 KB of JSON, a few KB compressed, which a firm's office
 * line feels on every list it opens. Brotli at quality 4, the level made for answers built per
 * request (11, used for the build's files, costs tens of milliseconds a page). mime-db decides
 * what is worth compressing: spreadsheets, ZIPs, PDFs and images are compressed already and go as
 * they are; the web app's files carry their own build-time copies (web-app.ts) and are skipped.
 * Request bodies are not inflated: no client sends them compressed, and a compressed upload is
 * refused as before instead of being unpacked past the limits the upload checks count.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}
