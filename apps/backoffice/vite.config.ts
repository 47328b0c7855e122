import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../web/build/precompress.ts';
import { pureContracts } from '../web/build/pure-contracts.ts';

const contractsOrZod = /[\\/]packages[\\/]contracts[\\/]|[\\/]node_modules[\\/]zod[\\/]/;
const inNodeModules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

/**
 * The operator console: its own bundle under /backoffice/, served by the same server as the
 * player site but never linked from it, so no player downloads a byte of it. The player app's
 * build plugins keep only the contracts' schemas in use and write compressed copies.
 */
export default defineConfig({
  base: '/backoffice/',
  plugins: [react(), pureContracts(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => !contractsOrZod.test(id) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: inNodeModules('react|react-dom|scheduler|react-router') },
            { name: 'zod', test: inNodeModules('zod') },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/wps': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
