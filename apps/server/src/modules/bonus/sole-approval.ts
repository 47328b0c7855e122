import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { merchants } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { rowsOf, type Tx } from '../../platform/money/ledger.ts';

/**
 * The brand's `adjustment_approval_above` bounds what one operator credits players alone, summed
 * over this many hours, not only per request: otherwise a hundred credits of the threshold each,
 * under new keys or to a hundred players, move a hundred times it with nobody else looking. The
 * window rolls (no midnight at which two days' worth pass in a minute).
 */
export const SOLE_WINDOW_HOURS = 24;

/** A credit one operator makes alone: a balance adjustment applied at once, or a manual bonus. */
export type SoleCredit = {
  operatorId: number;
  memberId: number;
  /** PROMOTION: an approved application's reward (promotion/apply.ts). */
  source: 'ADJUSTMENT' | 'BONUS' | 'PROMOTION';
  /** What the credit was: `adjustment:<id>`, or the bonus's key. */
  reference: string;
};

/** The brand's threshold: the most one operator may credit alone over the window. */
export async function soleApprovalLimit(db: Db | Tx, merchantId: number): Promise<bigint> {
  const [brand] = await db
    .select({ above: merchants.adjustmentApprovalAbove })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return brand?.above ?? 0n;
}

/**
 * What this operator credited players alone over the window (operator_sole_credits, migration
 * 0062), counted under a lock on the operator's row held to the end of the transaction: a second
 * credit of the same operator's, in this process or another, waits for it and then counts what it
 * recorded (read committed: each statement sees what committed before it). One total for every
 * player: a per-player total would let the same money go out to many colluding accounts, and it
 * can never exceed this one. `no key update` does not block rows that merely refer to the
 * operator (sessions, the adjustments they decide).
 */
async function soleCreditsOf(tx: Tx, operatorId: number): Promise<bigint> {
  await tx.execute(sql`select 1 from operators where id = ${operatorId} for no key update`);
  const [row] = rowsOf<{ total: string }>(
    await tx.execute(sql`select coalesce(sum(amount), 0)::text as total from operator_sole_credits
      where operator_id = ${operatorId} and created_at > now() - make_interval(hours => ${SOLE_WINDOW_HOURS})`),
  );
  return BigInt(row?.total ?? '0');
}

/**
 * Whether this operator may credit `amount` more alone, in the transaction that would apply it:
 * what they credited alone over the window plus this, at most the brand's threshold. The lock it
 * takes holds until the transaction ends, so record the credit (recordSoleCredit) in the same one.
 */
export async function soleAllowance(tx: Tx, merchantId: number, operatorId: number, amount: bigint) {
  const max = await soleApprovalLimit(tx, merchantId);
  const used = amount > max ? 0n : await soleCreditsOf(tx, operatorId);
  return { max, used, allowed: used + amount <= max };
}

/** Counts a credit made alone against the operator's window; call after soleAllowance allowed it. */
export async function recordSoleCredit(tx: Tx, merchantId: number, credit: SoleCredit, amount: bigint) {
  await tx.execute(sql`insert into operator_sole_credits (merchant_id, operator_id, member_id, amount, source, reference)
    values (${merchantId}, ${credit.operatorId}, ${credit.memberId}, ${amount}, ${credit.source}, ${credit.reference})`);
}

/**
 * One operator alone gives a player no more than a balance adjustment that needs no second
 * approval (the brand's `adjustment_approval_above`), counted with what they credited alone over
 * the window, in the grant's transaction, and recorded against it: a larger gift, a manual bonus or
 * a promotion's reward on approving an application, goes through an adjustment, which waits for a
 * second operator. Throws `bonus.approval.required` with the most one operator may give, and what
 * they gave alone already (`used`) when the window's total is what refused it.
 */
export async function requireSoleCredit(tx: Tx, merchantId: number, amount: bigint, alone: SoleCredit) {
  const { max, used, allowed } = await soleAllowance(tx, merchantId, alone.operatorId, amount);
  if (!allowed) throw approvalRequired(max, amount <= max ? used : undefined);
  await recordSoleCredit(tx, merchantId, alone, amount);
}

const approvalRequired = (max: bigint, used?: bigint) =>
  new AppError('bonus.approval.required', 'A gift this large needs a second operator', {
    max: max.toString(),
    ...(used !== undefined && { used: used.toString() }),
  });
