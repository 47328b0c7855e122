import {
  envelope,
  pointConfigRequest,
  pointConfigValue,
  pointGoods,
  pointGoodsRequest,
  pointGoodsUpdate,
  redeemStatus,
} from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit, operatorActor } from '../../platform/audit.ts';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { publicConfig, saveConfig } from './config.ts';
import { creditSettledBets } from './earn.ts';
import { allGoods, createGoods, redemptionsForReview, updateGoods } from './goods.ts';
import { reviewRedemption } from './redeem.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const backOfficeGoods = pointGoods.extend({ active: z.boolean(), sort: z.number() });
const redemptionRow = z.object({
  id: z.number(),
  account: z.string(),
  goodsId: z.number(),
  quantity: z.number(),
  points: z.string(),
  address: z.string(),
  status: redeemStatus,
  note: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
const WRITE = { roles: ['admin', 'finance'] as ('admin' | 'finance')[] };
/**
 * The rules are what a point is worth in cash (conversion pays from the house at once, with no
 * turnover): the brand owner's decision, as its payment channels and settings are, so a finance
 * operator, who moves money, cannot also set its price.
 */
const RULES = { roles: ['admin'] as 'admin'[] };

/** The back office's side of the points mall; every change is audited. */
export const pointOperatorRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/operator/points/config',
      { config: { roles: ['admin', 'finance', 'support'] }, schema: { response: { 200: envelope(pointConfigValue) } } },
      async ({ merchant }) => ok(await publicConfig(s.db, merchant)),
    );
    app.put(
      '/wps/operator/points/config',
      { config: RULES, schema: { body: pointConfigRequest, response: { 200: envelope(pointConfigValue) } } },
      async ({ merchant, operator, body }) => {
        await s.db.transaction(async (tx) => {
          await saveConfig(tx, merchant.id, body);
          await audit(tx, {
            merchantId: merchant.id,
            actor: operatorActor(operator.id),
            action: 'points.config',
            details: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
          });
        });
        return ok(await publicConfig(s.db, merchant));
      },
    );

    /** Credits settled bets now instead of at the next tick of the points-earn job. */
    app.post(
      '/wps/operator/points/credit',
      {
        config: WRITE,
        schema: {
          response: { 200: envelope(z.object({ bets: z.number(), players: z.number(), points: z.string() })) },
        },
      },
      async ({ merchant }) => ok(await creditSettledBets(s.db, merchant.id)),
    );

    app.get(
      '/wps/operator/points/goods',
      {
        config: { roles: ['admin', 'finance', 'support'] },
        schema: { response: { 200: envelope(z.array(backOfficeGoods)) } },
      },
      async ({ merchant }) => ok(await allGoods(s.db, merchant.id)),
    );
    app.post(
      '/wps/operator/points/goods',
      { config: WRITE, schema: { body: pointGoodsRequest, response: { 200: envelope(backOfficeGoods) } } },
      async ({ merchant, operator, body }) => ok(await createGoods(s.db, merchant.id, operator.id, body)),
    );
    app.patch(
      '/wps/operator/points/goods/:id',
      {
        config: WRITE,
        schema: { params: idParam, body: pointGoodsUpdate, response: { 200: envelope(backOfficeGoods) } },
      },
      async ({ merchant, operator, params, body }) =>
        ok(await updateGoods(s.db, merchant.id, operator.id, params.id, body)),
    );

    app.get(
      '/wps/operator/points/redemptions',
      {
        config: { roles: ['admin', 'finance', 'support'] },
        schema: {
          querystring: z.object({
            status: redeemStatus.optional(),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            size: z.coerce.number().int().min(1).max(100).default(50),
          }),
          response: { 200: envelope(z.array(redemptionRow)) },
        },
      },
      async ({ merchant, query }) => ok(await redemptionsForReview(s.db, merchant.id, query)),
    );
    for (const verdict of ['approve', 'reject'] as const)
      app.post(
        `/wps/operator/points/redemptions/:id/${verdict}`,
        {
          config: WRITE,
          schema: {
            params: idParam,
            body: z.object({ note: z.string().max(500).optional() }).nullish(),
            response: { 200: envelope(z.null()) },
          },
        },
        async ({ merchant, operator, params, body }) => {
          await reviewRedemption(s.db, merchant.id, params.id, operator.id, verdict === 'approve', body?.note);
          return ok(null);
        },
      );
  };
