import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { rowsOf } from '../../platform/money/ledger.ts';

/**
 * A transaction held open longer than this (a forgotten session, not a settlement) no longer holds
 * the mark back: everything that reads settled bets up to the mark would wait on it.
 */
const OPEN_TRANSACTION_BOUND = '1 hour';

/**
 * The moment up to which every settled bet is already visible: now, or the start of the oldest
 * transaction still open in the server's database role if that is earlier. A bet's settled_at is
 * its settling transaction's now() (provider_credit(), lottery_close(), provider_report_bet()),
 * that transaction's start, on the database's clock; the bet is seen only once it commits. So a
 * settlement still running dates its bets at or after its start, and whatever reads bets settled
 * before the mark (the points sweep, agents' pay and rebates for a closed period) misses none,
 * however long a settlement takes: a draw of a million bets settles for minutes. The server's role
 * runs every settlement, so only its sessions count.
 */
export async function settledUpTo(db: Db): Promise<Date> {
  const [row] = rowsOf<{ mark: Date | string }>(
    // greatest() passes over a null: with no other transaction open, the oldest one is now.
    await db.execute(sql`select least(now(), greatest(now() - ${OPEN_TRANSACTION_BOUND}::interval, coalesce((
        select min(a.xact_start) from pg_stat_activity a
          where a.datname = current_database() and a.usename = current_user and a.backend_type = 'client backend'
            and a.pid <> pg_backend_pid()
      ), now()))) as mark`),
  );
  if (!row) throw new Error('the database answered no time');
  return new Date(row.mark);
}
