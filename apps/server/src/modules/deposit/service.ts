import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { deposits, paymentChannels } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { type Actor, runMoneyCommand } from '../../platform/money/command.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { HOUSE_KINDS, houseAccount, playerAccount } from '../wallet/accounts.ts';
import { moveMoney } from '../wallet/money.ts';

/** The merchant's open channels; a gateway channel only when this server runs its gateway. */
export async function listChannels(db: Db, merchantId: number, gateways: ReadonlySet<string>) {
  const rows = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.enabled, true)))
    .orderBy(paymentChannels.sort);
  return rows
    .filter((c) => c.kind !== 'GATEWAY' || gateways.has(c.gateway ?? ''))
    .map((c) => ({
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

/** What a player sees of a deposit order: its answer, and the stored answer of a resend. */
export type OpenedDeposit = { id: number; status: string; channelId: number; amount: string; gateway: string | null };

/**
 * Opens a deposit order; the money moves only when it is confirmed (operator or gateway). A money
 * command for its key alone: the key is looked up before the channel and its limits are checked,
 * so a resend answers the first order (however the channel changed since) and never opens a
 * second one. `gateways` are the gateways this server runs: a channel of any other is closed.
 */
export async function createDeposit(
  db: Db,
  merchant: ResolvedMerchant,
  member: SessionMember,
  input: { channelId: number; amount: bigint; reference?: string | undefined; idempotencyKey?: string | undefined },
  gateways: ReadonlySet<string>,
) {
  const cmd = {
    merchantId: merchant.id,
    scope: `member:${member.id}`,
    key: input.idempotencyKey,
    input: { op: 'deposit', channelId: input.channelId, amount: input.amount, reference: input.reference ?? null },
    actor: { type: 'member' as const, id: String(member.id) },
    action: 'deposit.request',
  };
  const result = await runMoneyCommand<OpenedDeposit>(db, cmd, async (tx) => {
    const [channel] = await tx
      .select()
      .from(paymentChannels)
      .where(
        and(
          eq(paymentChannels.id, input.channelId),
          eq(paymentChannels.merchantId, merchant.id),
          eq(paymentChannels.enabled, true),
        ),
      );
    if (!channel || (channel.kind === 'GATEWAY' && !gateways.has(channel.gateway ?? '')))
      throw new AppError('request.param.err', 'Unknown payment channel');
    if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
      throw new AppError('deposit.invalid.amount', 'The amount is outside this channel’s limits', {
        min: channel.minAmount.toString(),
        max: channel.maxAmount.toString(),
      });
    }
    const fee = (input.amount * BigInt(channel.feeBps)) / 10_000n;
    const [row] = await tx
      .insert(deposits)
      .values({
        merchantId: merchant.id,
        memberId: member.id,
        channelId: channel.id,
        amount: input.amount,
        fee,
        reference: input.reference ?? null,
      })
      .returning({ id: deposits.id, status: deposits.status });
    const opened = row as { id: number; status: string };
    return {
      id: opened.id,
      status: opened.status,
      channelId: channel.id,
      amount: input.amount.toString(),
      gateway: channel.kind === 'GATEWAY' ? channel.gateway : null,
    };
  });
  return { ...result.value, replayed: result.replayed };
}

/** The refusal a decision on an order decided already gets: its real state, for the loser to see. */
async function depositDecided(db: Db | Tx, merchantId: number, depositId: number) {
  const [now] = await db
    .select({ status: deposits.status, reviewedBy: deposits.reviewedBy, settledAt: deposits.settledAt })
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchantId)));
  if (!now) return new AppError('transaction.not.found', 'No such deposit');
  return new AppError('account.booked.trans.confirmed', `This deposit is ${now.status} already`, {
    status: now.status,
    reviewedBy: now.reviewedBy,
    settledAt: now.settledAt?.toISOString() ?? null,
  });
}

/**
 * Credits a pending deposit once. The order's PENDING -> PAID flip comes first in the money
 * command's transaction, before the postings: of two confirmations at once (two operators, two
 * processes, an operator and the gateway) the second waits on the row, finds it decided and is
 * refused with its real state; it never answers success for the other's credit. A gateway's
 * retried callback is keyed by its transaction id and answers its first result.
 */
export async function settleDeposit(
  db: Db,
  merchant: { id: number; currency: string },
  depositId: number,
  actor: Actor,
  gatewayTxId?: string,
) {
  const [order] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchant.id)));
  if (!order) throw new AppError('transaction.not.found', 'No such deposit');
  if (order.status !== 'PENDING') throw await depositDecided(db, merchant.id, depositId);
  const credited = order.amount - order.fee;
  return moveMoney(db, {
    merchantId: merchant.id,
    scope: actor.type === 'gateway' ? `gateway:${actor.id}` : `deposit:${depositId}`,
    // An operator's decision is not a replayable request: a second one is refused, not answered.
    key: actor.type === 'gateway' ? gatewayTxId : undefined,
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
    check: async (tx) => {
      const done = await tx
        .update(deposits)
        .set({
          status: 'PAID',
          settledAt: new Date(),
          reviewedBy: actor.type === 'operator' ? Number(actor.id) : null,
          gatewayTxId: actor.type === 'gateway' ? (gatewayTxId ?? null) : null,
        })
        .where(and(eq(deposits.id, depositId), eq(deposits.status, 'PENDING')))
        .returning({ id: deposits.id });
      if (done.length === 0) throw await depositDecided(tx, merchant.id, depositId);
    },
    after: async (tx, transactionId) => {
      await tx.update(deposits).set({ transactionId }).where(eq(deposits.id, depositId));
    },
  });
}

/** An operator's refusal of a pending order; a decided one is refused with its real state. */
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
  if (done.length === 0) throw await depositDecided(db, merchantId, depositId);
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
