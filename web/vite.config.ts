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
          ],
        },
      },
    },
  },
});
