import {
  adjustmentDecision,
  adjustmentList,
  adjustmentListQuery,
  adjustmentRejection,
  adjustmentRequest,
  balanceAdjustment,
  envelope,
} from '@mekong/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { decideAdjustment, listAdjustments, type OperatorCall, requestAdjustment } from './adjustments.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
/** Money people: they ask for adjustments and, as the second pair of eyes, decide them. */
const ADJUSTERS: Role[] = ['admin', 'finance'];
const READERS: Role[] = ['admin', 'finance', 'risk'];

const callOf = (request: FastifyRequest): OperatorCall => ({
  merchantId: request.merchant.id,
  currency: request.merchant.currency,
  operatorId: request.operator.id,
  ip: request.ip,
});

/**
 * Balance adjustments (adjustments.ts): asked for from the player 360, applied at once up to the
 * merchant's threshold, else queued for a second operator. Every step is a money command with
 * its audit line; the player's balance changes only through the ledger.
 */
export const adjustmentRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/wps/operator/players/:id/adjustments',
      {
        config: { roles: ADJUSTERS },
        schema: { params: idParam, body: adjustmentRequest, response: { 200: envelope(balanceAdjustment) } },
      },
      async (request) => {
        const { value } = await requestAdjustment(s.db, callOf(request), request.params.id, request.body);
        return ok(value);
      },
    );

    app.get(
      '/wps/operator/adjustments',
      {
        config: { roles: READERS },
        schema: { querystring: adjustmentListQuery, response: { 200: envelope(adjustmentList) } },
      },
      async (request) => ok(await listAdjustments(s.db, request.merchant.id, request.query)),
    );

    for (const [verb, body] of [
      ['approve', adjustmentDecision],
      ['reject', adjustmentRejection],
    ] as const) {
      app.post(
        `/wps/operator/adjustments/:id/${verb}`,
        {
          config: { roles: ADJUSTERS },
          schema: { params: idParam, body, response: { 200: envelope(balanceAdjustment) } },
        },
        async (request) => {
          const value = await decideAdjustment(s.db, callOf(request), request.params.id, {
            approve: verb === 'approve',
            note: request.body.note,
          });
          return ok(value);
        },
      );
    }
  };
