import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API runs on its own port in development; in production the server serves this build.
const API_TARGET = process.env.PATIO_API ?? 'http://localhost:3000';

/**
 * `virtual:zxing-wasm`: the URL of the camera reader's WebAssembly, served from our own build
 * (never a CDN, the polyfill's default). It is the zxing-wasm that barcode-detector itself
 * resolves, so the wasm always matches the glue code that loads it
 * (docs/etiquetas-e-leitura.md#câmera).
 */
function wasmDoLeitor(): Plugin {
  const id = 'virtual:zxing-wasm';
  const doPolyfill = createRequire(createRequire(import.meta.url).resolve('barcode-detector'));
  const wasm = doPolyfill.resolve('zxing-wasm/reader/zxing_reader.wasm');
  return {
    name: 'patio-zxing-wasm',
    resolveId: (s) => (s === id ? `\0${id}` : undefined),
    load: (i) =>
      i === `\0${id}` ? `export { default } from ${JSON.stringify(`${wasm}?url`)};` : undefined,
  };
}

export default defineConfig({
  plugins: [
    react(),
    wasmDoLeitor(),
    // The app shell is precached so a cab opens without a network (docs/offline.md). Nothing of
    // /api is cached by the service worker: the cab keeps its own data in IndexedDB.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Pátio',
        short_name: 'Pátio',
        description: 'Pátio de bobinas',
        lang: 'pt-BR',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1d2733',
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icone-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icone-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        // The camera reader's wasm too: the cab reads labels off-line as well.
        globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2,ico,wasm}'],
        // antd's chunk is above Workbox's 2 MiB default; an uncached chunk would break off-line.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//i, /^\/ca\.pem$/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads it to tell what each route downloads.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @patio/domain only declares things, but its package.json does not say so; without this
        // hint every chunk that needs one helper (`satisfies`) would carry zod and all schemas.
        moduleSideEffects: (id) => (id.includes('/packages/domain/src/') ? false : undefined),
      },
      output: {
        // React and the router change rarely: one long-cached chunk with a readable name.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // `timeout: 0` keeps the long-lived SSE stream (/api/stream) open through the proxy.
      '/api': { target: API_TARGET, changeOrigin: true, timeout: 0, proxyTimeout: 0 },
    },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, timeout: 0, proxyTimeout: 0 } },
  },
});
