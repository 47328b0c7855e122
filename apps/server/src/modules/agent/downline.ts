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
import { temporaryPassword } from './temporary-password.ts';

export type DownlineInput = {
  username: string;
  password?: string | undefined;
  accountType: 'PLAYER' | 'AGENT';
  nickname?: string | undefined;
  contracts?: { kind: ContractKind; terms: ContractTerms }[] | undefined;
  idempotencyKey?: string | undefined;
};

/** What is stored under the agent's key and answered to a resend: never a password. */
type Opened = {
  id: number;
  account: string;
  type: number;
  affiliateCode: string | null;
  mustChangePassword: true;
  contracts: { id: number; kind: ContractKind; status: string }[];
};

/** The first answer adds the one-time password the server made, when the agent chose none. */
type OpenedNow = Opened & { temporaryPassword?: string };

/**
 * Account opening: a member or agent directly below the caller, made the way registration makes
 * one (the merchant's username and password rules, argon2id, insertMember), in one transaction
 * with the contract offers; the closure rows come with the insert (trigger member_tree_link).
 * The password is one the agent chose or, without one, a random one-time password made here and
 * answered once, for the agent to hand over (never the brand's default password, which every
 * player handed one would know); either way the member must change it at first sign-in.
 * Under the agent's key a resend answers the first opening, looked up before any rule (the
 * name is taken by then, a contract kind may have been switched off), without the one-time
 * password: only its hash is kept, and the stored answer must not hold it. An agent who lost it
 * has the brand's staff reset the account's password (the back office's password reset).
 */
export async function openDownline(
  db: Db,
  merchant: ResolvedMerchant,
  agent: SessionMember,
  input: DownlineInput,
  ctx: { ip: string },
): Promise<OpenedNow> {
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
  // Without the agent's password, a one-time one the brand's rule accepts; where the rule admits
  // none that can be made (no sensible password meets it), the field asks the agent for one.
  const generated = input.password === undefined ? temporaryPassword(rules.password) : null;
  const password = input.password ?? generated ?? '';
  errors.check('password', password, { ...rules.password, required: true });
  errors.throwIfAny();
  const offers = input.contracts ?? [];
  for (const offer of offers) {
    requireContractModule(merchant, offer.kind);
    await checkRateCeiling(db, merchant.id, agent.id, offer);
  }
  const passwordHash = await hashPassword(password);
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
  // A send that waited for another under the same key answers that one's opening: its password
  // is not this call's to give (nor known here).
  if (opened.replayed || generated === null) return opened.value;
  return { ...opened.value, temporaryPassword: generated };
}
