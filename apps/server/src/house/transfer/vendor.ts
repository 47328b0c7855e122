import type { TransferMoveAnswer, TransferStatusAnswer } from '@mekong/contracts';
import type { Db } from '../../platform/db/index.ts';
import { houseTransferTxs } from '../store/transfer.ts';
import { lockBalance, lockId, setBalance, txOf } from './balances.ts';

export type MoveCall = { transactionId: string; playerId: string; currency: string; amount: bigint };
type Row = typeof houseTransferTxs.$inferSelect;

/** The answer a transfer row stands for, the first time and on every retry. */
function answerOf(row: Row, replayed: boolean): TransferMoveAnswer {
  const balance = row.balanceAfter?.toString();
  if (row.kind === 'VOID') return { status: 'FAILED', transactionId: row.transactionId, reason: 'VOIDED' };
  return {
    status:
      row.status === 'SUCCESS' ? 'SUCCESS' : row.reason === 'INSUFFICIENT_FUNDS' ? 'INSUFFICIENT_FUNDS' : 'FAILED',
    transactionId: row.transactionId,
    ...(balance !== undefined ? { balance } : {}),
    currency: row.currency,
    ...(row.reason && row.status === 'FAILED' ? { reason: row.reason } : {}),
    ...(replayed ? { replayed: true } : {}),
  };
}

/**
 * The platform's deposit (money into the player's house balance) or withdrawal (back out), once
 * per transactionId: a retry answers the first answer, the same id with other content is refused,
 * and an id that `status` already reported as NOT_FOUND can never succeed.
 */
export function moveMoney(db: Db, kind: 'DEPOSIT' | 'WITHDRAW', c: MoveCall): Promise<TransferMoveAnswer> {
  return db.transaction(async (tx) => {
    await lockId(tx, 'PLATFORM', c.transactionId);
    const earlier = await txOf(tx, 'PLATFORM', c.transactionId);
    if (earlier) {
      if (earlier.kind === 'VOID') return answerOf(earlier, false);
      const same =
        earlier.kind === kind &&
        earlier.playerId === c.playerId &&
        earlier.currency === c.currency &&
        earlier.amount === c.amount;
      return same ? answerOf(earlier, true) : { status: 'DUPLICATE_TRANSACTION', transactionId: c.transactionId };
    }
    const holder = { playerId: c.playerId, currency: c.currency };
    const balance = await lockBalance(tx, holder);
    const short = kind === 'WITHDRAW' && balance < c.amount;
    const after = short ? balance : kind === 'DEPOSIT' ? balance + c.amount : balance - c.amount;
    if (!short) await setBalance(tx, holder, after);
    const [row] = await tx
      .insert(houseTransferTxs)
      .values({
        origin: 'PLATFORM',
        transactionId: c.transactionId,
        kind,
        ...holder,
        amount: c.amount,
        status: short ? 'FAILED' : 'SUCCESS',
        reason: short ? 'INSUFFICIENT_FUNDS' : null,
        balanceAfter: after,
      })
      .returning();
    return answerOf(row as Row, false);
  });
}

/**
 * What became of a transfer. An id never seen is recorded as VOID before answering NOT_FOUND, so
 * a deposit or withdrawal still on its way with that id is refused when it arrives: the platform
 * may act on NOT_FOUND at once.
 */
export function transferState(db: Db, transactionId: string): Promise<TransferStatusAnswer> {
  return db.transaction(async (tx) => {
    await lockId(tx, 'PLATFORM', transactionId);
    const row = await txOf(tx, 'PLATFORM', transactionId);
    if (!row) {
      await tx
        .insert(houseTransferTxs)
        .values({ origin: 'PLATFORM', transactionId, kind: 'VOID', playerId: '', currency: '', status: 'FAILED' });
      return { status: 'NOT_FOUND', transactionId };
    }
    if (row.kind === 'VOID') return { status: 'NOT_FOUND', transactionId };
    return {
      status: row.status === 'SUCCESS' ? 'SUCCESS' : 'FAILED',
      transactionId,
      direction: row.kind === 'DEPOSIT' ? 'DEPOSIT' : 'WITHDRAW',
      amount: row.amount.toString(),
      playerId: row.playerId,
      currency: row.currency,
      ...(row.reason ? { reason: row.reason } : {}),
    };
  });
}
