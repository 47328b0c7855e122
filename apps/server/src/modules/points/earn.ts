import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { pointConfigs, pointEarnings } from '../../platform/db/schema.ts';
import { runMoneyCommand } from '../../platform/money/command.ts';
import { post, rowsOf } from '../../platform/money/ledger.ts';
import { settledUpTo } from '../bets/index.ts';
import { housePointsAccount, pointsAccount } from './accounts.ts';
import { pointsForBet } from './rules.ts';

/** Bets one batch of a sweep picks up at most. */
const BATCH = 5_000;
/**
 * Batches one sweep takes at most (60,000 bets a minute, 1,000 a second), so a tick ends; the next
 * goes on from there. One batch a tick credited no more than 83 bets a second, and a busier brand's
 * points fell further behind every minute.
 */
const MAX_BATCHES = 12;
/**
 * How far back a sweep looks: a server down for longer than this misses the points of bets
 * settled before it, but a sweep never reads the whole betting history.
 */
const LOOK_BACK_DAYS = 7;

type Due = { id: number; merchantId: number; memberId: number; validStake: bigint; points: bigint };

/**
 * Up to BATCH settled bets not credited yet, oldest settlement first. Each merchant's bets are read
 * through its (merchant_id, settled_at) index from where its sweep stands: ordered by bet id across
 * the whole table instead, the planner walked the bets' primary key through every bet ever placed,
 * every minute (234 ms at 410,000 bets, and growing with the table).
 */
async function dueBets(db: Db, merchantId: number | undefined, batch: number): Promise<Due[]> {
  const ofMerchant = merchantId === undefined ? sql`true` : sql`c.merchant_id = ${merchantId}`;
  const rows = rowsOf<{
    id: string;
    merchant_id: number;
    member_id: number;
    valid_stake: string;
    bet_unit: string;
    points_per_unit: string;
  }>(
    await db.execute(sql`
      select b.id::text, c.merchant_id, b.member_id, b.valid_stake::text, c.bet_unit::text, c.points_per_unit::text
      from point_configs c
      cross join lateral (
        select b.id, b.member_id, b.valid_stake, b.settled_at from bets b
        where b.merchant_id = c.merchant_id and b.status = 'SETTLED'
          and b.settled_at >= greatest(
            c.earn_since,
            now() - make_interval(days => ${LOOK_BACK_DAYS}),
            c.swept_until
          )
          and not exists (select 1 from point_earnings e where e.bet_id = b.id)
        order by b.settled_at, b.id limit ${batch}
      ) b
      where c.enabled and ${ofMerchant}
      order by b.settled_at, b.id limit ${batch}`),
  );
  return rows.map((r) => {
    const validStake = BigInt(r.valid_stake);
    const rules = { betUnit: BigInt(r.bet_unit), pointsPerUnit: BigInt(r.points_per_unit) };
    return {
      id: Number(r.id),
      merchantId: Number(r.merchant_id),
      memberId: Number(r.member_id),
      validStake,
      points: pointsForBet(validStake, rules),
    };
  });
}

/** Credits one player's due bets in one money command; answers the points it credited. */
async function creditPlayer(db: Db, merchantId: number, memberId: number, due: Due[]): Promise<bigint> {
  const ids = due.map((d) => d.id).sort((a, b) => a - b);
  const from = await housePointsAccount(db, merchantId);
  const to = await pointsAccount(db, merchantId, memberId);
  const result = await runMoneyCommand(
    db,
    {
      merchantId,
      scope: 'points-earn',
      key: `m${memberId}:${ids[0]}-${ids.at(-1)}:${ids.length}`,
      input: { memberId, bets: ids },
      actor: { type: 'system', id: 'points-earn' },
      action: 'points.earn',
    },
    async (tx) => {
      // Another process may have credited some of these bets since they were read: only the
      // rows this transaction manages to insert are credited here (their key is the bet id).
      const fresh = await tx
        .insert(pointEarnings)
        .values(due.map((d) => ({ betId: d.id, merchantId, memberId, validStake: d.validStake, points: d.points })))
        .onConflictDoNothing()
        .returning({ betId: pointEarnings.betId, points: pointEarnings.points });
      const points = fresh.reduce((s, r) => s + r.points, 0n);
      if (points === 0n) return { points: '0', transactionId: null };
      const { transactionId } = await post(tx, {
        merchantId,
        type: 'POINTS_EARN',
        memberId,
        meta: { bets: fresh.length },
        postings: [
          { accountId: from, amount: -points },
          { accountId: to, amount: points },
        ],
      });
      await tx
        .update(pointEarnings)
        .set({ transactionId })
        .where(
          inArray(
            pointEarnings.betId,
            fresh.map((r) => r.betId),
          ),
        );
      return { points: points.toString(), transactionId };
    },
  );
  return result.replayed ? 0n : BigInt(result.value.points);
}

/**
 * Credits the points of every settled bet not credited yet, once each: the `points-earn` job
 * runs it every minute for all merchants, operators for theirs at /wps/operator/points/credit.
 * Batch after batch until one is not full, MAX_BATCHES at most. `batch` is for tests.
 */
export async function creditSettledBets(db: Db, merchantId?: number, batch = BATCH) {
  let bets = 0;
  let points = 0n;
  // A player with bets in several batches is one player of the sweep.
  const players = new Set<string>();
  for (let n = 0; n < MAX_BATCHES; n++) {
    const swept = await creditBatch(db, merchantId, batch);
    bets += swept.bets;
    points += swept.points;
    for (const p of swept.players) players.add(p);
    if (swept.bets < batch) break;
  }
  return { bets, players: players.size, points: points.toString() };
}

/** One batch: its due bets credited player by player, and the sweep's mark moved when it was not full. */
async function creditBatch(db: Db, merchantId: number | undefined, batch: number) {
  // Every bet settled before this is visible to the read below (settledUpTo()), so a later sweep
  // need not read back past it.
  const startedAt = await settledUpTo(db);
  const due = await dueBets(db, merchantId, batch);
  const byPlayer = new Map<string, Due[]>();
  for (const d of due) {
    const k = `${d.merchantId}:${d.memberId}`;
    const list = byPlayer.get(k);
    if (list) list.push(d);
    else byPlayer.set(k, [d]);
  }
  let points = 0n;
  for (const group of byPlayer.values()) {
    const first = group[0] as Due;
    points += await creditPlayer(db, first.merchantId, first.memberId, group);
  }
  // Everything settled before the batch began is credited now, unless the batch was full (the
  // next goes on from the same place).
  if (due.length < batch) {
    const ofMerchant = merchantId === undefined ? sql`true` : eq(pointConfigs.merchantId, merchantId);
    await db
      .update(pointConfigs)
      .set({ sweptUntil: startedAt })
      .where(and(eq(pointConfigs.enabled, true), ofMerchant));
  }
  return { bets: due.length, players: [...byPlayer.keys()], points };
}
