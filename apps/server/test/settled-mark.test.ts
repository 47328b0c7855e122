import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledUpTo } from '../src/modules/bets/index.ts';
import type { Database } from '../src/platform/db/index.ts';
import { rowsOf } from '../src/platform/money/ledger.ts';
import { openTestDatabase } from './helpers/app.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The database's now(), in whole milliseconds as the driver's dates carry it. */
const nowIn = async (db: Database['db']) =>
  Math.floor(
    Number(
      (
        rowsOf<{ ms: string }>(await db.execute(sql`select extract(epoch from now()) * 1000 as ms`))[0] as {
          ms: string;
        }
      ).ms,
    ),
  );

describe('the moment up to which settled bets are all visible', () => {
  it('is now when no settlement is open', async () => {
    const before = await nowIn(database.db);
    const mark = await settledUpTo(database.db);
    expect(mark.getTime()).toBeGreaterThanOrEqual(before);
    expect(mark.getTime()).toBeLessThanOrEqual(await nowIn(database.db));
  });

  it('waits for a transaction open on another connection: its bets will be dated when it began', async () => {
    // Embedded PGlite is one connection: there is no other transaction to wait for.
    if (!process.env.DATABASE_URL) return expect(await settledUpTo(database.db)).toBeInstanceOf(Date);
    const other = await openTestDatabase();
    try {
      let began = 0;
      await other.db.transaction(async (tx) => {
        began = await nowIn(tx as unknown as Database['db']);
        // A settlement in progress: the mark stays at or before its start however long it runs.
        const mark = await settledUpTo(database.db);
        expect(mark.getTime()).toBeLessThanOrEqual(began);
        expect(mark.getTime()).toBeLessThan(await nowIn(database.db));
      });
      // Committed: the mark is now again.
      const after = await nowIn(database.db);
      expect((await settledUpTo(database.db)).getTime()).toBeGreaterThanOrEqual(after);
    } finally {
      await other.close();
    }
  });
});
