import type { ProviderAnswer } from '@mekong/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { houseTransferTxs } from '../store/transfer.ts';
import { type Holder, lockBalance, lockId, setBalance, type Tx, txOf } from './balances.ts';

/**
 * The games' money calls against the house-held balance of a TRANSFER-model brand: the same
 * calls, fields and answers as the platform's seamless wallet (debit, credit, rollback), so the
 * game code cannot tell which wallet it plays from.
 */

type Debit = {
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: bigint;
  currency: string;
  detail?: Record<string, unknown>;
};
type Credit = {
  transactionId: string;
  referenceId: string;
  roundId: string;
  amount: bigint;
  currency: string;
  roundClosed: boolean;
  /** What of the stake was really played (Bull Bull's reserve is more), reported with the bet. */
  validStake?: bigint | undefined;
};
type Rollback = { transactionId: string; referenceId: string; roundId: string };

const ok = (transactionId: string, balance: bigint, currency: string, replayed = false): ProviderAnswer => ({
  status: 'OK',
  balance: balance.toString(),
  currency,
  transactionId,
  ...(replayed ? { replayed: true } : {}),
});

/** The same id again: its first answer when it is the same call, else DUPLICATE_TRANSACTION. */
function replay(row: typeof houseTransferTxs.$inferSelect, same: boolean): ProviderAnswer {
  if (!same) return { status: 'DUPLICATE_TRANSACTION', transactionId: row.transactionId };
  return ok(row.transactionId, row.balanceAfter ?? 0n, row.currency, true);
}

async function insertTx(tx: Tx, values: Omit<typeof houseTransferTxs.$inferInsert, 'status'>) {
  await tx.insert(houseTransferTxs).values({ ...values, status: 'SUCCESS' });
}

export function debit(db: Db, h: Holder, c: Debit): Promise<ProviderAnswer> {
  return db.transaction(async (tx) => {
    await lockId(tx, 'GAME', c.transactionId);
    const earlier = await txOf(tx, 'GAME', c.transactionId);
    if (earlier)
      return replay(
        earlier,
        earlier.kind === 'DEBIT' &&
          earlier.amount === c.amount &&
          earlier.roundId === c.roundId &&
          earlier.playerId === h.playerId,
      );
    const [tomb] = await tx
      .select({ id: houseTransferTxs.id })
      .from(houseTransferTxs)
      .where(and(eq(houseTransferTxs.kind, 'ROLLBACK'), eq(houseTransferTxs.referenceId, c.transactionId)));
    if (tomb) return { status: 'BET_ROLLED_BACK', transactionId: c.transactionId };
    if (c.currency !== h.currency) return { status: 'WRONG_CURRENCY' };
    if (c.amount <= 0n) return { status: 'BAD_REQUEST' };
    const balance = await lockBalance(tx, h);
    const [closed] = await tx
      .select({ id: houseTransferTxs.id })
      .from(houseTransferTxs)
      .where(
        and(
          eq(houseTransferTxs.playerId, h.playerId),
          eq(houseTransferTxs.roundId, c.roundId),
          eq(houseTransferTxs.kind, 'DEBIT'),
          eq(houseTransferTxs.betStatus, 'SETTLED'),
        ),
      )
      .limit(1);
    if (closed) return { status: 'ROUND_CLOSED' };
    if (balance < c.amount) return { status: 'INSUFFICIENT_FUNDS', balance: balance.toString() };
    const after = balance - c.amount;
    await setBalance(tx, h, after);
    await insertTx(tx, {
      origin: 'GAME',
      transactionId: c.transactionId,
      kind: 'DEBIT',
      ...h,
      amount: c.amount,
      balanceAfter: after,
      roundId: c.roundId,
      gameCode: c.gameCode,
      betStatus: 'OPEN',
      detail: c.detail ?? {},
    });
    return ok(c.transactionId, after, h.currency);
  });
}

