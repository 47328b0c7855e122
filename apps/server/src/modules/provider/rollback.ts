import type { ProviderAnswer } from '@mekong/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { bets, providerRounds, providerTransactions } from '../../platform/db/schema.ts';
import { runMoneyCommand } from '../../platform/money/command.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { walletOf } from '../bets/service.ts';
import { gamesHouseAccount } from '../wallet/accounts.ts';
import { moveMoney } from '../wallet/money.ts';
import { actorOf, betWithMerchant, earlier, type Kind, ProviderRefusal, refusalOf } from './wallet.ts';

/*
 * A vendor's rollback (docs/provider-api.md): a money command in TypeScript, rarer than debits
 * and credits (it follows a timeout), so it keeps its round trips. It serialises with them on
 * the locks they take: the bet id's advisory lock (provider_debit(), sql/functions/provider_debit.sql) and the
 * round's row (provider_debit() and provider_credit(), migrations 0026 and 0027).
 */

/** Records a call and its answer beside the money it moved, in the same transaction. */
async function remember(
  tx: Tx,
  row: { vendorCode: string; transactionId: string; merchantId: number; memberId: number; kind: Kind },
  extra: { roundId: string; referenceId?: string; amount: bigint; fingerprint: string },
  answer: ProviderAnswer,
) {
  await tx.insert(providerTransactions).values({
    ...row,
    roundId: extra.roundId,
    referenceId: extra.referenceId ?? null,
    amount: extra.amount,
    response: { ...answer, fingerprint: extra.fingerprint },
  });
}

/** Debit and rollback of one bet id take the same lock, so neither can miss the other. */
const lockBetId = (tx: Tx, vendorCode: string, betId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${vendorCode}:${betId}`}))`);

/**
 * The bet's round row: provider_debit() and provider_credit() lock it before reading the round
 * and its bets, so a rollback taking it too sees every win, zero ones included, or is seen by it.
 * Taken after lockBetId, in the order provider_debit() takes both.
 */
async function lockedBetState(tx: Tx, vendorCode: string, bet: { id: number; roundId: string; memberId: number }) {
  await tx
    .select({ closedAt: providerRounds.closedAt })
    .from(providerRounds)
    .where(
      and(
        eq(providerRounds.vendorCode, vendorCode),
        eq(providerRounds.roundId, bet.roundId),
        eq(providerRounds.memberId, bet.memberId),
      ),
    )
    .for('update');
  const [now] = await tx
    .select({
      status: bets.status,
      payout: bets.payout,
      credited: sql<boolean>`exists (select 1 from provider_transactions t
        where t.vendor_code = ${vendorCode} and t.reference_id = ${bets.externalId} and t.kind = 'CREDIT')`,
    })
    .from(bets)
    .where(eq(bets.id, bet.id));
  return now;
}

/** Why a bet cannot be rolled back (docs/provider-api.md, rollback), or null if it can. */
function rollbackRefusal(bet: { status: string; payout: bigint; credited?: boolean } | undefined) {
  if (bet?.status === 'CANCELLED') return new ProviderRefusal('BET_ROLLED_BACK');
  if (bet?.status !== 'OPEN' || bet.payout > 0n || bet.credited) return new ProviderRefusal('ROUND_CLOSED');
  return null;
}

async function betOf(db: Db | Tx, vendorCode: string, externalId: string) {
  const [bet] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.vendorCode, vendorCode), eq(bets.externalId, externalId)))
    .limit(1);
  return bet;
}

/**
 * Cancels a bet and gives the stake back. A rollback of a bet never seen is recorded and answered
 * OK, so the late bet that follows is refused; a bet that received a credit (a zero one too) or
 * whose round closed cannot be undone (ROUND_CLOSED), nor one already rolled back (BET_ROLLED_BACK).
 * The decision is made under the bet id's lock and its round's, the locks debits and credits take.
 */
