import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { audit, operatorActor } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/index.ts';
import {
  launchTickets,
  merchants,
  operatorSessions,
  operators,
  sessions,
  vendorSessions,
} from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/money/ledger.ts';

type Switch = { enabled: boolean; reason: string };
type By = { operatorId: number; ip: string; platformMerchantId: number };

/**
 * Every way in to a brand ends at once when it is switched off: its players' sessions, the game
 * windows' vendor sessions and unused launch tickets (so no new bet is taken; a vendor's win or
 * refund for a bet already placed needs no session and still lands), and its operators' sessions.
 * The merchant guard refuses everything else while it is off (platform/merchant.ts).
 */
async function endEverySession(tx: Tx, merchantId: number) {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.merchantId, merchantId), isNull(sessions.revokedAt)));
  await tx
    .update(vendorSessions)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(vendorSessions.merchantId, merchantId), gt(vendorSessions.expiresAt, sql`now()`)));
  await tx
    .update(launchTickets)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(launchTickets.merchantId, merchantId), isNull(launchTickets.usedAt)));
  const staff = tx.select({ id: operators.id }).from(operators).where(eq(operators.merchantId, merchantId));
  await tx
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(operatorSessions.operatorId, staff), isNull(operatorSessions.revokedAt)));
}

/**
 * Switches a brand off (closed: nobody signs in, registers, pays in or plays there) or on again,
 * audited with before and after on the brand's own chain and on the platform's. The platform's
 * own brand is never switched off: its operators would be shut out with it.
 */
export async function switchBrand(db: Db, merchantId: number, by: By, input: Switch) {
  if (merchantId === by.platformMerchantId && !input.enabled)
    throw new AppError('brand.self', 'The platform’s own brand cannot be switched off');
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ enabled: merchants.enabled, closedReason: merchants.closedReason, code: merchants.code })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .for('update');
    if (!before) throw new AppError('merchant.not.found', 'No such brand');
    const closedReason = input.enabled ? null : input.reason;
    await tx
      .update(merchants)
      .set({ enabled: input.enabled, closedReason, closedAt: input.enabled ? null : sql`now()` })
      .where(eq(merchants.id, merchantId));
    if (!input.enabled) await endEverySession(tx, merchantId);
    const details = {
      code: before.code,
      reason: input.reason,
      before: { enabled: before.enabled, closedReason: before.closedReason },
      after: { enabled: input.enabled, closedReason },
    };
    for (const on of new Set([merchantId, by.platformMerchantId]))
      await audit(tx, {
        merchantId: on,
        actor: operatorActor(by.operatorId),
        action: input.enabled ? 'brand.switch-on' : 'brand.switch-off',
        details,
        ip: by.ip,
      });
  });
}
