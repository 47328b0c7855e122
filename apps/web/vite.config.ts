import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/** Page chunks keep the spec's names (src/chunks/<name>.tsx -> assets/<name>-<hash>.js). */
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
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
