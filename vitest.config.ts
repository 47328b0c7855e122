import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

const web = 'apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
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
