import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { requireReceiveLevel, requireWithdrawLevel } from '../../platform/kyc-rules.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { playerAccount } from '../../platform/money/accounts.ts';
import { priorAnswer } from '../../platform/money/command.ts';
import { moveMoney } from './money.ts';
import { checkPaymentPassword } from './payment-password.ts';
import { refuseUnlessMayReceive, sendUnlessRefusedOften } from './receive.ts';
import { refuseWhileTurnoverOwed } from './turnover.ts';

/**
 * transferUpline: a member pays their own agent, with the payment password, unless they still owe
 * turnover on a bonus or is below the brand's identity-check level to withdraw (refused as a
 * withdrawal would be: else an unverified player's money leaves through a verified agent), or the
 * agent may not receive it (their own deposit rules, and the brand's total before identity checks).
 * The key is looked up before any rule: a resend answers the first payment even after the password
 * was changed.
 */
export async function transferToUpline(
  db: Db,
  merchant: ResolvedMerchant,
  member: SessionMember,
  input: { amount: bigint; paymentPassword: string; idempotencyKey?: string | undefined },
) {
  const cmd = {
    merchantId: merchant.id,
    scope: `member:${member.id}`,
    key: input.idempotencyKey,
    input: { op: 'transferUpline', amount: input.amount },
    actor: { type: 'member' as const, id: String(member.id) },
    action: 'transfer.upline',
  };
  const prior = await priorAnswer<{ transactionId: number }>(db, cmd);
  if (prior) return { transactionId: Number(prior.value.transactionId), replayed: true };
  if (!member.uplineId) throw new AppError('request.param.err', 'You have no upline');
  await checkPaymentPassword(db, member, input.paymentPassword);
  await requireWithdrawLevel(db, merchant.id, member.id);
  const uplineId = member.uplineId;
  const result = await sendUnlessRefusedOften(db, merchant.id, { senderId: member.id, receiverId: uplineId }, () =>
    moveMoney(db, {
      ...cmd,
      type: 'TRANSFER_UPLINE',
      memberId: member.id,
      meta: { to: uplineId },
      amount: input.amount,
      accounts: async () => ({
        from: await playerAccount(db, merchant.id, member.id, merchant.currency),
        to: await playerAccount(db, merchant.id, uplineId, merchant.currency),
      }),
      check: async (tx, { from }) => {
        await refuseWhileTurnoverOwed(
          tx,
          { merchantId: merchant.id, memberId: member.id, mainAccount: from },
          'transfer.turnover.required',
        );
        await refuseUnlessMayReceive(tx, merchant.id, uplineId, input.amount);
        await requireReceiveLevel(tx, merchant.id, uplineId, input.amount);
      },
    }),
  );
  return { transactionId: result.value.transactionId, replayed: result.replayed };
}
