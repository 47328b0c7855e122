import { envelope } from '@mekong/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit, operatorActor } from '../../platform/audit.ts';
import { createCounters } from '../../platform/auth/attempt-counters.ts';
import { members } from '../../platform/db/schema.ts';
import { AppError, ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { createLockout } from '../session/index.ts';
import { phoneTarget } from '../verification/index.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * The last resort of decision 0004: a member who cannot prove themselves by phone or e-mail (an
 * agent-made account has neither) asks customer service, who lifts every login lock on the
 * account and the day's code allowances for its phone and e-mail. Audited like every operator act.
 */
export const operatorUnlockRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/wps/operator/members/:id/unlock',
      {
        config: { roles: ['admin', 'support'] },
        schema: { params: idParam, response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        const merchantId = request.merchant.id;
        const [member] = await s.db
          .select()
          .from(members)
          .where(and(eq(members.id, request.params.id), eq(members.merchantId, merchantId)));
        if (!member) throw new AppError('request.not.found', 'No such member');
        const phone = member.mobile ? phoneTarget(member.countryDialingCode ?? '', member.mobile) : null;
        await createLockout(s.db).clear(merchantId, member.account, ...(phone ? [phone] : []));
        const targets = [phone, member.email].filter((t): t is string => t !== null);
        // The codes' allowances and the cap on wrong codes a number or address takes a day
        // (verification/codes.ts): customer service is where a player so locked out is sent.
        await createCounters(s.db).clear(
          merchantId,
          ['code_day', 'code_burst', 'code_guess_reset', 'code_guess_login'],
          targets,
        );
        await audit(s.db, {
          merchantId,
          actor: operatorActor(request.operator.id),
          action: 'member.unlock',
          details: { memberId: member.id, account: member.account },
        });
        return ok(null);
      },
    );
  };
