import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../drizzle');
/** Any constant works; it only has to be the same in every process that migrates. */
const MIGRATION_LOCK = 727_001;

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string;
  inMemory?: boolean;
  /** Connections the PostgreSQL pool may open (DATABASE_POOL_MAX). */
  poolMax?: number;
};

/**
 * PostgreSQL when a URL is given; otherwise embedded PGlite (the same SQL) stored in dataDir,
 * so a newcomer needs no database server.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 20 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      // Several processes may start at once; the lock makes them migrate one after another.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let dataPath: string | undefined;
  if (!opts.inMemory) {
    dataPath = path.join(opts.dataDir ?? './data', 'pglite');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  const client = dataPath ? new PGlite(dataPath) : new PGlite();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export { schema };
