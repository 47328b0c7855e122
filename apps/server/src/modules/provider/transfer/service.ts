import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { providerVendors, vendorTransfers } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/errors.ts';
import { HOUSE_KINDS, playerAccount } from '../../../platform/money/accounts.ts';
import { runMoneyCommand } from '../../../platform/money/command.ts';
import { accountId, post, type Tx } from '../../../platform/money/ledger.ts';
import type { Outcome, VendorTransferApi } from './caller.ts';
import { transferStakePolicy } from './stake-policy.ts';

export type TransferRow = typeof vendorTransfers.$inferSelect;
type Merchant = { id: number; currency: string };

/**
 * The merchant's account for money its players hold at a TRANSFER-model vendor: deposits go in,
 * withdrawals come out. It is a house account, so it may go negative when players win more at
 * the vendor than they brought; what it shows is what the brand and the vendor settle between them.
 */
export const custodyAccount = (db: Db, merchantId: number, vendorCode: string, currency: string) =>
  accountId(db, { merchantId, memberId: null, kind: HOUSE_KINDS.vendorCustody, vendorCode, currency });

/** Our transaction id for the vendor: unguessable, unique across every vendor. */
const newTransferId = () => `MT${randomBytes(12).toString('hex')}`;

/** The platform's player id, as `authenticate` gives it to vendors. */
export const playerIdOf = (row: Pick<TransferRow, 'memberId'>) => String(row.memberId);

const callOf = (row: TransferRow) => ({
  transactionId: row.transactionId,
  playerId: playerIdOf(row),
  currency: row.currency,
  amount: row.amount,
  direction: row.direction,
});

async function transferById(db: Db | Tx, id: number) {
  const [row] = await db.select().from(vendorTransfers).where(eq(vendorTransfers.id, id));
  if (!row) throw new Error(`vendor transfer ${id} vanished`);
  return row;
}

/**
 * Starts a move to or from a TRANSFER-model vendor. IN: the money leaves the main wallet for the
 * custody account in the same transaction that records the transfer, then the vendor is asked to
 * deposit it. OUT: the transfer is recorded, the vendor is asked to withdraw, and only its success
 * brings the money back. Keyed by the player's idempotency key; a replay answers the transfer's
 * state now (the resolve job finishes one left PENDING).
 */
export async function startTransfer(
  db: Db,
  api: VendorTransferApi,
  t: {
    merchant: Merchant;
    memberId: number;
    vendorCode: string;
    direction: 'IN' | 'OUT';
    amount: bigint;
    key?: string | undefined;
  },
) {
  // Checked before any money moves: without an API to call, a transfer could only hang. A vendor
  // the platform switched off takes no new money, but what players hold there must still be able
  // to come home (recall-all and breaks withdraw from it), so a withdrawal is still attempted.
  const [reachable] = await db
    .select({ enabled: providerVendors.enabled })
    .from(providerVendors)
    .where(and(eq(providerVendors.code, t.vendorCode), isNotNull(providerVendors.transferUrl)));
  if (!reachable || (t.direction === 'IN' && !reachable.enabled))
    throw new AppError('wallet.transfer.unavailable', 'This game vendor cannot take transfers now');
  const main = await playerAccount(db, t.merchant.id, t.memberId, t.merchant.currency);
  const custody = await custodyAccount(db, t.merchant.id, t.vendorCode, t.merchant.currency);
  const created = await runMoneyCommand(
    db,
    {
      merchantId: t.merchant.id,
      scope: `member:${t.memberId}`,
      key: t.key,
      input: { op: 'walletTransfer', vendorCode: t.vendorCode, direction: t.direction, amount: t.amount },
      actor: { type: 'member', id: String(t.memberId) },
      action: 'wallet.transfer',
    },
    async (tx) => {
      const [row] = await tx
        .insert(vendorTransfers)
        .values({
          transactionId: newTransferId(),
          merchantId: t.merchant.id,
          memberId: t.memberId,
          vendorCode: t.vendorCode,
          direction: t.direction,
          amount: t.amount,
          currency: t.merchant.currency,
          status: 'PENDING',
        })
        .returning();
      const transfer = row as TransferRow;
      if (t.direction === 'IN') {
        // Money at a vendor that keeps its own balance is staked out of the kernel's sight: the
        // stake policy (a break, the loss and wager limits) is asked here (stake-policy.ts).
        await transferStakePolicy(tx, {
          merchantId: t.merchant.id,
          memberId: t.memberId,
          amount: t.amount,
          transferId: transfer.id,
        });
        const held = await post(tx, {
          merchantId: t.merchant.id,
          type: 'WALLET_TO_VENDOR',
          memberId: t.memberId,
          reference: transfer.transactionId,
          meta: { vendorCode: t.vendorCode, transferId: transfer.id },
          postings: [
            { accountId: main, amount: -t.amount },
            { accountId: custody, amount: t.amount },
          ],
        });
        await tx
          .update(vendorTransfers)
          .set({ ledgerTransactionId: held.transactionId })
          .where(eq(vendorTransfers.id, transfer.id));
      }
      return { transferId: transfer.id };
    },
  );
  let row = await transferById(db, created.value.transferId);
  if (!created.replayed) {
    const call = callOf(row);
    let outcome = await (row.direction === 'IN' ? api.deposit : api.withdraw)(row.vendorCode, call);
    if (outcome.kind === 'UNKNOWN') outcome = await api.status(row.vendorCode, call);
    row = await settleTransfer(db, row, outcome);
  }
  return { row, replayed: created.replayed };
}

