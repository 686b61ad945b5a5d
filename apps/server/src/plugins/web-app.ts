import { existsSync, readFileSync } from 'node:fs';
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

/** Serves the built web app under /a/; any other /a/ path gets index.html (the router decides). */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  app.get('/', (_req, reply) => reply.redirect('/a/'));
  if (!existsSync(DIST)) {
    app.log.warn(`web app not built (${DIST} missing): run npm run build`);
    return;
  }
  await app.register(fastifyStatic, { root: DIST, prefix: '/a/', wildcard: false, index: ['index.html'] });
  app.get('/a', (_req, reply) => reply.redirect('/a/'));
  app.get('/a/*', (req, reply) => {
    // A missing asset is a 404; a screen path is the single-page app.
    if (/\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '')) return reply.code(404).send('Not found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
