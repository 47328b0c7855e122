import { and, count, desc, eq, gte, inArray, isNotNull, lte, sql, sum } from 'drizzle-orm';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { bankAccounts, merchants, withdrawals } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { PLAYER_KINDS, playerAccount } from '../../platform/money/accounts.ts';
import { priorAnswer } from '../../platform/money/command.ts';
import { requireWithdrawLevel } from '../protection/index.ts';
import { checkPaymentPassword, moveMoney, refuseWhileTurnoverOwed } from '../wallet/index.ts';

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
    // A withdrawal from a withdraw-only session (a sign-in during a break) says so on its audit
    // line; it meets every rule below unchanged.
    input: {
      op: 'withdraw',
      bankAccountId: input.bankAccountId,
      amount: input.amount,
      ...(member.withdrawOnly ? { duringBreak: true } : {}),
    },
    actor: { type: 'member' as const, id: String(member.id) },
    action: 'withdraw.request',
  };
  const prior = await priorAnswer<{ withdrawalId: number }>(db, cmd);
  if (prior) return { id: Number(prior.value.withdrawalId), replayed: true };
  await checkPaymentPassword(db, member, input.paymentPassword);
  await requireWithdrawLevel(db, merchant.id, member.id);
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
      // Takes the lock of the main account row (the postings would take it anyway), so the day's
      // count and total below are read under it too: two requests at once cannot both squeeze
      // under the daily limits.
      await refuseWhileTurnoverOwed(
        tx,
        { merchantId: merchant.id, memberId: member.id, mainAccount: main },
        'withdraw.turnover.required',
      );
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
