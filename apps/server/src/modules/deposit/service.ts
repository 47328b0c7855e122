import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { deposits, paymentChannels } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import type { Actor } from '../../platform/money/command.ts';
import { HOUSE_KINDS, houseAccount, playerAccount } from '../wallet/accounts.ts';
import { moveMoney } from '../wallet/money.ts';

export async function listChannels(db: Db, merchantId: number) {
  const rows = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.enabled, true)))
    .orderBy(paymentChannels.sort);
  return rows.map((c) => ({
    id: c.id,
    kind: c.kind,
    name: c.name,
    minAmount: c.minAmount.toString(),
    maxAmount: c.maxAmount.toString(),
    feeBps: c.feeBps,
    bankName: c.bankName,
    accountNumber: c.accountNumber,
    accountName: c.accountName,
  }));
}

/** Opens a deposit order; the money moves only when it is confirmed (operator or gateway). */
export async function createDeposit(
  db: Db,
  merchant: ResolvedMerchant,
  member: SessionMember,
  input: { channelId: number; amount: bigint; reference?: string | undefined },
) {
  const [channel] = await db
    .select()
    .from(paymentChannels)
    .where(
      and(
        eq(paymentChannels.id, input.channelId),
        eq(paymentChannels.merchantId, merchant.id),
        eq(paymentChannels.enabled, true),
      ),
    );
  if (!channel) throw new AppError('request.param.err', 'Unknown payment channel');
  if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
    throw new AppError('deposit.invalid.amount', 'The amount is outside this channel’s limits', {
      min: channel.minAmount.toString(),
      max: channel.maxAmount.toString(),
    });
  }
  const fee = (input.amount * BigInt(channel.feeBps)) / 10_000n;
  const [row] = await db
    .insert(deposits)
    .values({
      merchantId: merchant.id,
      memberId: member.id,
      channelId: channel.id,
      amount: input.amount,
      fee,
      reference: input.reference ?? null,
    })
    .returning();
  return { deposit: row as typeof deposits.$inferSelect, channel };
}

/**
 * Credits a pending deposit once: the status flips PENDING -> PAID in the same transaction as
 * the postings, so a second confirmation or a repeated callback finds nothing to do.
 */
export async function settleDeposit(
  db: Db,
  merchant: { id: number; currency: string },
  depositId: number,
  actor: Actor,
  key?: string,
) {
  const [order] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchant.id)));
  if (!order) throw new AppError('transaction.not.found', 'No such deposit');
  if (order.status !== 'PENDING')
    throw new AppError('account.booked.trans.confirmed', 'This deposit was settled already');
  const credited = order.amount - order.fee;
  return moveMoney(db, {
    merchantId: merchant.id,
    scope: actor.type === 'gateway' ? `gateway:${actor.id}` : `deposit:${depositId}`,
    key: key ?? `deposit-${depositId}`,
    input: { depositId },
    actor,
    action: 'deposit.settle',
    type: 'DEPOSIT',
    memberId: order.memberId,
    reference: String(depositId),
    meta: { depositId, fee: order.fee.toString() },
    amount: credited,
    accounts: async () => ({
      from: await houseAccount(db, merchant.id, HOUSE_KINDS.deposits, merchant.currency),
      to: await playerAccount(db, merchant.id, order.memberId, merchant.currency),
    }),
    after: async (tx, transactionId) => {
      const done = await tx
        .update(deposits)
        .set({
          status: 'PAID',
          settledAt: new Date(),
          transactionId,
          reviewedBy: actor.type === 'operator' ? Number(actor.id) : null,
        })
        .where(and(eq(deposits.id, depositId), eq(deposits.status, 'PENDING')))
        .returning({ id: deposits.id });
      if (done.length === 0) throw new AppError('account.booked.trans.confirmed', 'This deposit was settled already');
    },
  });
}

export async function rejectDeposit(
  db: Db,
  merchantId: number,
  depositId: number,
  operatorId: number,
  note: string | undefined,
) {
  const done = await db
    .update(deposits)
    .set({ status: 'REJECTED', settledAt: new Date(), reviewedBy: operatorId, note: note ?? null })
    .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchantId), eq(deposits.status, 'PENDING')))
    .returning({ id: deposits.id });
  if (done.length === 0) throw new AppError('account.booked.trans.confirmed', 'Only a pending deposit can be rejected');
}

export async function depositRecords(
  db: Db,
  member: SessionMember,
  q: { status?: string | undefined; from?: Date | undefined; to?: Date | undefined; page: number; size: number },
) {
  const where = and(
    eq(deposits.merchantId, member.merchantId),
    eq(deposits.memberId, member.id),
    q.status ? eq(deposits.status, q.status as 'PENDING') : undefined,
    q.from ? gte(deposits.createdAt, q.from) : undefined,
    q.to ? lte(deposits.createdAt, q.to) : undefined,
  );
  const rows = await db
    .select()
    .from(deposits)
    .where(where)
    .orderBy(desc(deposits.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return rows.map((d) => ({
    id: d.id,
    channelId: d.channelId,
    amount: d.amount.toString(),
    fee: d.fee.toString(),
    status: d.status,
    reference: d.reference,
    createdAt: d.createdAt.toISOString(),
    settledAt: d.settledAt?.toISOString() ?? null,
  }));
}
