import { and, count, desc, eq, gte, inArray, isNotNull, lte, sql, sum } from 'drizzle-orm';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { bankAccounts, merchants, withdrawals } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { priorAnswer } from '../../platform/money/command.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { outstandingWagering } from '../bets/wagering.ts';
import { HOUSE_KINDS, houseAccount, PLAYER_KINDS, playerAccount } from '../wallet/accounts.ts';
import { moveMoney } from '../wallet/money.ts';
import { checkPaymentPassword } from '../wallet/payment-password.ts';

const DAY_MS = 86_400_000;

/**
 * A withdrawal locks the amount at once (main -> locked), so it cannot be spent while an operator
 * looks at it; approval pays it out of the locked account, rejection gives it back. Its key is
 * looked up before any rule (password, card, limits): a resend answers the first request.
 */
export async function requestWithdrawal(
  db: Db,
  merchant: ResolvedMerchant,
  member: SessionMember,
  input: { bankAccountId: number; amount: bigint; paymentPassword: string; idempotencyKey?: string | undefined },
) {
  const cmd = {
    merchantId: merchant.id,
    scope: `member:${member.id}`,
    key: input.idempotencyKey,
    input: { op: 'withdraw', bankAccountId: input.bankAccountId, amount: input.amount },
    actor: { type: 'member' as const, id: String(member.id) },
    action: 'withdraw.request',
  };
  const prior = await priorAnswer<{ withdrawalId: number }>(db, cmd);
  if (prior) return { id: Number(prior.value.withdrawalId), replayed: true };
  await checkPaymentPassword(db, member, input.paymentPassword);
  const [card] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, input.bankAccountId), eq(bankAccounts.memberId, member.id)));
  if (!card) throw new AppError('request.param.err', 'Unknown bank account');
  if (input.amount < merchant.withdrawMin || input.amount > merchant.withdrawMax) {
    throw new AppError('withdraw.amount.limit', 'The amount is outside the limits', {
      min: merchant.withdrawMin.toString(),
      max: merchant.withdrawMax.toString(),
    });
  }
  const since = new Date(Date.now() - DAY_MS);
  const result = await moveMoney(db, {
    ...cmd,
    type: 'WITHDRAW_LOCK',
    memberId: member.id,
    amount: input.amount,
    accounts: async () => ({
      from: await playerAccount(db, merchant.id, member.id, merchant.currency),
      to: await playerAccount(db, merchant.id, member.id, merchant.currency, PLAYER_KINDS.locked),
    }),
    check: async (tx, { from: main }) => {
      // The day's count and total are read under the lock of the main account row (taken by the
      // postings), so two requests at once cannot both squeeze under the daily limits.
      await tx.execute(sql`select 1 from ledger_accounts where id = ${main} for update`);
      // Bonus money is not cash until its turnover is bet (settling bets take the same lock).
      const owed = await outstandingWagering(tx, merchant.id, member.id);
      if (owed > 0n)
        throw new AppError('withdraw.turnover.required', 'Turnover is still owed before withdrawing', {
          remaining: owed.toString(),
        });
      const [today] = await tx
        .select({ n: count(), total: sum(withdrawals.amount) })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.memberId, member.id),
            gte(withdrawals.createdAt, since),
            inArray(withdrawals.status, ['PENDING', 'APPROVED']),
          ),
        );
      if ((today?.n ?? 0) >= merchant.withdrawDailyCount)
        throw new AppError('withdraw.reach.max.count', 'Daily withdrawal count reached');
      if (BigInt(today?.total ?? '0') + input.amount > merchant.withdrawDailyMax) {
        throw new AppError('withdraw.amount.limit', 'Daily withdrawal total reached', {
          dailyMax: merchant.withdrawDailyMax.toString(),
        });
      }
    },
    after: async (tx) => {
      const [row] = await tx
        .insert(withdrawals)
        .values({ merchantId: merchant.id, memberId: member.id, bankAccountId: card.id, amount: input.amount })
        .returning({ id: withdrawals.id });
      return { withdrawalId: (row as { id: number }).id };
    },
  });
  return { id: Number(result.value.withdrawalId), replayed: result.replayed };
}

/** The refusal a second decision gets: the withdrawal's real state, for the loser to see. */
async function withdrawalDecided(db: Db | Tx, merchantId: number, id: number) {
  const [now] = await db
    .select({
      status: withdrawals.status,
      confirmation: withdrawals.confirmation,
      reviewedBy: withdrawals.reviewedBy,
      reviewedAt: withdrawals.reviewedAt,
    })
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.merchantId, merchantId)));
  if (!now) return new AppError('transaction.not.found', 'No such withdrawal');
  return new AppError('account.booked.trans.confirmed', `This withdrawal is ${now.status} already`, {
    status: now.status,
    confirmation: now.confirmation,
    reviewedBy: now.reviewedBy,
    reviewedAt: now.reviewedAt?.toISOString() ?? null,
  });
}

/**
 * An operator's verdict: pay out (locked -> house payouts) or give back (locked -> main). The
 * PENDING -> decided flip is the first write of the money command's transaction: a second
 * verdict at the same moment (the same or the other one, on any process) waits on the row, finds
 * it decided and is refused with its real state, so only the operator whose verdict took effect
 * is told success.
 */
