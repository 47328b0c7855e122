import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { deposits, paymentChannels } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { runMoneyCommand } from '../../platform/money/command.ts';
import { requireDepositLevel } from '../protection/index.ts';

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
    await requireDepositLevel(tx, merchant.id, member.id, input.amount);
    // The kernel's policy hook (sql/functions/deposit_policy.sql), in this order's transaction.
    await tx.execute(
      sql`select deposit_policy(${merchant.id}::int, ${member.id}::int, ${channel.kind}, ${input.amount}::bigint)`,
    );
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
