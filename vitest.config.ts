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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'backoffice', root: 'apps/backoffice', include: ['src/**/*.test.ts'] } },
      ...(fs.existsSync(web) ? [web] : []),
    ],
  },
});