export async function rollback(
  db: Db,
  vendorCode: string,
  call: { transactionId: string; referenceId: string; roundId: string },
): Promise<ProviderAnswer> {
  const fingerprint = `${call.referenceId}|${call.roundId}`;
  const replay = await earlier(db, vendorCode, call.transactionId, 'ROLLBACK', fingerprint);
  if (replay) return replay;
  // The vendor's id stands for this, not for the HTTP request's id: resends replay.
  const input = { referenceId: call.referenceId, roundId: call.roundId };
  const found = await betWithMerchant(db, vendorCode, call.referenceId);
  const bet = found?.bet;
  try {
    if (!bet) return await tombstone(db, vendorCode, call, input, fingerprint);
    // The bet's state is judged only after the key is claimed: a resend arriving while the first
    // commits would otherwise read the bet it cancelled and be refused instead of replayed.
    const merchant = found.merchant;
    if (!merchant) throw new ProviderRefusal('UNKNOWN_TRANSACTION');
    const wallet = await walletOf(db, merchant, bet.memberId, 'VENDOR', vendorCode);
    const result = await moveMoney(db, {
      merchantId: merchant.id,
      scope: `rollback:${vendorCode}`,
      key: call.transactionId,
      input,
      actor: actorOf(vendorCode),
      action: 'vendor.rollback',
      type: 'BET_REFUND',
      memberId: bet.memberId,
      reference: call.transactionId,
      meta: { vendorCode, gameCode: bet.gameCode, roundId: bet.roundId, betId: bet.id },
      amount: bet.stake,
      accounts: async () => ({
        from: await gamesHouseAccount(db, merchant.id, bet.memberId, merchant.currency),
        to: wallet,
      }),
      check: async (tx) => {
        await lockBetId(tx, vendorCode, call.referenceId);
        const refusal = rollbackRefusal(await lockedBetState(tx, vendorCode, bet));
        if (refusal) throw refusal;
      },
      after: async (tx, transactionId, balances) => {
        await tx
          .update(bets)
          .set({ status: 'CANCELLED', validStake: 0n, settledAt: new Date(), creditTransactionId: transactionId })
          .where(eq(bets.id, bet.id));
        const answer: ProviderAnswer = {
          status: 'OK',
          balance: (balances.get(wallet) ?? 0n).toString(),
          currency: merchant.currency,
          transactionId: call.transactionId,
        };
        await remember(
          tx,
          {
            vendorCode,
            transactionId: call.transactionId,
            merchantId: merchant.id,
            memberId: bet.memberId,
            kind: 'ROLLBACK',
          },
          { roundId: call.roundId, referenceId: call.referenceId, amount: bet.stake, fingerprint },
          answer,
        );
        return { balance: answer.balance as string };
      },
    });
    return {
      status: 'OK',
      balance: String(result.value.balance),
      currency: merchant.currency,
      transactionId: call.transactionId,
      ...(result.replayed ? { replayed: true } : {}),
    };
  } catch (err) {
    throw refusalOf(err);
  }
}

/** A rollback of a bet never seen: recorded, so the debit arriving later is refused. */
async function tombstone(
  db: Db,
  vendorCode: string,
  call: { transactionId: string; referenceId: string; roundId: string },
  input: unknown,
  fingerprint: string,
): Promise<ProviderAnswer> {
  // The platform has no player for it, so member 0 stands for "nobody yet".
  const result = await runMoneyCommand(
    db,
    {
      merchantId: 0,
      scope: `rollback:${vendorCode}`,
      key: call.transactionId,
      input,
      actor: actorOf(vendorCode),
      action: 'vendor.rollback.unseen',
    },
    async (tx) => {
      await lockBetId(tx, vendorCode, call.referenceId);
      if (await betOf(tx, vendorCode, call.referenceId)) throw new ProviderRefusal('UNKNOWN_ERROR');
      const answer: ProviderAnswer = { status: 'OK', transactionId: call.transactionId };
      await remember(
        tx,
        { vendorCode, transactionId: call.transactionId, merchantId: 0, memberId: 0, kind: 'ROLLBACK' },
        { roundId: call.roundId, referenceId: call.referenceId, amount: 0n, fingerprint },
        answer,
      );
      return answer;
    },
  );
  return result.replayed ? { ...result.value, replayed: true } : result.value;
}
