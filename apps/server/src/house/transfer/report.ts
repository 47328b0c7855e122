import type { ReportedBet } from '@mekong/contracts';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { houseTransferTxs } from '../store/transfer.ts';
import type { HouseWallet } from '../wallet-client.ts';

const BATCH = 100;

/**
 * Sends final bets of TRANSFER-model players to the platform's betting record (the `bets` call),
 * oldest first. Called after each settled round and by the house job, so a report the platform
 * did not take (unreachable, failed) is sent again; it is idempotent by bet id. A bet the platform
 * refuses for good (unknown player, wrong model...) is marked with that answer and not resent.
 */
export async function reportFinalBets(db: Db, wallet: HouseWallet, playerId?: string) {
  const rows = await db
    .select()
    .from(houseTransferTxs)
    .where(
      and(
        eq(houseTransferTxs.kind, 'DEBIT'),
        isNull(houseTransferTxs.reportedAt),
        ne(houseTransferTxs.betStatus, 'OPEN'),
        playerId ? eq(houseTransferTxs.playerId, playerId) : undefined,
      ),
    )
    .orderBy(asc(houseTransferTxs.id))
    .limit(BATCH);
  if (rows.length === 0) return { reported: 0 };
  const bets: ReportedBet[] = rows.map((r) => {
    // What was really played, when the game reserved more (Bull Bull): its turnover, not the reserve.
    const { validStake, ...detail } = (r.detail ?? {}) as { validStake?: string } & Record<string, unknown>;
    return {
      transactionId: r.transactionId,
      playerId: r.playerId,
      roundId: r.roundId ?? '',
      gameCode: r.gameCode ?? '',
      currency: r.currency,
      stake: r.amount.toString(),
      payout: r.betStatus === 'SETTLED' ? r.payout.toString() : '0',
      status: r.betStatus === 'SETTLED' ? 'SETTLED' : 'CANCELLED',
      placedAt: r.createdAt.toISOString(),
      settledAt: (r.settledAt ?? r.createdAt).toISOString(),
      detail,
      ...(validStake !== undefined && r.betStatus === 'SETTLED' && { validStake }),
    };
  });
  let answer: Awaited<ReturnType<HouseWallet['bets']>>;
  try {
    answer = await wallet.bets(bets);
  } catch {
    return { reported: 0 };
  }
  if (answer.status !== 'OK' || !answer.results) return { reported: 0 };
  const byStatus = new Map<string, string[]>();
  for (const r of answer.results) byStatus.set(r.status, [...(byStatus.get(r.status) ?? []), r.transactionId]);
  for (const [status, ids] of byStatus)
    await db
      .update(houseTransferTxs)
      .set({ reportedAt: new Date(), reportStatus: status })
      .where(and(eq(houseTransferTxs.origin, 'GAME'), inArray(houseTransferTxs.transactionId, ids)));
  return { reported: answer.results.length };
}
