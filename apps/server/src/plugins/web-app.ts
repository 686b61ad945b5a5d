import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Whether the built web app loads Google's tag (built with VITE_GA_MEASUREMENT_ID): the build
 * says so in `build-info.json` (apps/web/vite.config.ts), and only then may the pages' policy
 * allow Google's script. No build, or an older one without the file: no analytics.
 */
export function webAppHasAnalytics(dist = DIST): boolean {
  try {
    const info = JSON.parse(readFileSync(`${dist}/build-info.json`, 'utf8')) as { analytics?: unknown };
    return info.analytics === true;
  } catch {
    return false;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether a file of the build is one of Vite's content-hashed assets (`assets/name-hash.ext`). */
function isHashedAsset(dist: string, path: string): boolean {
  const rel = relative(dist, path);
  return rel.startsWith(`assets${sep}`) && !rel.includes(`..`);
}

/** Serves the built web app under /a/; any other /a/ path gets index.html (the router decides). */
export async function registerWebApp(app: FastifyInstance, dist = DIST): Promise<void> {
  app.get('/', (_req, reply) => reply.redirect('/a/'));
  if (!existsSync(dist)) {
    app.log.warn(`web app not built (${dist} missing): run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/a/',
    wildcard: false,
    index: ['index.html'],
    // The build writes a .br and a .gz beside each text file (apps/web/build/precompress.ts).
    preCompressed: true,
    // Files under assets/ are named by their content's hash: a new build writes new names, so a
    // browser may keep them without asking again. Everything else (index.html, the service worker,
    // the manifest) keeps its name from one build to the next, so the browser asks each time
    // (a 304 when unchanged).
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', isHashedAsset(dist, path) ? IMMUTABLE : 'no-cache');
    },
  });
  app.get('/a', (_req, reply) => reply.redirect('/a/'));
  app.get('/a/*', (req, reply) => {
    // A missing asset is a 404; a screen path is the single-page app.
    if (/\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '')) return reply.code(404).send('Not found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
