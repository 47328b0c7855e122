/**
 * The lottery benchmarks on PostgreSQL: slips placed through the public API at 50 connections
 * over 1,000 players (requests per second, p99), and the settlement of one Vietnamese draw
 * holding 100,000 open bets (time and bets per second).
 */
import { randomBytes, randomInt } from 'node:crypto';
import autocannon from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import { gameByCode, LOTTERY_VENDOR } from '../apps/server/src/modules/lottery/catalog.ts';
import { settleDraw } from '../apps/server/src/modules/lottery/draws/settle.ts';
import { vnNumbers } from '../apps/server/src/modules/lottery/rules/vn-result.ts';
import { type Db, openDatabase } from '../apps/server/src/platform/db/index.ts';
import { bets, lotteryDraws, lotteryGames, merchants } from '../apps/server/src/platform/db/schema.ts';
import { gamesHouseAccount, playerAccount } from '../apps/server/src/platform/money/accounts.ts';
import { runMoneyCommand } from '../apps/server/src/platform/money/command.ts';
import { post } from '../apps/server/src/platform/money/ledger.ts';
import { seedMerchant } from '../apps/server/src/seed/demo.ts';
import { seedLottery } from '../apps/server/src/seed/lottery.ts';
import { randomVnPrizes } from '../apps/server/src/seed/lottery-history.ts';
import { fundedPlayers } from './players.ts';

const PLAYERS = 1000;
const SETTLE_BETS = 100_000;
const two = () => String(randomInt(100)).padStart(2, '0');

/** A line of the settlement draw: bao lo, de, xien 2 or dau, on random numbers. */
function randomLine(): { playType: string; numbers: string[]; price: bigint; pay: string } {
  switch (randomInt(4)) {
    case 0:
      return { playType: 'LO2', numbers: [two()], price: 2170n, pay: '8000' };
    case 1:
      return { playType: 'DE', numbers: [two()], price: 100n, pay: '9500' };
    case 2: {
      const a = two();
      let b = two();
      while (b === a) b = two();
      return { playType: 'XIEN2', numbers: [a, b], price: 100n, pay: '1700' };
    }
    default:
      return { playType: 'DAU', numbers: [String(randomInt(10))], price: 100n, pay: '950' };
  }
}

/**
 * 100,000 open bets on one closed northern draw, 100 per player: each player's stakes debited in
 * one ledger movement (as a slip is) and the bet rows written beside it.
 */
async function fillDraw(db: Db, merchantId: number, gameId: number, ids: number[]) {
  const [draw] = await db
    .insert(lotteryDraws)
    .values({
      merchantId,
      gameId,
      issueNo: '20000101',
      status: 'CLOSED',
      opensAt: new Date(Date.now() - 86_400_000),
      closesAt: new Date(Date.now() - 60_000),
      drawAt: new Date(),
    })
    .returning();
  if (!draw) throw new Error('no draw');
  const perPlayer = SETTLE_BETS / ids.length;
  for (const memberId of ids) {
    const lines = Array.from({ length: perPlayer }, randomLine);
    const total = lines.reduce((a, l) => a + l.price, 0n);
    const wallet = await playerAccount(db, merchantId, memberId, 'USD');
    const house = await gamesHouseAccount(db, merchantId, memberId, 'USD');
    await runMoneyCommand(
      db,
      {
        merchantId,
        scope: 'bench-slip',
        input: { memberId },
        actor: { type: 'system', id: 'bench' },
        action: 'bench.bet',
      },
      async (tx) => {
        const moved = await post(tx, {
          merchantId,
          type: 'BET',
          memberId,
          postings: [
            { accountId: wallet, amount: -total },
            { accountId: house, amount: total },
          ],
        });
        await tx.insert(bets).values(
          lines.map((l, i) => ({
            merchantId,
            memberId,
            source: 'LOTTERY' as const,
            category: 'LOTT',
            vendorCode: LOTTERY_VENDOR,
            gameCode: 'VN_N',
            roundId: String(draw.id),
            externalId: `${memberId}-bench-${i}`,
            stake: l.price,
            detail: {
              drawId: draw.id,
              issueNo: draw.issueNo,
              playType: l.playType,
              numbers: l.numbers,
              units: 1,
              points: 1,
              multiplier: 1,
              unit: 'YUAN',
              prizeMode: 'Lott',
              pricePerPoint: l.price.toString(),
              pay: l.pay,
            },
            debitTransactionId: moved.transactionId,
          })),
        );
      },
    );
  }
  const prizes = randomVnPrizes('NORTH');
  const [drawn] = await db
    .update(lotteryDraws)
    .set({
      status: 'DRAWN',
      prizes,
      result: vnNumbers({ region: 'NORTH', ...prizes }),
      resultSource: 'BENCH',
      drawnAt: new Date(),
    })
    .where(eq(lotteryDraws.id, draw.id))
    .returning();
  return drawn as NonNullable<typeof drawn>;
}

