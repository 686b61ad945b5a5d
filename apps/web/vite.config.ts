/// <reference types="node" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { version } from './package.json';
import { precompress } from './build/precompress';

const apiPort = process.env.PORT ?? 3000;

/**
 * `build-info.json` beside index.html says whether this build loads Google's tag: the server's
 * Content-Security-Policy allows Google's script only then (apps/server/src/plugins/web-app.ts).
 */
function buildInfo(): Plugin {
  let analytics = false;
  return {
    name: 'taxdesk-build-info',
    apply: 'build',
    configResolved(config) {
      analytics = Boolean(config.env.VITE_GA_MEASUREMENT_ID);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: JSON.stringify({ analytics }) });
    },
  };
}

export default defineConfig({
  base: '/a/',
  define: {
    // Shown on the test page, so support can tell which build a user runs.
    __APP_VERSION__: JSON.stringify(`${version} (${new Date().toISOString().slice(0, 10)})`),
  },
  plugins: [
    react(),
    buildInfo(),
    precompress(),
    VitePWA({
      // The user decides when a new version takes over (the update notice's Reload button).
      registerType: 'prompt',
      injectRegister: false,
      base: '/a/',
      scope: '/a/',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'TaxDesk',
        short_name: 'TaxDesk',
        description: 'Tax and trade compliance for many client organisations',
        start_url: '/a/',
        scope: '/a/',
        display: 'standalone',
        theme_color: '#1c4e80',
        background_color: '#ffffff',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/a/index.html',
        // The API lives outside the worker's scope, but never answer it from the app shell.
        navigateFallbackDenylist: [/^\/api\//],
      },
    }),
  ],
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router, which every page needs, as one chunk each: fewer requests on the
        // first load, better compression than a dozen small shared chunks, and files whose names
        // stay the same from one release of the app to the next. The rest is split by the chunks
        // that use it (see docs/performance.md, "Web and CI", and bench/bundle-size.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'router',
              test: /node_modules[\\/](@tanstack[\\/](router-core|react-router|history|store|react-store)|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
