import { and, eq } from 'drizzle-orm';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { members } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { playerAccount } from '../../platform/money/accounts.ts';
import { priorAnswer } from '../../platform/money/command.ts';
import { requireReceiveLevel, requireWithdrawLevel } from '../protection/index.ts';
import {
  checkPaymentPassword,
  moveMoney,
  refuseUnlessMayReceive,
  refuseWhileTurnoverOwed,
  sendUnlessRefusedOften,
} from '../wallet/index.ts';
import { teamMember } from './tree.ts';

export type AgentTransferInput = {
  memberId?: number | undefined;
  account?: string | undefined;
  amount: bigint;
  paymentPassword: string;
  idempotencyKey?: string | undefined;
};

/**
 * An agent pays a member of their team, main wallet to main wallet, under transferUpline's rules
 * (payment password, idempotency key, one money command whose ledger transaction both sides'
 * account records show, refused while the agent owes turnover on a bonus or is below the brand's
 * identity-check level to withdraw, or when the member may not receive it, the brand's total
 * before identity checks included) plus the merchant's per-transfer limits. The recipient must be below the
 * caller; anyone else is the same 404 as a member who does not exist. The balance CHECK refuses
 * an overdraft, whatever the number of transfers at once. The key is looked up before any rule
 * (team, limits, password): a resend answers the first transfer even after one of them changed.
 */
export async function transferToDownline(
  db: Db,
  merchant: ResolvedMerchant,
  agent: SessionMember,
  input: AgentTransferInput,
) {
  // The recipient as the request names it: the key stands for the request, not for who it found.
  const to = input.memberId !== undefined ? { to: input.memberId } : { toAccount: accountOf(input.account) };
  const cmd = {
    merchantId: merchant.id,
    // The same scope as the member's other wallet commands: one key, one money movement.
    scope: `member:${agent.id}`,
    key: input.idempotencyKey,
    input: { op: 'agentTransfer', ...to, amount: input.amount },
    actor: { type: 'member' as const, id: String(agent.id) },
    action: 'agent.transfer',
  };
  const prior = await priorAnswer<{ transactionId: number }>(db, cmd);
  if (prior) return replayOf(db, merchant.id, input, Number(prior.value.transactionId));
  const target = await teamMember(
    db,
    agent,
    input.memberId !== undefined ? { id: input.memberId } : { account: input.account ?? '' },
  );
  if (input.amount < merchant.agentTransferMin || input.amount > merchant.agentTransferMax) {
    throw new AppError('agent.transfer.limit', 'The amount is outside the transfer limits', {
      min: merchant.agentTransferMin.toString(),
      max: merchant.agentTransferMax.toString(),
    });
  }
  await checkPaymentPassword(db, agent, input.paymentPassword);
  // Money leaving the agent is money leaving as a withdrawal is: the same level rule.
  await requireWithdrawLevel(db, merchant.id, agent.id);
  const result = await sendUnlessRefusedOften(db, merchant.id, { senderId: agent.id, receiverId: target.id }, () =>
    moveMoney(db, {
      ...cmd,
      type: 'AGENT_TRANSFER',
      memberId: agent.id,
      meta: { to: target.id },
      amount: input.amount,
      accounts: async () => ({
        from: await playerAccount(db, merchant.id, agent.id, merchant.currency),
        to: await playerAccount(db, merchant.id, target.id, merchant.currency),
      }),
      check: async (tx, { from }) => {
        await refuseWhileTurnoverOwed(
          tx,
          { merchantId: merchant.id, memberId: agent.id, mainAccount: from },
          'transfer.turnover.required',
        );
        await refuseUnlessMayReceive(tx, merchant.id, target.id, input.amount);
        await requireReceiveLevel(tx, merchant.id, target.id, input.amount);
      },
    }),
  );
  return {
    transactionId: result.value.transactionId,
    replayed: result.replayed,
    memberId: target.id,
    account: target.account,
    amount: input.amount.toString(),
  };
}

const accountOf = (account: string | undefined) => (account ?? '').trim().toLowerCase();

/** A resend's answer: the recipient the first send paid (a member is never deleted). */
async function replayOf(db: Db, merchantId: number, input: AgentTransferInput, transactionId: number) {
  const [target] = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        input.memberId !== undefined ? eq(members.id, input.memberId) : eq(members.account, accountOf(input.account)),
      ),
    );
  if (!target) throw new Error(`the recipient of transaction ${transactionId} vanished`);
  return {
    transactionId,
    replayed: true,
    memberId: target.id,
    account: target.account,
    amount: input.amount.toString(),
  };
}
