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
import { applySqlFunctions } from './functions.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A named statement run on the pool, outside any transaction: parsed once per connection. */
export type PreparedRun = <T>(name: string, text: string, values: unknown[]) => Promise<T[]>;
/** The driver underneath, for the few platform parts that speak to it directly (the job queue). */
export type NativeDatabase = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
export type Database = { db: Db; kind: 'pglite' | 'postgres'; native: NativeDatabase; close: () => Promise<void> };

const migrationsFolder = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../drizzle');
/** Any constant works; it only has to be the same in every process that migrates. */
const MIGRATION_LOCK = 727_001;

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string;
  inMemory?: boolean;
  /** Connections the PostgreSQL pool may open (DATABASE_POOL_MAX). */
  poolMax?: number;
  /** Seconds an idle pooled connection is kept before it is closed; 0 keeps it (DATABASE_POOL_IDLE_SECONDS). */
  poolIdleSeconds?: number;
  /** Told of a pooled PostgreSQL connection lost while idle (the server restarted or ended it). */
  onIdleConnectionLost?: (error: Error) => void;
  /**
   * An in-memory embedded database's starting contents: a dump of one already migrated (the
   * tests make one per run, which saves each test file the migrations); later migrations still run.
   */
  template?: Blob;
};

/**
 * PostgreSQL when a URL is given; otherwise embedded PGlite (the same SQL) stored in dataDir,
 * so a newcomer needs no database server.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // Idle connections are kept by default (a pool of fixed size once grown). A new connection's
    // first calls are slow: the backend starts, then loads its catalog caches and compiles the
    // money functions. pg's own default closes a connection idle for 10 s, so after a lull a burst
    // of vendor calls met a dozen such backends at once: measured, the first half second of a
    // run at 1,000 calls a second answered in up to 300 ms against 3 ms once warm.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 20,
      idleTimeoutMillis: (opts.poolIdleSeconds ?? 0) * 1000,
    });
    // A connection the database server ends while it sits idle in the pool (a restart, a
    // failover, an administrator) is dropped by the pool, and the next query opens a new one.
    // Unheard, the pool's 'error' event would end the whole process.
    pool.on('error', (error) => opts.onIdleConnectionLost?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      // Several processes may start at once; the lock makes them migrate one after another.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      await applySqlFunctions({
        query: async <T>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as T[],
        script: async (text) => void (await client.query(text)),
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    runners.set(db, async <T>(name: string, text: string, values: unknown[]) => {
      const result = await pool.query({ name, text, values });
      return result.rows as T[];
    });
    const native = { kind: 'postgres' as const, url: opts.databaseUrl };
    return { db, kind: 'postgres', native, close: () => pool.end() };
  }
  let dataPath: string | undefined;
  if (!opts.inMemory) {
    dataPath = path.join(opts.dataDir ?? './data', 'pglite');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  const client = dataPath
    ? new PGlite(dataPath)
    : new PGlite(opts.template ? { loadDataDir: opts.template } : undefined);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  await applySqlFunctions({
    query: async <T>(text: string, values?: unknown[]) => (await client.query<T>(text, values)).rows,
    script: async (text) => void (await client.exec(text)),
  });
  runners.set(db, async <T>(_name: string, text: string, values: unknown[]) => {
    // PGlite runs one statement at a time in-process; there is nothing to save by naming it.
    const result = await client.query<T>(text, values);
    return result.rows;
  });
  return { db, kind: 'pglite', native: { kind: 'pglite', client }, close: () => client.close() };
}

const runners = new WeakMap<Db, PreparedRun>();

/**
 * For the hottest statements (money commands): drizzle builds its SQL on every call, which costs
 * more CPU than the database spends on the statement, so these are written once by hand.
 */
export function preparedRun(db: Db): PreparedRun {
  const run = runners.get(db);
  if (!run) throw new Error('not a database opened by openDatabase');
  return run;
}

/**
 * Values as one PostgreSQL array literal ('{1,2,3}'), to pass as a single parameter and cast
 * (`::int[]`, `::timestamptz[]`): drizzle spreads a JS array into a row of parameters instead.
 * For numbers, ISO instants and identifier-like codes: no quoting is done.
 */
export const arrayLiteral = (values: readonly (number | bigint | string)[]) => `{${values.join(',')}}`;

/** One value per database (a prepared statement, a cache), made on first use. */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    const hit = made.get(db);
    if (hit !== undefined) return hit;
    const value = make(db);
    made.set(db, value);
    return value;
  };
}

/** Work waiting on each lock in this process, so two callers of one process queue as well. */
const localLocks = new Map<number, Promise<unknown>>();

/**
 * Runs `work` while no other process, and no other caller in this one, runs work under the same
 * lock (a PostgreSQL advisory lock held by a connection of its own; embedded PGlite has one
 * process). Several processes starting at once use it to seed the demo one after another.
 */
export async function exclusively<T>(database: Database, lockId: number, work: () => Promise<T>): Promise<T> {
  const before = localLocks.get(lockId) ?? Promise.resolve();
  const run = before.catch(() => {}).then(() => acrossProcesses(database, lockId, work));
  localLocks.set(lockId, run);
  try {
    return await run;
  } finally {
    if (localLocks.get(lockId) === run) localLocks.delete(lockId);
  }
}

async function acrossProcesses<T>(database: Database, lockId: number, work: () => Promise<T>): Promise<T> {
  if (database.native.kind !== 'postgres') return work();
  const client = new pg.Client({ connectionString: database.native.url });
  // Losing this connection while the work runs is heard here rather than ending the process; the
  // lock goes with it, as it would if this process died.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}

/** What to log of a lost connection's error: node-postgres hangs its whole client on the error. */
export const lostConnectionFacts = (error: Error & { code?: string }) => ({ code: error.code, message: error.message });

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export { schema };
