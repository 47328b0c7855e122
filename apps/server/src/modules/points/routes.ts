import {
  convertPointRequest,
  convertPointValue,
  envelope,
  pointBalanceValue,
  pointConfigValue,
  pointDetailQuery,
  pointDetailValue,
  pointRewardValue,
  redeemListQuery,
  redeemListValue,
  redeemPointRequest,
  redeemPointValue,
} from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { publicConfig } from './config.ts';
import { convertPoints } from './convert.ts';
import { goodsOnOffer, pointBalance, pointDetails, redemptionList } from './reads.ts';
import { redeemGoods } from './redeem.ts';

/** The original's relay names: the desktop client's MCS2_ and the app's MCSFE_ (reference, section 2). */
const both = (call: string) => [`/wps/relay/MCS2_${call}`, `/wps/relay/MCSFE_${call}`];

/** The points mall (SPEC: Points), module PTSYS3; its details relay belongs to MEMTRANS3. */
export const pointRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of both('getPointBalance'))
      app.get(
        url,
        { config: { modId: 'PTSYS3', auth: 'member' }, schema: { response: { 200: envelope(pointBalanceValue) } } },
        async ({ merchant, member }) => ok(await pointBalance(s.db, merchant.id, member.id)),
      );

    // Visitors see the rules and the goods; redeeming needs a session.
    for (const url of both('getPointConfig'))
      app.get(
        url,
        { config: { modId: 'PTSYS3' }, schema: { response: { 200: envelope(pointConfigValue) } } },
        async ({ merchant }) => ok(await publicConfig(s.db, merchant)),
      );
    for (const url of both('getPointReward'))
      app.get(
        url,
        { config: { modId: 'PTSYS3' }, schema: { response: { 200: envelope(pointRewardValue) } } },
        async ({ merchant }) => ok(await goodsOnOffer(s.db, merchant.id)),
      );

    for (const url of both('getRedeemPointList'))
      app.get(
        url,
        {
          config: { modId: 'PTSYS3', auth: 'member' },
          schema: { querystring: redeemListQuery, response: { 200: envelope(redeemListValue) } },
        },
        async ({ merchant, member, query }) => ok(await redemptionList(s.db, merchant.id, member.id, query)),
      );

    app.get(
      '/wps/relay/ODSFE2_MemTransDet',
      {
        config: { modId: 'MEMTRANS3', auth: 'member' },
        schema: { querystring: pointDetailQuery, response: { 200: envelope(pointDetailValue) } },
      },
      async ({ merchant, member, query }) => ok(await pointDetails(s.db, merchant.id, member.id, query)),
    );

    // Password-checked and sealed, like every call that spends what the player holds.
    for (const url of both('redeemPointReward'))
      app.post(
        url,
        {
          config: { modId: 'PTSYS3', auth: 'member', sealed: true },
          schema: { body: redeemPointRequest, response: { 200: envelope(redeemPointValue) } },
        },
        async ({ merchant, member, body }) => ok(await redeemGoods(s.db, merchant, member, body)),
      );
    for (const url of both('convertPoint'))
      app.post(
        url,
        {
          config: { modId: 'PTSYS3', auth: 'member', sealed: true },
          schema: { body: convertPointRequest, response: { 200: envelope(convertPointValue) } },
        },
        async ({ merchant, member, body }) => ok(await convertPoints(s.db, merchant, member, body)),
      );
  };
