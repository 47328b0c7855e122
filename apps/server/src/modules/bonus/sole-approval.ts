import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { merchants } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/money/ledger.ts';

/**
 * One operator alone gives a player no more than a balance adjustment that needs no second
 * approval (the brand's `adjustment_approval_above`): a larger gift, a manual bonus or a
 * promotion's reward on approving an application, goes through an adjustment, which waits for a
 * second operator. Throws `bonus.approval.required` with the most one operator may give.
 */
export async function requireSoleApproval(db: Db | Tx, merchantId: number, amount: bigint) {
  const [brand] = await db
    .select({ above: merchants.adjustmentApprovalAbove })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const max = brand?.above ?? 0n;
  if (amount > max)
    throw new AppError('bonus.approval.required', 'A gift this large needs a second operator', {
      max: max.toString(),
    });
}
