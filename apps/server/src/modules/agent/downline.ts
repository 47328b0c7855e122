import { type ContractKind, type ContractTerms, MEMBER_TYPE } from '@mekong/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { agentContracts } from '../../platform/db/schema.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { type MoneyCommand, priorAnswer, runMoneyCommand } from '../../platform/money/command.ts';
import { FieldErrors, insertMember, newReferralCode, registerRulesOf } from '../member/index.ts';
import { checkRateCeiling } from './contract-rules.ts';
import { requireContractModule } from './contracts.ts';

export type DownlineInput = {
  username: string;
  password?: string | undefined;
  accountType: 'PLAYER' | 'AGENT';
  nickname?: string | undefined;
  contracts?: { kind: ContractKind; terms: ContractTerms }[] | undefined;
  idempotencyKey?: string | undefined;
};

type Opened = {
  id: number;
  account: string;
  type: number;
  affiliateCode: string | null;
  mustChangePassword: true;
  contracts: { id: number; kind: ContractKind; status: string }[];
};

/**
 * Account opening: a member or agent directly below the caller, made the way registration makes
 * one (the merchant's username and password rules, argon2id, insertMember), in one transaction
 * with the contract offers; the closure rows come with the insert (trigger member_tree_link).
 * The password is one the agent chose or the merchant's default, so the member must change it.
 * Under the agent's key a resend answers the first opening, looked up before any rule (the
 * name is taken by then, a contract kind may have been switched off).
 */
export async function openDownline(
  db: Db,
  merchant: ResolvedMerchant,
  agent: SessionMember,
  input: DownlineInput,
  ctx: { ip: string },
): Promise<Opened> {
  const isAgent = input.accountType === 'AGENT';
  const account = input.username.trim().toLowerCase();
  const cmd: MoneyCommand = {
    merchantId: merchant.id,
    scope: `agent-downline:${agent.id}`,
    key: input.idempotencyKey,
    // The password stays out of the stored request hash; whether one was chosen is in it.
    input: {
      account,
      accountType: input.accountType,
      nickname: input.nickname ?? null,
      contracts: input.contracts ?? [],
      chosenPassword: input.password !== undefined,
    },
    actor: { type: 'member', id: String(agent.id) },
    action: 'agent.downline.open',
  };
  const first = await priorAnswer<Opened>(db, cmd);
  if (first) return first.value;
  const rules = registerRulesOf(merchant);
  const errors = new FieldErrors();
  errors.check('username', input.username, { ...rules.username, required: true });
  if (input.password !== undefined) errors.check('password', input.password, { ...rules.password, required: true });
  errors.throwIfAny();
  const offers = input.contracts ?? [];
  for (const offer of offers) {
    requireContractModule(merchant, offer.kind);
    await checkRateCeiling(db, merchant.id, agent.id, offer);
  }
  const passwordHash = await hashPassword(input.password ?? merchant.defaultPassword);
  const opened = await runMoneyCommand<Opened>(db, cmd, async (tx) => {
    const member = await insertMember(tx as unknown as Db, {
      merchantId: merchant.id,
      account,
      // A new agent is of the caller's own agent type, so the line keeps its kind.
      type: isAgent ? agent.type : MEMBER_TYPE,
      nickname: input.nickname?.trim() || account,
      passwordHash,
      mustChangePassword: true,
      // The agent cannot confirm for the player (adultConfirmedAt stays null): they do it at their
      // first sign-in.
      uplineId: agent.id,
      affiliateCode: isAgent ? newReferralCode() : null,
      registerIp: ctx.ip,
    });
    const contracts = offers.length
      ? await tx
          .insert(agentContracts)
          .values(
            offers.map((o) => ({
              merchantId: merchant.id,
              kind: o.kind,
              uplineId: agent.id,
              memberId: member.id,
              terms: o.terms as Record<string, unknown>,
            })),
          )
          .returning({ id: agentContracts.id, kind: agentContracts.kind, status: agentContracts.status })
      : [];
    return {
      id: member.id,
      account: member.account,
      type: member.type,
      affiliateCode: member.affiliateCode,
      mustChangePassword: true,
      contracts,
    };
  });
  return opened.value;
}
