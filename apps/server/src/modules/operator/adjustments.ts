import type { AdjustmentListQuery, AdjustmentRequest, BalanceAdjustment } from '@mekong/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { operatorActor } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/index.ts';
import { balanceAdjustments, members, operators } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { HOUSE_KINDS, houseAccount, playerAccount } from '../../platform/money/accounts.ts';
import { type MoneyCommand, runMoneyCommand } from '../../platform/money/command.ts';
import { post, type Tx } from '../../platform/money/ledger.ts';
import { recordSoleCredit, soleAllowance, soleApprovalLimit } from '../bonus/index.ts';
import { playerOf } from './players.ts';

/** Who is acting, and from where (the audit line's IP). */
export type OperatorCall = { merchantId: number; currency: string; operatorId: number; ip: string };

type Row = typeof balanceAdjustments.$inferSelect;

/** The two accounts an adjustment moves money between. */
type Accounts = { player: number; house: number };

/**
 * The player's main account and the merchant's adjustments account, so the house side of every
 * adjustment sums in one place. Looked up (opened on first use) before the command's transaction
 * starts: on the embedded database a lookup through the pool inside it would wait for it forever.
 */
const accountsOf = async (db: Db, call: OperatorCall, memberId: number): Promise<Accounts> => ({
  player: await playerAccount(db, call.merchantId, memberId, call.currency),
  house: await houseAccount(db, call.merchantId, HOUSE_KINDS.adjustments, call.currency),
});

/** The movement of an applied adjustment; a debit larger than the balance is refused by the ledger. */
async function applyMoney(tx: Tx, call: OperatorCall, row: Row, accounts: Accounts) {
  const { transactionId } = await post(tx, {
    merchantId: call.merchantId,
    type: 'ADJUSTMENT',
    memberId: row.memberId,
    reference: `adjustment:${row.id}`,
    meta: { adjustmentId: row.id, reason: row.reason },
    postings: [
      { accountId: accounts.player, amount: row.amount },
      { accountId: accounts.house, amount: -row.amount },
    ],
  });
  await tx.update(balanceAdjustments).set({ transactionId }).where(eq(balanceAdjustments.id, row.id));
}

/**
 * An operator's adjustment of a player's main balance. A debit at or under the merchant's
 * threshold moves the money at once; so does a credit, if with every credit this operator made
 * alone over the last day (balance adjustments and manual bonuses, bonus/sole-approval.ts) it stays
 * at or under the threshold. Anything else waits for a second operator. The running total is
 * counted in the transaction that applies the credit, under a lock on the operator, so two
 * requests at once (two server processes) are judged one after the other. Keyed: a resend answers
 * what the first send did. A player of another merchant is not found.
 */
export async function requestAdjustment(
  db: Db,
  call: OperatorCall,
  memberId: number,
  body: AdjustmentRequest,
): Promise<{ value: BalanceAdjustment; replayed: boolean }> {
  const player = await playerOf(db, call.merchantId, memberId);
  const amount = BigInt(body.amount);
  const size = amount < 0n ? -amount : amount;
  // Only what may apply at once needs the accounts, opened before the transaction (accountsOf).
  const accounts =
    size <= (await soleApprovalLimit(db, call.merchantId)) ? await accountsOf(db, call, player.id) : null;
  const cmd: MoneyCommand = {
    merchantId: call.merchantId,
    scope: 'operator.adjustment',
    key: body.key,
    input: { memberId: player.id, amount: body.amount, reason: body.reason },
    actor: operatorActor(call.operatorId),
    action: 'player.balance.adjust.request',
    ip: call.ip,
  };
  const result = await runMoneyCommand<{ id: number }>(db, cmd, async (tx) => {
    const now =
      accounts !== null &&
      (amount < 0n
        ? size <= (await soleApprovalLimit(tx, call.merchantId))
        : (await soleAllowance(tx, call.merchantId, call.operatorId, amount)).allowed);
    // The audit line, written when this returns, names what happened.
    cmd.action = now ? 'player.balance.adjust' : 'player.balance.adjust.request';
    const [row] = await tx
      .insert(balanceAdjustments)
      .values({
        merchantId: call.merchantId,
        memberId: player.id,
        amount,
        reason: body.reason,
        status: now ? 'APPLIED' : 'PENDING',
        requestedBy: call.operatorId,
        decidedAt: now ? sql`now()` : null,
      })
      .returning();
    if (!row) throw new Error('the adjustment was not stored');
    if (now && accounts) {
      if (amount > 0n)
        await recordSoleCredit(
          tx,
          call.merchantId,
          { operatorId: call.operatorId, memberId: player.id, source: 'ADJUSTMENT', reference: `adjustment:${row.id}` },
          amount,
        );
      await applyMoney(tx, call, row, accounts);
    }
    return { id: row.id };
  });
  return { value: await adjustmentOf(db, call.merchantId, result.value.id), replayed: result.replayed };
}

