// The brand's identity-check (KYC) rules on money leaving and coming in, applied by a withdrawal,
// a deposit and both member-to-member transfers (to the upline, to the team). They stand here,
// below every module, because the wallet (the transfer to the upline) may not import the
// protection module, which imports the wallet; protection/kyc.ts re-exports them.
import type { KycLevel } from '@mekong/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import { members, merchants } from './db/schema.ts';
import { AppError } from './errors.ts';
import { rowsOf, type Tx } from './money/ledger.ts';

const RANK: Record<KycLevel, number> = { NONE: 0, BASIC: 1, VERIFIED: 2 };

/**
 * Refuses money leaving the player while their level is below the brand's withdraw rule: a
 * withdrawal, and a transfer to another member (else an unverified player sends the balance to a
 * verified one, who withdraws it).
 */
export async function requireWithdrawLevel(db: Db | Tx, merchantId: number, memberId: number): Promise<void> {
  const [row] = await db
    .select({ needed: merchants.kycWithdrawLevel, level: members.kycLevel })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
  if (row && RANK[row.level] < RANK[row.needed])
    throw new AppError('kyc.level.required', 'Identity checks are needed first', { level: row.needed });
}

/**
 * Refuses money coming in that would take what the player has received past the brand's total
 * while their level is below the brand's deposit rule. Received is their deposits (orders not
 * rejected) and the transfers other members sent them (an agent to their team, a member to their
 * agent), counted by sql/functions/money_received.sql as for deposit limits: else an agent
 * pushes any amount to an unverified member. Run in the deposit's or the transfer's transaction.
 * The player's row is locked first, in a statement of its own, so two at once are summed one after
 * the other (the sum's statement then sees the one committed before it): both cannot pass under
 * the total together.
 */
export async function requireDepositLevel(tx: Tx, merchantId: number, memberId: number, amount: bigint) {
  await tx.execute(sql`select 1 from members where id = ${memberId} for no key update`);
  const [row] = rowsOf<{ total: string | null; needed: KycLevel; level: KycLevel; received: string }>(
    await tx.execute(sql`select m.kyc_deposit_total::text as total, m.kyc_deposit_level as needed, p.kyc_level as level,
        money_received(m.id, p.id, '-infinity')::text as received
      from merchants m join members p on p.merchant_id = m.id
      where m.id = ${merchantId} and p.id = ${memberId}`),
  );
  if (!row || row.total === null || RANK[row.level] >= RANK[row.needed]) return;
  if (BigInt(row.received) + amount > BigInt(row.total))
    throw new AppError('kyc.level.required', 'Identity checks are needed first', { level: row.needed });
}

/**
 * requireDepositLevel for the receiver of a member-to-member transfer, in its transaction. The
 * sender meets the same refusal as for the receiver's other rules (wallet/receive.ts): they learn
 * only that the receiver cannot take it now, not the receiver's level, and sendUnlessRefusedOften
 * counts it, so trying amounts does not measure what is left under the brand's total.
 */
export async function requireReceiveLevel(tx: Tx, merchantId: number, memberId: number, amount: bigint) {
  try {
    await requireDepositLevel(tx, merchantId, memberId, amount);
  } catch (err) {
    if (err instanceof AppError && err.code === 'kyc.level.required')
      throw new AppError('agent.transfer.refused', 'This member cannot receive a transfer now');
    throw err;
  }
}
