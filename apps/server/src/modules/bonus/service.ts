import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { HOUSE_KINDS, houseAccount, playerAccount } from '../../platform/money/accounts.ts';
import type { Actor } from '../../platform/money/command.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { addWagering } from '../bets/index.ts';
import { moveMoney } from '../wallet/index.ts';

/** Turnover multiples above this are refused as a typing mistake rather than a promotion. */
export const MAX_TURNOVER_MULTIPLE = 100;

/**
 * Credits a bonus (house bonuses -> the player's main wallet) and, in the same transaction, the
 * turnover the player must bet before withdrawing: the amount times the multiple. Promotions,
 * rewards and operators' manual grants all come through here; the key makes a grant happen once.
 */
export async function grantBonus(
  db: Db,
  merchant: { id: number; currency: string },
  grant: { memberId: number; amount: bigint; turnoverMultiple: number; reason: string; key: string },
  actor: Actor,
  /** Runs in the grant's transaction (not on a replay): the record the bonus was paid for. */
  recordPaid?: (tx: Tx, transactionId: number) => Promise<void>,
  /** A rule of the caller's, checked in the grant's transaction after its key (not on a replay). */
  check?: (tx: Tx) => Promise<void>,
) {
  if (grant.amount <= 0n) throw new AppError('request.param.err', 'A bonus must be positive');
  if (
    !Number.isInteger(grant.turnoverMultiple) ||
    grant.turnoverMultiple < 0 ||
    grant.turnoverMultiple > MAX_TURNOVER_MULTIPLE
  )
    throw new AppError('request.param.err', 'The turnover multiple is out of range');
  const r = await moveMoney(db, {
    merchantId: merchant.id,
    scope: 'bonus',
    key: grant.key,
    input: { memberId: grant.memberId, amount: grant.amount.toString(), multiple: grant.turnoverMultiple },
    actor,
    action: 'bonus.grant',
    type: 'BONUS',
    memberId: grant.memberId,
    reference: grant.key,
    meta: { reason: grant.reason, turnoverMultiple: grant.turnoverMultiple },
    amount: grant.amount,
    accounts: async () => ({
      from: await houseAccount(db, merchant.id, HOUSE_KINDS.bonuses, merchant.currency),
      to: await playerAccount(db, merchant.id, grant.memberId, merchant.currency),
    }),
    ...(check && { check }),
    after: async (tx, transactionId) => {
      await recordPaid?.(tx, transactionId);
      await addWagering(tx, {
        merchantId: merchant.id,
        memberId: grant.memberId,
        source: 'BONUS',
        reference: grant.key,
        required: grant.amount * BigInt(grant.turnoverMultiple),
      });
    },
  });
  return { transactionId: r.value.transactionId, replayed: r.replayed };
}
