import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

const web = 'apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    // Vitest's default is a worker less than the cores: one on the two-core CI machine. The server's
    // tests mostly wait on their database, so two workers keep both cores busy (each worker has a
    // database of its own: server/test/global-setup.ts). The suite on PostgreSQL took 215 s so,
    // against 302 s on one worker.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/worker-database.ts'],
          // Test files share a worker's loaded modules: importing the app anew for each file took
          // about two fifths of the suite's time. Every file opens its own database and app.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'backoffice', root: 'apps/backoffice', include: ['src/**/*.test.ts'] } },
      ...(fs.existsSync(web) ? [web] : []),
    ],
  },
});
