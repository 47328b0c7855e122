import { and, eq } from 'drizzle-orm';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { merchants, withdrawals } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { HOUSE_KINDS, houseAccount, PLAYER_KINDS, playerAccount } from '../../platform/money/accounts.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { moveMoney } from '../wallet/index.ts';

/** The refusal a second decision gets: the withdrawal's real state, for the loser to see. */
async function withdrawalDecided(db: Db | Tx, merchantId: number, id: number) {
  const [now] = await db
    .select({
      status: withdrawals.status,
      confirmation: withdrawals.confirmation,
      reviewedBy: withdrawals.reviewedBy,
      reviewedAt: withdrawals.reviewedAt,
    })
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.merchantId, merchantId)));
  if (!now) return new AppError('transaction.not.found', 'No such withdrawal');
  return new AppError('account.booked.trans.confirmed', `This withdrawal is ${now.status} already`, {
    status: now.status,
    confirmation: now.confirmation,
    reviewedBy: now.reviewedBy,
    reviewedAt: now.reviewedAt?.toISOString() ?? null,
  });
}

/**
 * An operator's verdict: pay out (locked -> house payouts) or give back (locked -> main). The
 * PENDING -> decided flip is the first write of the money command's transaction: a second
 * verdict at the same moment (the same or the other one, on any process) waits on the row, finds
 * it decided and is refused with its real state, so only the operator whose verdict took effect
 * is told success.
 */
export async function reviewWithdrawal(
  db: Db,
  merchantId: number,
  id: number,
  operatorId: number,
  approve: boolean,
  note?: string,
) {
  const [merchant] = await db
    .select({ id: merchants.id, currency: merchants.currency })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const [w] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.merchantId, merchantId)));
  if (!merchant || !w) throw new AppError('transaction.not.found', 'No such withdrawal');
  if (w.status !== 'PENDING') throw await withdrawalDecided(db, merchantId, id);
  await moveMoney(db, {
    merchantId,
    scope: `withdrawal:${id}`,
    input: { id, approve },
    actor: { type: 'operator', id: String(operatorId) },
    action: approve ? 'withdraw.approve' : 'withdraw.reject',
    type: approve ? 'WITHDRAW_PAYOUT' : 'WITHDRAW_RETURN',
    memberId: w.memberId,
    reference: String(id),
    amount: w.amount,
    accounts: async () => ({
      from: await playerAccount(db, merchantId, w.memberId, merchant.currency, PLAYER_KINDS.locked),
      to: approve
        ? await houseAccount(db, merchantId, HOUSE_KINDS.payouts, merchant.currency)
        : await playerAccount(db, merchantId, w.memberId, merchant.currency),
    }),
    check: async (tx) => {
      const done = await tx
        .update(withdrawals)
        .set({
          status: approve ? 'APPROVED' : 'REJECTED',
          reviewedBy: operatorId,
          reviewedAt: new Date(),
          note: note ?? null,
        })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'PENDING')))
        .returning({ id: withdrawals.id });
      if (done.length === 0) throw await withdrawalDecided(tx, merchantId, id);
    },
  });
}

/**
 * The player's word on a paid-out withdrawal, once: of two
 * words at once (or a word racing the automatic confirmation) the one that did not take effect
 * is refused with the withdrawal's real state.
 */
export async function confirmWithdrawal(
  db: Db,
  member: SessionMember,
  id: number,
  input: {
    result: 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED';
    receivedAmount?: bigint | undefined;
    /** The proof images as sent (base64); stored only once the confirmation is allowed. */
    images?: string[] | undefined;
  },
  storeProofs: (images: string[]) => Promise<string[]>,
) {
  const [w] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.memberId, member.id)));
  if (!w) throw new AppError('transaction.not.found', 'No such withdrawal');
  if (w.status !== 'APPROVED' || w.confirmation !== 'NONE') throw await withdrawalDecided(db, w.merchantId, id);
  if (input.result === 'PARTIAL' && (!input.receivedAmount || input.receivedAmount >= w.amount)) {
    throw new AppError('request.param.err', 'A partial receipt needs an amount below the withdrawal');
  }
  if (input.result === 'NOT_RECEIVED' && !input.images?.length)
    throw new AppError('request.param.err', 'Attach proof that nothing arrived');
  // Written only now: a confirmation refused above stores nothing, so no one fills the disk with
  // images sent for withdrawals that are not theirs or not waiting.
  const proofs = input.images?.length ? await storeProofs(input.images) : [];
  const done = await db
    .update(withdrawals)
    .set({
      confirmation: input.result,
      receivedAmount:
        input.result === 'RECEIVED' ? w.amount : input.result === 'PARTIAL' ? (input.receivedAmount ?? null) : 0n,
      proofs,
      confirmedAt: new Date(),
    })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.confirmation, 'NONE')))
    .returning({ id: withdrawals.id });
  if (done.length === 0) throw await withdrawalDecided(db, w.merchantId, id);
}
