import type { ErrorCode } from '@mekong/contracts';
import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { outstandingWagering } from '../bets/index.ts';

/**
 * Bonus money is not cash until its turnover is bet, so money cannot leave a member who still
 * owes turnover: not by a withdrawal, and not by a transfer to another member (their upline, or an
 * agent's team), who owes none and could withdraw it at once. Read under the lock of the member's
 * main account row, which bonus grants and settling bets take too, so a grant and a transfer at
 * once cannot both see the other undone. Throws `code` with what is still owed.
 */
export async function refuseWhileTurnoverOwed(
  tx: Tx,
  who: { merchantId: number; memberId: number; mainAccount: number },
  code: ErrorCode,
) {
  await tx.execute(sql`select 1 from ledger_accounts where id = ${who.mainAccount} for update`);
  const owed = await outstandingWagering(tx, who.merchantId, who.memberId);
  if (owed > 0n) throw new AppError(code, 'Turnover is still owed on a bonus', { remaining: owed.toString() });
}
