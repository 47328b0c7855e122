import {
  applyRequest,
  bonusHistory as bonusHistorySchema,
  claimRequest,
  claimResult,
  promotionDetail as detailSchema,
  envelope,
  leaderboard,
  missionList,
  promotionList,
  referralInfo,
  rewardList,
} from '@mekong/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { applyForPromotion, joinPromotion } from './apply.ts';
import { scanFirstDeposits } from './auto.ts';
import { bonusHistory } from './bonus-history.ts';
import { checkIn, claimRaffle } from './checkin.ts';
import { promotionDetail, promotionHall } from './hall.ts';
import { claimMission, missionLeaderboard, missionsOf } from './missions.ts';
import { referralOf } from './referral.ts';
import { claimCommand, claimReward, rewardsOf } from './rewards.ts';
import { findPromotion } from './store.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const member = { modId: 'REWCEN3', auth: 'member' } as const;

/** The hall answers visitors too; a signed-in caller (a valid token) gets their own states. */
async function optionalMemberId(s: AccountServices, request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) return null;
  return (await s.sessions.find(token, request.merchant.id))?.id ?? null;
}

/** Promotions hall and detail, applying and the automatic kinds' buttons, rewards, referral, missions. */
export const promotionRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    const lang = (r: FastifyRequest) => r.headers.language;

    app.get(
      '/wps/promotion/list',
      { config: { modId: 'COMM3' }, schema: { response: { 200: envelope(promotionList) } } },
      async (request) =>
        ok(await promotionHall(s.db, request.merchant, await optionalMemberId(s, request), lang(request))),
    );
    app.get(
      '/wps/promotion/:id',
      { config: { modId: 'COMM3' }, schema: { params: idParam, response: { 200: envelope(detailSchema) } } },
      async (request) => {
        const p = await findPromotion(s.db, request.merchant.id, request.params.id);
        const memberId = await optionalMemberId(s, request);
        return ok(await promotionDetail(s.db, request.merchant, memberId, p, lang(request)));
      },
    );
    app.post(
      '/wps/promotion/:id/apply',
      {
        config: { modId: 'COMM3', auth: 'member' },
        // Room for three 5 MB images in base64.
        bodyLimit: 22 * 1024 * 1024,
        schema: { params: idParam, body: applyRequest, response: { 200: envelope(z.object({ id: z.number() })) } },
      },
      async ({ merchant, member, params, body }) =>
        ok(await applyForPromotion(s.db, s.config.dataDir, merchant, member.id, params.id, body)),
    );
    app.post(
      '/wps/promotion/:id/join',
      {
        config: { modId: 'COMM3', auth: 'member' },
        schema: { params: idParam, response: { 200: envelope(z.null()) } },
      },
      async ({ merchant, member, params }) => ok(await joinPromotion(s.db, merchant, member.id, params.id)),
    );
    app.post(
      '/wps/promotion/:id/checkin',
      {
        config: { modId: 'COMM3', auth: 'member' },
        schema: {
          params: idParam,
          body: claimRequest.nullish(),
          response: { 200: envelope(z.object({ day: z.string(), streak: z.number(), amount: z.string() })) },
        },
      },
      async ({ merchant, member, params, body }) =>
        ok(await checkIn(s.db, merchant, member.id, params.id, new Date(), body?.idempotencyKey)),
    );
    app.post(
      '/wps/relay/MCS2_claimRafflePromotion',
      {
        config: { modId: 'COMM3', auth: 'member' },
        schema: {
          body: claimRequest.extend({ promotionId: z.number().int().positive() }),
          response: { 200: envelope(z.object({ prize: z.string(), period: z.string() })) },
        },
      },
      async ({ merchant, member, body }) =>
        ok(await claimRaffle(s.db, merchant, member.id, body.promotionId, new Date(), body.idempotencyKey)),
    );

    app.get(
      '/wps/promotion/rewards',
      { config: member, schema: { response: { 200: envelope(rewardList) } } },
      async (request) => {
        // A first deposit confirmed a moment ago shows without waiting for the job's tick.
        await scanFirstDeposits(s.db, { merchantId: request.merchant.id, memberId: request.member.id });
        return ok(await rewardsOf(s.db, request.merchant.id, request.member.id, lang(request)));
      },
    );
    app.post(
      '/wps/promotion/rewards/:id/claim',
      {
        config: member,
        schema: { params: idParam, body: claimRequest.nullish(), response: { 200: envelope(claimResult) } },
      },
      async ({ merchant, member, params, body }) =>
        ok(
          await claimReward(
            s.db,
            merchant,
            member.id,
            params.id,
            claimCommand(merchant.id, member.id, 'reward', { rewardId: params.id }, body?.idempotencyKey),
          ),
        ),
    );
    app.get(
      '/wps/promotion/bonus',
      { config: member, schema: { response: { 200: envelope(bonusHistorySchema) } } },
      async ({ merchant, member }) => ok(await bonusHistory(s.db, merchant.id, member.id)),
    );
    app.get(
      '/wps/promotion/referral',
      { config: member, schema: { response: { 200: envelope(referralInfo) } } },
      async (request) => {
        await scanFirstDeposits(s.db, { merchantId: request.merchant.id, memberId: request.member.id });
        return ok(await referralOf(s.db, request.merchant.id, request.member.id, lang(request)));
      },
    );
    app.get(
      '/wps/promotion/missions',
      { config: member, schema: { response: { 200: envelope(missionList) } } },
      async (request) => ok(await missionsOf(s.db, request.merchant, request.member.id, lang(request))),
    );
    app.post(
      '/wps/promotion/missions/:id/claim',
      {
        config: member,
        schema: { params: idParam, body: claimRequest.nullish(), response: { 200: envelope(claimResult) } },
      },
      async ({ merchant, member, params, body }) =>
        ok(await claimMission(s.db, merchant, member.id, params.id, new Date(), body?.idempotencyKey)),
    );
    app.get(
      '/wps/promotion/missions/leaderboard',
      { config: { modId: 'REWCEN3' }, schema: { response: { 200: envelope(leaderboard) } } },
      async ({ merchant }) => ok(await missionLeaderboard(s.db, merchant)),
    );
  };
