import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledMessages } from './build/precompile-messages.ts';
import { routePreloads } from './build/route-preloads.ts';

/** The Kupa server; in production it serves this build and /api on one origin. */
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    precompiledMessages(),
    // The order page (/order/{presentationId}): its chunks download with the entry chunk (see src/app/router.tsx).
    routePreloads([
      {
        path: '^/order/[^/]+/?$',
        modules: ['app/providers/QueryLayout.tsx', 'features/order/components/OrderPage.tsx', 'lib/i18n/CheckoutMessagesProvider.tsx'],
      },
    ]),
  ],
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // TanStack Query is only needed by pages that read the API (see QueryLayout): one chunk, loaded with them.
          groups: [{ name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
