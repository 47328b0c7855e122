import { randomBytes } from 'node:crypto';
import { type LoginValue, TRIAL_TYPE } from '@mekong/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { HOUSE_KINDS, houseAccount, playerAccount } from '../../platform/money/accounts.ts';
import { runMoneyCommand } from '../../platform/money/command.ts';
import { post } from '../../platform/money/ledger.ts';
import { insertMember } from '../member/index.ts';
import type { AccountServices } from '../services.ts';

/** Demo money a trial starts with (2,000.00 in the merchant's currency, in minor units). */
export const TRIAL_FUNDS = 200_000n;

/**
 * A throw-away account of type 4 for trying the games. Its password is random and never
 * shown, so the only way in is the session made here, and both end at trialExpiresAt.
 */
export async function startFreePlay(
  s: AccountServices,
  merchant: ResolvedMerchant,
  ctx: { ip: string; deviceId?: string | undefined },
): Promise<LoginValue & { expiresAt: string }> {
  const expiresAt = new Date(Date.now() + s.config.session.trialHours * 3_600_000);
  const account = `trial${randomBytes(5).toString('hex')}`;
  const member = await insertMember(s.db, {
    merchantId: merchant.id,
    account,
    type: TRIAL_TYPE,
    nickname: account,
    passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    trialExpiresAt: expiresAt,
    firstLoginAt: new Date(),
    registerIp: ctx.ip,
  });
  const from = await houseAccount(s.db, merchant.id, HOUSE_KINDS.trialFunding, merchant.currency);
  const to = await playerAccount(s.db, merchant.id, member.id, merchant.currency);
  await runMoneyCommand(
    s.db,
    {
      merchantId: merchant.id,
      scope: 'trial-funding',
      input: { memberId: member.id },
      actor: { type: 'system', id: 'freeplay' },
      action: 'trial.fund',
    },
    async (tx) => {
      await post(tx, {
        merchantId: merchant.id,
        type: 'TRIAL_FUNDS',
        memberId: member.id,
        postings: [
          { accountId: from, amount: -TRIAL_FUNDS },
          { accountId: to, amount: TRIAL_FUNDS },
        ],
      });
    },
  );
  const token = await s.sessions.open(member, ctx);
  return {
    token,
    id: member.id,
    userName: member.account,
    customerType: TRIAL_TYPE,
    firstTimeLogin: false,
    passwordExpired: false,
    forceChangePassword: false,
    rememberToken: null,
    expiresAt: expiresAt.toISOString(),
  };
}
