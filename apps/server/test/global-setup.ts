import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/index.ts';

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
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('embeddedTemplate', null);
    return;
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
