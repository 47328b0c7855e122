import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/index.ts';
import { workerDatabaseName } from './worker-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated embedded database, for test files to start from (none on PostgreSQL). */
    embeddedTemplate: string | null;
  }
}

/**
 * On the embedded database, every test file opens a database of its own in memory: migrating one
 * takes seconds, loading a migrated one's dump a fraction of that. One is migrated here, once per
 * run, and its dump handed to the test files (helpers/app.ts).
 *
 * On PostgreSQL, each worker gets a database of its own (worker-database.ts), copied from the one
 * DATABASE_URL names once it is migrated: files running at once in two workers never read each
 * other's rows (a balance total, the audit trail) or wait on each other's locks.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide('embeddedTemplate', null);
    return copyPerWorker(url, project.config.maxWorkers);
  }
  const database = await openDatabase({ inMemory: true });
  const dump = await (database.native as { client: PGlite }).client.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mekong-template-'));
  const file = path.join(dir, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('embeddedTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function copyPerWorker(url: string, workers: number) {
  // Migrated once here; a copy of a database is a file copy, far quicker than migrating anew.
  await (await openDatabase({ databaseUrl: url, poolMax: 1 })).close();
  const base = new URL(url).pathname.slice(1);
  const names = Array.from({ length: workers }, (_, i) => workerDatabaseName(base, i + 1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const run = async (statements: string[]) => {
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const dropAll = names.map((name) => `drop database if exists ${name} with (force)`);
  await run([...dropAll, ...names.map((name) => `create database ${name} template ${base}`)]);
  return () => run(dropAll);
}
