import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, exclusively } from '../src/platform/db/index.ts';
import { openTestDatabase } from './helpers/app.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A lock id of this test's own: other suites' locks (migrations, seeding) are left alone. */
const LOCK = 727_990;

describe('work under a lock', () => {
  it('runs one caller at a time, in the order they came, even when one fails', async () => {
    let active = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number) => async () => {
      active++;
      most = Math.max(most, active);
      await database.db.execute('select 1');
      order.push(n);
      active--;
      if (n === 2) throw new Error('refused');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3].map((n) => exclusively(database, LOCK, work(n))));
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('waits on PostgreSQL while another process holds the lock', async () => {
    if (database.native.kind !== 'postgres') {
      // Embedded PGlite serves one process: the in-process queue above is the whole rule.
      expect(await exclusively(database, LOCK, async () => 'ran')).toBe('ran');
      return;
    }
    const other = new pg.Client({ connectionString: database.native.url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [LOCK]);
      let ran = false;
      const waiting = exclusively(database, LOCK, async () => {
        ran = true;
      });
      // The caller is queued on the database's lock, not running.
      await expect
        .poll(async () => {
          const r = await other.query(
            "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
            [LOCK],
          );
          return r.rows[0].n;
        })
        .toBe(1);
      expect(ran).toBe(false);
      await other.query('select pg_advisory_unlock($1)', [LOCK]);
      await waiting;
      expect(ran).toBe(true);
    } finally {
      await other.end();
    }
  });
});
