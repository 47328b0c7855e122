import { envelope, minorAmount } from '@mekong/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { members } from '../../platform/db/schema.ts';
import { AppError, ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { grantBonus, MAX_TURNOVER_MULTIPLE } from './service.ts';
import { requireSoleCredit } from './sole-approval.ts';

/**
 * Operators' manual bonus (a goodwill credit with its turnover), up to the brand's amount above
 * which a balance adjustment waits for a second operator, counted with everything the operator
 * credited alone over the last day (sole-approval.ts); audited by the money command.
 */
export const bonusOperatorRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/wps/operator/bonuses',
      {
        config: { roles: ['admin', 'finance'] },
        schema: {
          body: z.object({
            account: z.string().min(1).max(64),
            amount: minorAmount,
            turnoverMultiple: z.number().int().min(0).max(MAX_TURNOVER_MULTIPLE),
            reason: z.string().min(1).max(200),
            idempotencyKey: z.string().min(8).max(64),
          }),
          response: { 200: envelope(z.object({ transactionId: z.number(), replayed: z.boolean() })) },
        },
      },
      async (request) => {
        const { merchant, body, operator } = request;
        const [member] = await s.db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.merchantId, merchant.id), eq(members.account, body.account.toLowerCase())));
        if (!member) throw new AppError('not.exists.account.err', 'No such player');
        return ok(
          await grantBonus(
            s.db,
            merchant,
            {
              memberId: member.id,
              amount: body.amount,
              turnoverMultiple: body.turnoverMultiple,
              reason: body.reason,
              // An operator's keys live apart from the system's own (promo-reward-<id>, …), so no
              // key an operator types can block or replay a player's reward.
              key: `operator:${body.idempotencyKey}`,
            },
            { type: 'operator', id: String(request.operator.id) },
            undefined,
            // After the key: a resend answers the first grant whatever the brand's limit is now
            // (and is not counted twice against the operator's day).
            (tx) =>
              requireSoleCredit(tx, merchant.id, body.amount, {
                operatorId: operator.id,
                memberId: member.id,
                source: 'BONUS',
                reference: `operator:${body.idempotencyKey}`,
              }),
          ),
        );
      },
    );
  };
