import { randomInt } from 'node:crypto';
import { envelope, launchGameQuery, launchGameValue, TRIAL_TYPE } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/index.ts';
import { AppError, ok } from '../../platform/errors.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { siteOrigin } from '../../platform/site-origin.ts';
import { lotteryLaunchUrl } from '../lottery/index.ts';
import { issueLaunchTicket } from './launch.ts';
import { playableGame } from './lookup.ts';

/**
 * Where the game page lives: a vendor's absolute URL as it is; our own relative one on a launch
 * CDN picked at random, or on the origin the player called when there is none.
 */
export function launchBase(launchUrl: string, cdns: string[], origin: string) {
  if (/^https?:\/\//i.test(launchUrl)) return launchUrl;
  const host = cdns.length ? (cdns[randomInt(cdns.length)] as string) : origin;
  return `${host.replace(/\/+$/, '')}${launchUrl.startsWith('/') ? '' : '/'}${launchUrl}`;
}

export const launchRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/game/launchGame',
      {
        // Trials may launch: that is what free play is for, and they only ever get FREE mode.
        config: { modId: 'GAMELO3', auth: 'trial-ok' },
        schema: { querystring: launchGameQuery, response: { 200: envelope(launchGameValue) } },
      },
      async (request) => {
        const q = request.query;
        const { merchant, member } = request;
        if (q.launchMode === 'LOTT') return ok({ content: { game_url: await lotteryLaunchUrl(db, merchant.id, q) } });
        const { game, provider } = await playableGame(db, merchant.id, {
          id: q.gameId ?? q.nodeId,
          vendorCode: q.vendor ?? q.vassalage,
          code: q.gameCode,
        });
        // A vendor that has no provider row has nowhere to send the player.
        if (!provider) throw new AppError('game.vendor.disabled', 'This game provider cannot be launched');
        const mode = member.type === TRIAL_TYPE || q.accountType === 0 ? 'FREE' : 'REAL';
        const language = requestLanguage(q.language, request.headers.language);
        const { ticket } = await issueLaunchTicket(db, {
          merchantId: merchant.id,
          memberId: member.id,
          gameId: game.id,
          vendorCode: game.vendorCode,
          gameCode: game.code,
          mode,
          language,
          sessionHash: member.tokenHash,
        });
        const base = launchBase(provider.launchUrl, merchant.launchGameCdns, siteOrigin(request, merchant));
        const params = new URLSearchParams({ ticket, game: game.code, lang: language, mode });
        return ok({ content: { game_url: `${base}${base.includes('?') ? '&' : '?'}${params}` } });
      },
    );
  };
