import {
  envelope,
  gameListOnly,
  gameListQuery,
  gameListValue,
  hotGamesQuery,
  languageQuery,
  roomListValue,
  vassGameTypeQuery,
  vassGameTypeValue,
  winFiguresQuery,
  winFiguresValue,
  winnerBoardQuery,
  winnerBoardValue,
} from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/index.ts';
import { ok } from '../../platform/errors.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { countGames, findGames, toEntry } from './games.ts';
import { vendorsByCategory } from './service.ts';
import { winFigures } from './win-figures.ts';
import { winnerBoard } from './winners.ts';

/**
 * The public game feeds. Visitors browse before they sign in, and none of these
 * answers says anything about a member, so they need no session.
 */
export const gameListRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/relay/GCSGAME_gameList',
      {
        config: { modId: 'GAMELO3' },
        schema: { querystring: gameListQuery, response: { 200: envelope(gameListValue) } },
      },
      async (request) => {
        const q = request.query;
        const language = requestLanguage(q.language, request.headers.language);
        const filter = { category: q.gameType, vassalage: q.vassalage, search: q.search || undefined };
        const [rows, total] = await Promise.all([
          findGames(db, request.merchant.id, filter, { no: q.pageNo, size: q.pageSize }),
          countGames(db, request.merchant.id, filter),
        ]);
        return ok({
          games: rows.map((r) => toEntry(r, language)),
          totalPages: Math.ceil(total / q.pageSize),
          total,
        });
      },
    );

    app.get(
      '/wps/relay/GCSGAME_hotGamesV2',
      {
        config: { modId: 'GAMELOHOT3' },
        schema: { querystring: hotGamesQuery, response: { 200: envelope(gameListOnly) } },
      },
      async (request) => {
        const language = requestLanguage(request.query.language, request.headers.language);
        const rows = await findGames(db, request.merchant.id, { category: request.query.gameType, hotOnly: true });
        return ok({ list: rows.map((r) => toEntry(r, language)) });
      },
    );

    app.get(
      '/wps/relay/GCSGAME_getVassGameType',
      {
        config: { modId: 'COMM3' },
        schema: { querystring: vassGameTypeQuery, response: { 200: envelope(vassGameTypeValue) } },
      },
      async (request) => ok({ list: await vendorsByCategory(db, request.merchant.id, request.query.gameType) }),
    );

    app.get(
      '/wps/relay/ODSFE2_getWinnerBoard',
      {
        config: { modId: 'COMM3' },
        schema: { querystring: winnerBoardQuery, response: { 200: envelope(winnerBoardValue) } },
      },
      async (request) => {
        const { gameCategory, limitNum } = request.query;
        const language = requestLanguage(request.query.language, request.headers.language);
        const list = await winnerBoard(db, request.merchant.id, { category: gameCategory, limit: limitNum, language });
        return ok({ list });
      },
    );

    // Not in the original: the home's real figures and its big-wins ticker (docs/api.md).
    app.get(
      '/wps/relay/ODSFE2_getWinFigures',
      {
        config: { modId: 'COMM3' },
        schema: { querystring: winFiguresQuery, response: { 200: envelope(winFiguresValue) } },
      },
      async (request) => {
        const language = requestLanguage(request.query.language, request.headers.language);
        return ok(await winFigures(db, request.merchant, { limit: request.query.limitNum, language }));
      },
    );

    app.get(
      '/wps/relay/GLS2_roomList',
      {
        config: { modId: 'GAMELO3' },
        schema: { querystring: languageQuery, response: { 200: envelope(roomListValue) } },
      },
      async (request) => {
        const language = requestLanguage(request.query.language, request.headers.language);
        const rows = await findGames(db, request.merchant.id, { category: 'PVP' });
        // The PVP tables (seats, live hands) come with the house PVP game; until then every PVP
        // game is listed with no open room, so the page can already show the games.
        return ok({ list: rows.map((r) => ({ ...toEntry(r, language), rooms: [] })) });
      },
    );
  };
