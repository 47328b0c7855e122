import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db/index.ts';
import { rowsOf } from '../src/platform/money/ledger.ts';
import { testDatabaseAnswers } from './helpers/app.ts';

const url = process.env.DATABASE_URL;
/** The advisory lock a burst's queries wait on, so they hold their connections at the same time. */
const BURST_LOCK = 72_431_906;

/**
 * `size` queries at once, each on a connection of its own: they wait on a lock another client
 * holds until all of them are waiting. Answers the server processes (backends) they ran on.
 */
async function burst(database: Database, size: number): Promise<number[]> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [BURST_LOCK]);
    // Started now: a drizzle query runs when it is awaited.
    const queries = Array.from({ length: size }, async () => {
      const [row] = rowsOf<{ pid: number }>(
        await database.db.execute(
          sql`select pg_backend_pid() as pid from (select pg_advisory_xact_lock_shared(${BURST_LOCK})) l`,
        ),
      );
      return Number(row?.pid);
    });
    // Asked again until every query waits on the lock: no timers (this file's are fake).
    const waiting = async () =>
      (
        await holder.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted`,
          [BURST_LOCK],
        )
      ).rows[0]?.n ?? 0;
    while ((await waiting()) < size) {}
    await holder.query('select pg_advisory_unlock($1)', [BURST_LOCK]);
    return await Promise.all(queries);
  } finally {
    await holder.end();
  }
}

afterEach(() => vi.useRealTimers());

describe('the PostgreSQL pool', () => {
  it('keeps its connections through a lull, so the calls after it meet warm backends', async () => {
    if (!url) {
      // Embedded PGlite runs inside this process: there is no pool and no backend to start.
      expect(await testDatabaseAnswers()).toBe(true);
      return;
    }
    const database = await openDatabase({ databaseUrl: url, poolMax: 3 });
    try {
      // The pool's idle timers start when a connection is given back: fake from here.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const before = await burst(database, 3);
      expect(new Set(before).size).toBe(3);
      // Ten quiet minutes.
      vi.advanceTimersByTime(10 * 60_000);
      const after = await burst(database, 3);
      expect(new Set(after)).toEqual(new Set(before));
    } finally {
      vi.useRealTimers();
      await database.close();
    }
  });
});
