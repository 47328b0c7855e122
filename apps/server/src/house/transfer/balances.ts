import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { houseTransferTxs, houseTransferWallets } from '../store/transfer.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Holder = { playerId: string; currency: string };

/**
 * One id is handled by one transaction at a time: a retry racing the first call, or a `status`
 * racing a late deposit, waits and then sees what the other did.
 */
export const lockId = (tx: Tx, origin: 'PLATFORM' | 'GAME', id: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`house-transfer:${origin}:${id}`}))`);

/** The row of an id, if any. */
export async function txOf(tx: Tx | Db, origin: 'PLATFORM' | 'GAME', id: string) {
  const [row] = await tx
    .select()
    .from(houseTransferTxs)
    .where(and(eq(houseTransferTxs.origin, origin), eq(houseTransferTxs.transactionId, id)));
  return row;
}

/** The player's balance, locked for the rest of the transaction (the wallet opens on first use). */
export async function lockBalance(tx: Tx, h: Holder): Promise<bigint> {
  await tx.insert(houseTransferWallets).values(h).onConflictDoNothing();
  const [w] = await tx
    .select({ balance: houseTransferWallets.balance })
    .from(houseTransferWallets)
    .where(and(eq(houseTransferWallets.playerId, h.playerId), eq(houseTransferWallets.currency, h.currency)))
    .for('update');
  return w?.balance ?? 0n;
}

export async function setBalance(tx: Tx, h: Holder, balance: bigint) {
  await tx
    .update(houseTransferWallets)
    .set({ balance, updatedAt: new Date() })
    .where(and(eq(houseTransferWallets.playerId, h.playerId), eq(houseTransferWallets.currency, h.currency)));
}

/** What the player holds at the house now (0 for a player never seen). */
export async function heldBalance(db: Db, h: Holder): Promise<bigint> {
  const [w] = await db
    .select({ balance: houseTransferWallets.balance })
    .from(houseTransferWallets)
    .where(and(eq(houseTransferWallets.playerId, h.playerId), eq(houseTransferWallets.currency, h.currency)));
  return w?.balance ?? 0n;
}
