import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/platform/config.ts';
import { type Database, openDatabase, pingDatabase } from '../../src/platform/db/index.ts';
import { type MerchantSeed, seedMerchant } from '../../src/seed/demo.ts';

/**
 * Tests run on embedded PGlite (in memory) by default and on PostgreSQL when DATABASE_URL is
 * set; data comes from factories that make unique rows, so test files never clean up.
 */
export function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? openDatabase({ databaseUrl: url }) : openEmbeddedTestDatabase();
}

/**
 * An embedded database of the test file's own, in memory, whatever DATABASE_URL says: started from
 * the migrated dump the run made (global-setup.ts) when there is one.
 */
export function openEmbeddedTestDatabase(): Promise<Database> {
  const file = inject('embeddedTemplate');
  const template = file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
  return openDatabase({ inMemory: true, ...(template ? { template } : {}) });
}

/**
 * Whether the test database answers. A test of the PostgreSQL server's side (its pool, its
 * connections) checks only this on embedded PGlite, which runs inside the test's process.
 */
export async function testDatabaseAnswers(): Promise<boolean> {
  const database = await openTestDatabase();
  try {
    return await pingDatabase(database.db);
  } finally {
    await database.close();
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist' }),
    ...overrides,
  };
}

export async function testApp(database: Database, overrides: Partial<Config> = {}, setup?: (app: App) => void) {
  const app = await buildApp({ config: testConfig(overrides), database });
  setup?.(app);
  await app.ready();
  return app;
}

/** An app whose log (at info, unless `overrides` say otherwise) is kept in memory, for tests of what it writes. */
export async function testAppWithLog(database: Database, overrides: Partial<Config> = {}) {
  const lines: string[] = [];
  const logStream = { write: (line: string) => void lines.push(line) };
  const app = await buildApp({ config: testConfig({ logLevel: 'info', ...overrides }), database, logStream });
  await app.ready();
  return { app, log: () => lines.join('') };
}

export const uniqueCode = (prefix = 't') => `${prefix}${randomBytes(5).toString('hex')}`;

/** A merchant of its own for each test, reachable by its code in the Merchant header. */
export async function createMerchant(database: Database, seed: Partial<MerchantSeed> = {}) {
  const code = seed.code ?? uniqueCode();
  const id = await seedMerchant(database.db, { name: `Brand ${code}`, domains: [`${code}.test`], ...seed, code });
  return { id, code, headers: { merchant: code } };
}
