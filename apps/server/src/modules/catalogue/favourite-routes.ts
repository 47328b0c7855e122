import {
  envelope,
  favouriteGameRequest,
  favouriteIdsValue,
  gameListOnly,
  languageQuery,
  recentGamesValue,
} from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/index.ts';
import { ok } from '../../platform/errors.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { addFavourite, favouriteIds, favouriteRows, recentList, removeFavourite } from './favourites.ts';
import { toEntry } from './games.ts';

/** A member's own game lists. Trial accounts play free games, so they keep lists too. */
export const favouriteRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const fav = { modId: 'GAMELOFAV3', auth: 'trial-ok' } as const;
    const who = (r: { merchant: { id: number }; member: { id: number } }) => ({
      merchantId: r.merchant.id,
      memberId: r.member.id,
    });

    app.get(
      '/wps/relay/MCSFE_getFavoriteGames',
      { config: fav, schema: { response: { 200: envelope(favouriteIdsValue) } } },
      async (request) => ok({ list: await favouriteIds(db, who(request)) }),
    );

    app.get(
      '/wps/relay/MCSFE_getFavoriteGamesList',
      { config: fav, schema: { querystring: languageQuery, response: { 200: envelope(gameListOnly) } } },
      async (request) => {
        const language = requestLanguage(request.query.language, request.headers.language);
        const rows = await favouriteRows(db, who(request));
        return ok({ list: rows.map((r) => toEntry(r, language)) });
      },
    );

    app.post(
      '/wps/relay/MCSFE_addFavoriteGame',
      { config: fav, schema: { body: favouriteGameRequest, response: { 200: envelope(favouriteIdsValue) } } },
      async (request) => ok({ list: await addFavourite(db, who(request), request.body.gameId) }),
    );

    app.post(
      '/wps/relay/MCSFE_removeFavoriteGame',
      { config: fav, schema: { body: favouriteGameRequest, response: { 200: envelope(favouriteIdsValue) } } },
      async (request) => ok({ list: await removeFavourite(db, who(request), request.body.gameId) }),
    );

    app.get(
      '/wps/relay/GCS_recentGame',
      {
        config: { modId: 'GAMELOREC3', auth: 'trial-ok' },
        schema: { querystring: languageQuery, response: { 200: envelope(recentGamesValue) } },
      },
      async (request) => {
        const language = requestLanguage(request.query.language, request.headers.language);
        return ok({ list: await recentList(db, who(request), language) });
      },
    );
  };