/**
 * A second operator's decision on a PENDING adjustment. The state changes only from PENDING, in
 * the statement that claims it, so two decisions at once cannot both take effect; an approval
 * moves the money in the same transaction (a debit the balance no longer covers is refused and
 * the adjustment stays PENDING).
 */
export async function decideAdjustment(
  db: Db,
  call: OperatorCall,
  id: number,
  decision: { approve: boolean; note: string },
): Promise<BalanceAdjustment> {
  const status = decision.approve ? 'APPLIED' : 'REJECTED';
  const asked = await adjustmentOf(db, call.merchantId, id);
  const accounts = decision.approve ? await accountsOf(db, call, asked.memberId) : null;
  await runMoneyCommand(
    db,
    {
      merchantId: call.merchantId,
      scope: 'operator.adjustment.decision',
      input: { id, status, note: decision.note },
      actor: operatorActor(call.operatorId),
      action: decision.approve ? 'player.balance.adjust.approve' : 'player.balance.adjust.reject',
      ip: call.ip,
    },
    async (tx) => {
      const [row] = await tx
        .update(balanceAdjustments)
        .set({ status, decidedBy: call.operatorId, decidedAt: sql`now()`, decisionNote: decision.note || null })
        .where(
          and(
            eq(balanceAdjustments.id, id),
            eq(balanceAdjustments.merchantId, call.merchantId),
            eq(balanceAdjustments.status, 'PENDING'),
            sql`${balanceAdjustments.requestedBy} <> ${call.operatorId}`,
          ),
        )
        .returning();
      if (!row) throw await whyNotDecided(tx, call, id);
      if (accounts) await applyMoney(tx, call, row, accounts);
      return null;
    },
  );
  return adjustmentOf(db, call.merchantId, id);
}

/** Why a decision found nothing to claim: unknown here, decided already, or the requester's own. */
async function whyNotDecided(tx: Tx, call: OperatorCall, id: number) {
  const [row] = await tx
    .select({ status: balanceAdjustments.status, requestedBy: balanceAdjustments.requestedBy })
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.merchantId, call.merchantId)));
  if (!row) return new AppError('adjustment.not.found', 'No such adjustment');
  if (row.status !== 'PENDING')
    return new AppError('adjustment.decided', 'This adjustment was decided already', { status: row.status });
  return new AppError('adjustment.same.operator', 'A second operator must decide this adjustment');
}

const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');

function listed(db: Db, where: SQL | undefined) {
  return db
    .select({
      row: balanceAdjustments,
      account: members.account,
      requestedBy: requester.username,
      decidedBy: decider.username,
    })
    .from(balanceAdjustments)
    .innerJoin(members, eq(members.id, balanceAdjustments.memberId))
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy))
    .where(where);
}

type Listed = Awaited<ReturnType<typeof listed>>[number];

const asAdjustment = (r: Listed): BalanceAdjustment => ({
  id: r.row.id,
  memberId: r.row.memberId,
  account: r.account,
  amount: r.row.amount.toString(),
  reason: r.row.reason,
  status: r.row.status,
  requestedBy: r.requestedBy,
  decidedBy: r.decidedBy,
  decisionNote: r.row.decisionNote,
  transactionId: r.row.transactionId,
  createdAt: r.row.createdAt.toISOString(),
  decidedAt: r.row.decidedAt?.toISOString() ?? null,
});

export async function adjustmentOf(db: Db, merchantId: number, id: number): Promise<BalanceAdjustment> {
  const [r] = await listed(db, and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.merchantId, merchantId)));
  if (!r) throw new AppError('adjustment.not.found', 'No such adjustment');
  return asAdjustment(r);
}

/** The merchant's adjustments, newest first: the approval queue with status PENDING. */
export async function listAdjustments(db: Db, merchantId: number, q: AdjustmentListQuery) {
  const where = and(
    eq(balanceAdjustments.merchantId, merchantId),
    q.status ? eq(balanceAdjustments.status, q.status) : undefined,
    q.memberId ? eq(balanceAdjustments.memberId, q.memberId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    listed(db, where)
      .orderBy(desc(balanceAdjustments.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(balanceAdjustments).where(where),
  ]);
  return { total: total?.n ?? 0, list: rows.map(asAdjustment) };
}