async function benchPlacement(base: string, code: string, tokens: string[], connections: number, seconds: number) {
  const near = (await (
    await fetch(`${base}/lgw/numeros/near?gameCode=VN_N`, { headers: { merchant: code } })
  ).json()) as {
    value: { current: { issueNo: string } | null };
  };
  const issueNo = near.value.current?.issueNo;
  if (!issueNo) throw new Error('no open northern draw to bet on');
  let n = 0;
  const r = await autocannon({
    url: `${base}/lgw/bets`,
    method: 'POST',
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => ({
          ...req,
          headers: {
            'content-type': 'application/json',
            merchant: code,
            authorization: tokens[n++ % tokens.length] as string,
          },
          body: JSON.stringify({
            gameCode: 'VN_N',
            prizeMode: 'Lott',
            issueNo,
            oddsVersion: 1,
            clientRef: randomBytes(8).toString('hex'),
            lines: [
              { playType: 'DE', numbers: [two()], points: 1 },
              { playType: 'LO2', numbers: [two(), two()].filter((x, i, a) => a.indexOf(x) === i), points: 1 },
            ],
          }),
        }),
      },
    ],
  });
  return {
    scenario: 'POST /lgw/bets (2-line slip on the northern draw, 1,000 players)',
    connections,
    seconds,
    requestsPerSecond: r.requests.average,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/**
 * Placement through the server, then (once the caller has stopped the server, so no clock of its
 * shares the work) the settlement of a 100,000-bet draw by this process alone.
 */
export async function benchLottery(base: string, databaseUrl: string, seconds: number, connections: number) {
  const code = `lott${Date.now().toString(36)}`;
  const database = await openDatabase({ databaseUrl });
  const db = database.db;
  try {
    const merchantId = await seedMerchant(db, { code, name: 'Bench lottery', domains: [] });
    await db.update(merchants).set({ currency: 'USD' }).where(eq(merchants.id, merchantId));
    await seedLottery(db, merchantId);
    // Limits out of the way: the benchmark measures the path, not the risk desk.
    await db
      .update(lotteryGames)
      .set({ maxStakePerPlayerDraw: 10n ** 15n, maxPayoutPerNumber: 10n ** 15n })
      .where(eq(lotteryGames.merchantId, merchantId));
    const { ids, tokens } = await fundedPlayers(db, merchantId, code, PLAYERS);
    // The server's clock lists the draws within its next look; wait for the northern one.
    for (let i = 0; i < 120; i++) {
      const [open] = await db
        .select({ id: lotteryDraws.id })
        .from(lotteryDraws)
        .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
        .where(
          and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.code, 'VN_N'), eq(lotteryDraws.status, 'OPEN')),
        );
      if (open) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const placement = await benchPlacement(base, code, tokens, connections, seconds);
    return { placement, settle: () => benchSettlement(databaseUrl, merchantId, ids) };
  } finally {
    await database.close();
  }
}

async function benchSettlement(databaseUrl: string, merchantId: number, ids: number[]) {
  const database = await openDatabase({ databaseUrl });
  const db = database.db;
  try {
    const game = await gameByCode(db, merchantId, 'VN_N');
    const draw = await fillDraw(db, merchantId, game.id, ids);
    const started = performance.now();
    const r = await settleDraw(db, { id: merchantId, currency: 'USD' }, game, draw);
    const secondsTaken = (performance.now() - started) / 1000;
    const [after] = await db
      .select({ payout: lotteryDraws.payoutTotal, status: lotteryDraws.status })
      .from(lotteryDraws)
      .where(eq(lotteryDraws.id, draw.id));
    const [winners] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bets)
      .where(and(eq(bets.roundId, String(draw.id)), sql`${bets.payout} > 0`));
    return {
      scenario: 'Settle one northern draw holding 100,000 bets (bao lo, de, xien 2, dau)',
      bets: r.settled,
      winners: winners?.n ?? 0,
      payoutTotal: after?.payout.toString(),
      status: after?.status,
      seconds: secondsTaken,
      betsPerSecond: r.settled / secondsTaken,
    };
  } finally {
    await database.close();
  }
}
