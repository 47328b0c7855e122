/**
 * Two processes running the lottery's clock at the same moment settle each draw once: every bet
 * is closed by exactly one of them and paid exactly once. On PostgreSQL the second is a real child
 * process; on the embedded PGlite (one process only) both turns run side by side in this one.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { placeSlip } from '../src/modules/lottery/place.ts';
import { moveMoney } from '../src/modules/wallet/money.ts';
import type { Database } from '../src/platform/db/index.ts';
import { bets, lotteryDraws } from '../src/platform/db/schema.ts';
import { HOUSE_KINDS, houseAccount, playerAccount } from '../src/platform/money/accounts.ts';
import { seedLottery } from '../src/seed/lottery.ts';
import { makeMember } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { detailOf, elapse, holdOpen, nearOf, tick } from './helpers/lottery-api.ts';
import { workerTurn } from './helpers/worker-turn.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let child: ChildProcess | null = null;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  await seedLottery(database.db, m.id);
  await tick(app, m.id);
});
afterAll(async () => {
  child?.kill('SIGTERM');
  await app.close();
  await database.close();
});

/** The other process's turn, started on a word so both begin together. */
async function otherTurn(): Promise<() => Promise<number>> {
  if (!process.env.DATABASE_URL) return async () => (await tick(app, m.id)).settled;
  const w = await workerTurn(
    path.join(import.meta.dirname, 'helpers/lottery-worker.ts'),
    { MERCHANT_ID: String(m.id) },
    /SETTLED (\d+)/,
  );
  child = w.child;
  return w.go;
}

it('settles a draw of 1,500 bets once when two processes run the clock together', async () => {
  const { current } = await nearOf(app, m.headers, 'SSC5');
  if (!current) throw new Error('no open SSC5 draw');
  await holdOpen(app, current.drawId);
  const { oddsVersion } = await detailOf(app, m.headers, 'SSC5');
  const merchant = { id: m.id, currency: 'USD' };
  const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
  const players = [];
  for (let i = 0; i < 15; i++) {
    const member = await makeMember(app, m.id);
    await moveMoney(database.db, {
      merchantId: m.id,
      scope: 'test-fund',
      input: { member: member.id },
      actor: { type: 'system', id: 'test' },
      action: 'test.fund',
      type: 'BONUS',
      memberId: member.id,
      amount: 1_000_000n,
      accounts: async () => ({
        from: await houseAccount(database.db, m.id, HOUSE_KINDS.bonuses, 'USD'),
        to: await playerAccount(database.db, m.id, member.id, 'USD'),
      }),
    });
    // Two slips of 50 lines, one per digit of each position at s + 1 points: in each slip exactly
    // one line of each position wins, 9.80 a point.
    for (let s = 0; s < 2; s++) {
      const lines = Array.from({ length: 50 }, (_, k) => ({
        playType: `SSC_POS${Math.floor(k / 10) + 1}`,
        numbers: [digits[k % 10] as string],
        points: s + 1,
      }));
      await placeSlip(database.db, merchant, member.id, {
        gameCode: 'SSC5',
        prizeMode: 'Elott',
        issueNo: current.issueNo,
        oddsVersion,
        clientRef: `once-${member.id}-${s}`,
        multiplier: 1,
        unit: 'YUAN',
        lines,
      });
    }
    players.push(member.id);
  }
  const total = 15 * 100;
  const staked = 15n * 50n * (1n + 2n) * 100n;
  const winners = 15 * 2 * 5;
  const owed = 15n * 5n * (1n + 2n) * 980n;

  const other = await otherTurn();
  await elapse(app, current.drawId);
  const [mine, theirs] = await Promise.all([tick(app, m.id), other()]);
  // Between them they closed every bet at most once (a scheduled job of another test file may
  // have taken a share of the same database's work).
  expect(mine.settled + theirs).toBeLessThanOrEqual(total);

  const [draw] = await database.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, current.drawId));
  expect(draw).toMatchObject({ status: 'SETTLED', betCount: total, stakeTotal: staked, payoutTotal: owed });
  const [paid] = await database.db
    .select({ n: sql<number>`count(*)::int`, distinctBets: sql<number>`count(distinct reference)::int` })
    .from(sql`ledger_transactions`)
    .where(sql`merchant_id = ${m.id} and type = 'BET_PAYOUT'`);
  expect(paid).toEqual({ n: winners, distinctBets: winners });
  const [settled] = await database.db
    .select({ n: sql<number>`count(*)::int`, payout: sql<string>`sum(payout)::text` })
    .from(bets)
    .where(sql`${bets.merchantId} = ${m.id} and ${bets.status} = 'SETTLED'`);
  expect(settled).toEqual({ n: total, payout: owed.toString() });
  // Another turn finds nothing left to do.
  expect((await tick(app, m.id)).settled).toBe(0);
});
