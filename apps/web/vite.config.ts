import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { bootPreload } from './build/boot-preload.ts';
import { inlineAppCss } from './build/inline-css.ts';
import { localeSections } from './build/locale-sections.ts';
import { precompress } from './build/precompress.ts';
import { pureContracts } from './build/pure-contracts.ts';

const inNodeModules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

/**
 * Libraries that only some screens use get chunks of their own, so a first load does not fetch
 * them merely because the bundler grouped them with something the first screen needs.
 */
const LIBRARY_CHUNKS: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', priority: 2, test: inNodeModules('react|react-dom|scheduler') },
  {
    name: 'radix',
    test: inNodeModules(
      '@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|tslib|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es',
    ),
  },
  { name: 'zod', test: inNodeModules('zod') },
  { name: 'app', tags: ['$initial'], priority: 1 },
];

/** The shared contracts are schemas and constants: a module not used adds nothing to the bundle. */
const contractsOrZod = /[\\/]packages[\\/]contracts[\\/]|[\\/]node_modules[\\/]zod[\\/]/;

/** Page chunks keep the spec's names (src/chunks/<name>.tsx -> assets/<name>-<hash>.js). */
export default defineConfig({
  plugins: [react(), localeSections(), pureContracts(), bootPreload(), inlineAppCss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // With pureContracts(): an unused schema is dropped, not kept for its calls.
      treeshake: { moduleSideEffects: (id) => !contractsOrZod.test(id) },
      output: {
        codeSplitting: { groups: LIBRARY_CHUNKS },
        // A page chunk is named after its file even when that file is index.tsx.
        chunkFileNames: (chunk) => {
          const page = chunk.facadeModuleId?.match(/[\\/]src[\\/]chunks[\\/]([^\\/]+)\.tsx$/);
          return `assets/${page ? page[1] : chunk.name}-[hash].js`;
        },
      },
    },
  },
  server: {
    proxy: {
      '/wps': 'http://localhost:3000',
      '/lgw': 'http://localhost:3000',
      '/lotto': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
});
