import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on its own port in development; in production the server serves this build.
const API_TARGET = process.env.PATIO_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
