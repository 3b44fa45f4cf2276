import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { graphqlDocuments } from './build/graphql-documents.ts';
import { precompressedAssets } from './build/precompressed-assets.ts';

const API_ORIGIN = 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), tailwindcss(), graphqlDocuments(fileURLToPath(new URL('./src/gql', import.meta.url))), precompressedAssets()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: API_ORIGIN, changeOrigin: true, ws: true },
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/healthz': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every first page needs, in one file beside the app's entry: they change less often than the
        // app's code, so browsers keep them cached, and fewer files on the critical path mean fewer round trips
        // (a browser opens only six connections to a host over HTTP/1.1).
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // A page's icons, Radix's parts and Apollo Client's otherwise come as ~30 files of a few hundred bytes each (the
            // tracker page loaded 63 files before its first screen): each costs a request, its headers and a turn
            // of the browser's six connections. One file each, at the cost of a few KB some pages would not need.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
            { name: 'radix', test: /node_modules[\\/](@radix-ui|radix-ui)[\\/]/, priority: 1 },
            { name: 'apollo', test: /node_modules[\\/](@apollo|@wry|graphql|graphql-ws|optimism|rxjs|tslib|ts-invariant)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