/** A win (0 for a loss) into the balance the bet came from; `roundClosed` settles the round. */
export function credit(db: Db, c: Credit): Promise<ProviderAnswer> {
  return db.transaction(async (tx) => {
    await lockId(tx, 'GAME', c.referenceId);
    const earlier = await txOf(tx, 'GAME', c.transactionId);
    if (earlier)
      return replay(
        earlier,
        earlier.kind === 'CREDIT' && earlier.referenceId === c.referenceId && earlier.amount === c.amount,
      );
    const bet = await txOf(tx, 'GAME', c.referenceId);
    if (bet?.kind !== 'DEBIT' || bet.roundId !== c.roundId) return { status: 'UNKNOWN_TRANSACTION' };
    if (bet.betStatus === 'CANCELLED') return { status: 'BET_ROLLED_BACK' };
    if (bet.betStatus === 'SETTLED') return { status: 'ROUND_CLOSED' };
    if (c.currency !== bet.currency) return { status: 'WRONG_CURRENCY' };
    const h = { playerId: bet.playerId, currency: bet.currency };
    const after = (await lockBalance(tx, h)) + c.amount;
    await setBalance(tx, h, after);
    await tx
      .update(houseTransferTxs)
      .set({
        payout: bet.payout + c.amount,
        ...(c.validStake !== undefined && { detail: { ...(bet.detail ?? {}), validStake: c.validStake.toString() } }),
      })
      .where(eq(houseTransferTxs.id, bet.id));
    if (c.roundClosed)
      await tx
        .update(houseTransferTxs)
        .set({ betStatus: 'SETTLED', settledAt: new Date() })
        .where(
          and(
            eq(houseTransferTxs.playerId, h.playerId),
            eq(houseTransferTxs.roundId, c.roundId),
            eq(houseTransferTxs.kind, 'DEBIT'),
            eq(houseTransferTxs.betStatus, 'OPEN'),
          ),
        );
    await insertTx(tx, {
      origin: 'GAME',
      transactionId: c.transactionId,
      kind: 'CREDIT',
      ...h,
      amount: c.amount,
      balanceAfter: after,
      referenceId: c.referenceId,
      roundId: c.roundId,
    });
    return ok(c.transactionId, after, h.currency);
  });
}

/** Gives a bet's stake back; a rollback of a bet never seen is kept so the late bet is refused. */
export function rollback(db: Db, c: Rollback): Promise<ProviderAnswer> {
  return db.transaction(async (tx) => {
    await lockId(tx, 'GAME', c.referenceId);
    const earlier = await txOf(tx, 'GAME', c.transactionId);
    if (earlier) return replay(earlier, earlier.kind === 'ROLLBACK' && earlier.referenceId === c.referenceId);
    const bet = await txOf(tx, 'GAME', c.referenceId);
    const row = { origin: 'GAME' as const, transactionId: c.transactionId, kind: 'ROLLBACK' as const };
    if (!bet) {
      await insertTx(tx, { ...row, playerId: '', currency: '', referenceId: c.referenceId, roundId: c.roundId });
      return { status: 'OK', transactionId: c.transactionId };
    }
    if (bet.kind !== 'DEBIT') return { status: 'UNKNOWN_TRANSACTION' };
    // As the platform answers (docs/provider-api.md, rollback): a credited bet, a zero credit
    // included, cannot be refunded, and a bet rolled back under another id says so.
    if (bet.betStatus === 'CANCELLED') return { status: 'BET_ROLLED_BACK' };
    const [credited] = await tx
      .select({ id: houseTransferTxs.id })
      .from(houseTransferTxs)
      .where(and(eq(houseTransferTxs.kind, 'CREDIT'), eq(houseTransferTxs.referenceId, c.referenceId)))
      .limit(1);
    if (bet.betStatus !== 'OPEN' || bet.payout > 0n || credited) return { status: 'ROUND_CLOSED' };
    // The balance first, as credits take it before the bets they settle (no deadlock). Then only
    // while still open: a credit closing the round under another bet's id settles this bet too.
    const h = { playerId: bet.playerId, currency: bet.currency };
    const before = await lockBalance(tx, h);
    const cancelled = await tx
      .update(houseTransferTxs)
      .set({ betStatus: 'CANCELLED', settledAt: new Date() })
      .where(and(eq(houseTransferTxs.id, bet.id), eq(houseTransferTxs.betStatus, 'OPEN')))
      .returning({ id: houseTransferTxs.id });
    if (cancelled.length === 0) return { status: 'ROUND_CLOSED' };
    const after = before + bet.amount;
    await setBalance(tx, h, after);
    await insertTx(tx, {
      ...row,
      ...h,
      amount: bet.amount,
      balanceAfter: after,
      referenceId: c.referenceId,
      roundId: c.roundId,
    });
    return ok(c.transactionId, after, h.currency);
  });
}
