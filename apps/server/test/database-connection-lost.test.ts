import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { openDatabase, pingDatabase } from '../src/platform/db/index.ts';
import { openPubSub } from '../src/platform/pubsub.ts';
import { testDatabaseAnswers } from './helpers/app.ts';

const url = process.env.DATABASE_URL;
/** This file's connections, by name, so only they are ended. */
const NAME = `connection-lost-${process.pid}`;
const named = (address: string) => {
  const u = new URL(address);
  u.searchParams.set('application_name', NAME);
  return u.toString();
};

/** Ends every connection of this file from the database server's side, as a restart would. */
async function endConnectionsFromServer(address: string) {
  const admin = new pg.Client({ connectionString: address });
  await admin.connect();
  try {
    const r = await admin.query(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1',
      [NAME],
    );
    return r.rows[0].n as number;
  } finally {
    await admin.end();
  }
}

describe('a database connection the server ends', () => {
  it('is dropped and opened again by the next query, and the process carries on', async () => {
    if (!url) {
      // Embedded PGlite runs inside this process: there is no server to end a connection.
      expect(await testDatabaseAnswers()).toBe(true);
      return;
    }
    const lost: Error[] = [];
    const database = await openDatabase({ databaseUrl: named(url), onIdleConnectionLost: (e) => lost.push(e) });
    const events = await openPubSub(database, pino({ level: 'silent' }));
    try {
      // A query and a publish leave a connection idle in each pool.
      await database.db.execute(sql`select 1`);
      await events.publish('test.connection-lost', { n: 1 });
      expect(await endConnectionsFromServer(url)).toBeGreaterThanOrEqual(3);

      await expect.poll(() => lost.length).toBeGreaterThan(0);
      expect(lost[0]).toMatchObject({ code: '57P01' });
      expect(await pingDatabase(database.db)).toBe(true);
      await events.publish('test.connection-lost', { n: 2 });
      // The event listener comes back on its own.
      await expect.poll(() => events.live(), { timeout: 10_000 }).toBe(true);
    } finally {
      await events.close();
      await database.close();
    }
  });
});