export async function reviewWithdrawal(
  db: Db,
  merchantId: number,
  id: number,
  operatorId: number,
  approve: boolean,
  note?: string,
) {
  const [merchant] = await db
    .select({ id: merchants.id, currency: merchants.currency })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const [w] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.merchantId, merchantId)));
  if (!merchant || !w) throw new AppError('transaction.not.found', 'No such withdrawal');
  if (w.status !== 'PENDING') throw await withdrawalDecided(db, merchantId, id);
  await moveMoney(db, {
    merchantId,
    scope: `withdrawal:${id}`,
    input: { id, approve },
    actor: { type: 'operator', id: String(operatorId) },
    action: approve ? 'withdraw.approve' : 'withdraw.reject',
    type: approve ? 'WITHDRAW_PAYOUT' : 'WITHDRAW_RETURN',
    memberId: w.memberId,
    reference: String(id),
    amount: w.amount,
    accounts: async () => ({
      from: await playerAccount(db, merchantId, w.memberId, merchant.currency, PLAYER_KINDS.locked),
      to: approve
        ? await houseAccount(db, merchantId, HOUSE_KINDS.payouts, merchant.currency)
        : await playerAccount(db, merchantId, w.memberId, merchant.currency),
    }),
    check: async (tx) => {
      const done = await tx
        .update(withdrawals)
        .set({
          status: approve ? 'APPROVED' : 'REJECTED',
          reviewedBy: operatorId,
          reviewedAt: new Date(),
          note: note ?? null,
        })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'PENDING')))
        .returning({ id: withdrawals.id });
      if (done.length === 0) throw await withdrawalDecided(tx, merchantId, id);
    },
  });
}

/**
 * The player's word on a paid-out withdrawal (SPEC point 4, Withdrawal confirmation), once: of two
 * words at once (or a word racing the automatic confirmation) the one that did not take effect
 * is refused with the withdrawal's real state.
 */
export async function confirmWithdrawal(
  db: Db,
  member: SessionMember,
  id: number,
  input: {
    result: 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED';
    receivedAmount?: bigint | undefined;
    proofs?: string[] | undefined;
  },
) {
  const [w] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.memberId, member.id)));
  if (!w) throw new AppError('transaction.not.found', 'No such withdrawal');
  if (w.status !== 'APPROVED' || w.confirmation !== 'NONE') throw await withdrawalDecided(db, w.merchantId, id);
  if (input.result === 'PARTIAL' && (!input.receivedAmount || input.receivedAmount >= w.amount)) {
    throw new AppError('request.param.err', 'A partial receipt needs an amount below the withdrawal');
  }
  if (input.result === 'NOT_RECEIVED' && !input.proofs?.length)
    throw new AppError('request.param.err', 'Attach proof that nothing arrived');
  const done = await db
    .update(withdrawals)
    .set({
      confirmation: input.result,
      receivedAmount:
        input.result === 'RECEIVED' ? w.amount : input.result === 'PARTIAL' ? (input.receivedAmount ?? null) : 0n,
      proofs: input.proofs ?? [],
      confirmedAt: new Date(),
    })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.confirmation, 'NONE')))
    .returning({ id: withdrawals.id });
  if (done.length === 0) throw await withdrawalDecided(db, w.merchantId, id);
}

/** Payouts nobody confirmed within the merchant's minutes count as received. */
export async function autoConfirmWithdrawals(db: Db, now = new Date()) {
  const rows = await db
    .select({ id: withdrawals.id, reviewedAt: withdrawals.reviewedAt, minutes: merchants.withdrawAutoConfirmMinutes })
    .from(withdrawals)
    .innerJoin(merchants, eq(merchants.id, withdrawals.merchantId))
    .where(
      and(eq(withdrawals.status, 'APPROVED'), eq(withdrawals.confirmation, 'NONE'), isNotNull(withdrawals.reviewedAt)),
    );
  const due = rows
    .filter((r) => r.reviewedAt && now.getTime() - r.reviewedAt.getTime() >= r.minutes * 60_000)
    .map((r) => r.id);
  if (due.length === 0) return 0;
  await db
    .update(withdrawals)
    .set({ confirmation: 'AUTO_RECEIVED', receivedAmount: sql`${withdrawals.amount}`, confirmedAt: now })
    .where(and(inArray(withdrawals.id, due), eq(withdrawals.confirmation, 'NONE')));
  return due.length;
}

export async function withdrawalRecords(
  db: Db,
  member: SessionMember,
  q: { status?: string | undefined; from?: Date | undefined; to?: Date | undefined; page: number; size: number },
) {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, member.id),
        q.status ? eq(withdrawals.status, q.status as 'PENDING') : undefined,
        q.from ? gte(withdrawals.createdAt, q.from) : undefined,
        q.to ? lte(withdrawals.createdAt, q.to) : undefined,
      ),
    )
    .orderBy(desc(withdrawals.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return rows.map((w) => ({
    id: w.id,
    amount: w.amount.toString(),
    status: w.status,
    confirmation: w.confirmation,
    receivedAmount: w.receivedAmount?.toString() ?? null,
    createdAt: w.createdAt.toISOString(),
    reviewedAt: w.reviewedAt?.toISOString() ?? null,
  }));
}
