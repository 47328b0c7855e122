import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/platform/db/schema.ts',
    './src/house/store/tables.ts',
    './src/house/store/pvp.ts',
    './src/house/store/sports.ts',
    './src/house/store/transfer.ts',
  ],
  out: './drizzle',
});
