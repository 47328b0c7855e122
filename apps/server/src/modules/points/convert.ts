import { eq } from 'drizzle-orm';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { merchants } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { playerAccount } from '../../platform/money/accounts.ts';
import { priorAnswer, runMoneyCommand } from '../../platform/money/command.ts';
import { post } from '../../platform/money/ledger.ts';
import { checkPaymentPassword } from '../wallet/index.ts';
import { asPointsError, conversionsAccount, housePointsAccount, pointsAccount } from './accounts.ts';
import { activeRules } from './config.ts';
import { conversionAmount, convertStep, type PointRules } from './rules.ts';

type Converted = { transactionId: number; points: string; amount: string };

/**
 * One conversion pays at most what one operator may move alone (the brand's
 * `adjustment_approval_above`): cash from the house, with no turnover, could otherwise leave in a
 * single request at whatever a point is worth. More is refused before anything moves, with the
 * most points one conversion may take (`value.max`, a multiple of the step), so the player
 * converts it in parts; points worth more than the cap one step at a time do not convert at all.
 */
async function withinConversionCap(db: Db, merchantId: number, amount: bigint, rules: PointRules) {
  const [brand] = await db
    .select({ cap: merchants.adjustmentApprovalAbove })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const cap = brand?.cap ?? 0n;
  if (amount <= cap) return;
  const step = convertStep(rules);
  const most = (cap * rules.convertPoints) / rules.convertAmount;
  throw new AppError('points.convert.above.max', 'That is more than one conversion may pay', {
    max: (most - (most % step)).toString(),
    amount: cap.toString(),
  });
}

/**
 * MCS2_convertPoint: points -> main wallet at the merchant's ratio, with the payment password.
 * One ledger transaction carries both legs (points back to the house, money from the house's
 * conversions account), each summing to zero in its own currency; the ledger refuses the
 * points account below zero, so parallel conversions can never overdraw it. One conversion pays
 * at most the brand's `adjustment_approval_above` (withinConversionCap). The key is looked
 * up before any rule: a resend answers the first conversion, at its ratio, even after the
 * password or the rules changed or the points were spent.
 */
export async function convertPoints(
  db: Db,
  merchant: { id: number; currency: string },
  member: SessionMember,
  input: { points: bigint; paymentPassword: string; idempotencyKey?: string | undefined },
) {
  const cmd = {
    merchantId: merchant.id,
    scope: `member:${member.id}`,
    key: input.idempotencyKey,
    input: { op: 'convertPoints', points: input.points },
    actor: { type: 'member' as const, id: String(member.id) },
    action: 'points.convert',
  };
  const prior = await priorAnswer<Converted>(db, cmd);
  if (prior) return { ...prior.value, replayed: true };
  await checkPaymentPassword(db, member, input.paymentPassword);
  const rules = await activeRules(db, merchant.id);
  const amount = conversionAmount(input.points, rules);
  await withinConversionCap(db, merchant.id, amount, rules);
  const accounts = {
    points: await pointsAccount(db, merchant.id, member.id),
    house: await housePointsAccount(db, merchant.id),
    paying: await conversionsAccount(db, merchant.id, merchant.currency),
    main: await playerAccount(db, merchant.id, member.id, merchant.currency),
  };
  try {
    const r = await runMoneyCommand(db, cmd, async (tx): Promise<Converted> => {
      const { transactionId } = await post(tx, {
        merchantId: merchant.id,
        type: 'POINTS_CONVERT',
        memberId: member.id,
        meta: { points: input.points.toString(), amount: amount.toString() },
        postings: [
          { accountId: accounts.points, amount: -input.points },
          { accountId: accounts.house, amount: input.points },
          { accountId: accounts.paying, amount: -amount },
          { accountId: accounts.main, amount },
        ],
      });
      return { transactionId, points: input.points.toString(), amount: amount.toString() };
    });
    return { ...r.value, replayed: r.replayed };
  } catch (err) {
    throw asPointsError(err);
  }
}