/** Asks the vendor what became of a PENDING transfer and settles it if the answer is definite. */
export async function resolveTransfer(db: Db, api: VendorTransferApi, row: TransferRow) {
  if (row.status !== 'PENDING') return row;
  return settleTransfer(db, row, await api.status(row.vendorCode, callOf(row)));
}

/**
 * Applies a definite outcome once: the row is locked and must still be PENDING, so the request
 * and the resolve job (or two jobs) can never both move the money.
 */
export async function settleTransfer(db: Db, row: TransferRow, outcome: Outcome): Promise<TransferRow> {
  if (outcome.kind === 'UNKNOWN') {
    await db
      .update(vendorTransfers)
      .set({
        attempts: sql`${vendorTransfers.attempts} + 1`,
        lastAnswer: { unknown: outcome.reason },
        updatedAt: new Date(),
      })
      .where(eq(vendorTransfers.id, row.id));
    return transferById(db, row.id);
  }
  const moves = (row.direction === 'OUT') === (outcome.kind === 'SUCCESS');
  const main = moves ? await playerAccount(db, row.merchantId, row.memberId, row.currency) : 0;
  const custody = moves ? await custodyAccount(db, row.merchantId, row.vendorCode, row.currency) : 0;
  await runMoneyCommand(
    db,
    {
      merchantId: row.merchantId,
      scope: 'vendor-transfer',
      input: { transferId: row.id, outcome: outcome.kind },
      actor: { type: 'vendor', id: row.vendorCode },
      action: outcome.kind === 'SUCCESS' ? 'vendor.transfer.done' : 'vendor.transfer.failed',
    },
    async (tx) => {
      const [locked] = await tx.select().from(vendorTransfers).where(eq(vendorTransfers.id, row.id)).for('update');
      if (locked?.status !== 'PENDING') return null;
      let posted: number | undefined;
      if (moves) {
        // OUT that succeeded: the vendor paid; IN that failed: the vendor never took it.
        const back = await post(tx, {
          merchantId: row.merchantId,
          type: row.direction === 'OUT' ? 'VENDOR_TO_WALLET' : 'WALLET_TO_VENDOR_RETURN',
          memberId: row.memberId,
          reference: row.transactionId,
          reverses: row.direction === 'IN' ? row.ledgerTransactionId : null,
          meta: { vendorCode: row.vendorCode, transferId: row.id },
          postings: [
            { accountId: custody, amount: -row.amount },
            { accountId: main, amount: row.amount },
          ],
        });
        posted = back.transactionId;
      }
      await tx
        .update(vendorTransfers)
        .set({
          status: outcome.kind === 'SUCCESS' ? 'DONE' : 'FAILED',
          failure: outcome.kind === 'FAILED' ? outcome.reason : null,
          ...(row.direction === 'OUT' && posted ? { ledgerTransactionId: posted } : {}),
          ...(row.direction === 'IN' && posted ? { reversalTransactionId: posted } : {}),
          lastAnswer: outcome.answer as Record<string, unknown>,
          updatedAt: new Date(),
          resolvedAt: new Date(),
        })
        .where(eq(vendorTransfers.id, row.id));
      return null;
    },
  );
  return transferById(db, row.id);
}

/** What the player's transfer call answers: done or pending; a failure is an error. */
export function transferAnswer(row: TransferRow, replayed: boolean) {
  if (row.status === 'FAILED') {
    if (row.failure === 'INSUFFICIENT_FUNDS')
      throw new AppError('account.balance.not.enough', 'Not enough money in the game wallet');
    throw new AppError(
      'wallet.transfer.failed',
      `The game vendor refused the transfer (${row.failure}); nothing moved`,
    );
  }
  return {
    transactionId: row.ledgerTransactionId ?? 0,
    replayed,
    status: row.status as 'DONE' | 'PENDING',
    transferId: row.transactionId,
  };
}
