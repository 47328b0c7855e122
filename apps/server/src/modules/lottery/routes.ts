import {
  envelope,
  gameDetailQuery,
  gameDetailValue,
  lotteryMenuQuery,
  lotteryMenuValue,
  lotteryRecentValue,
  nearDrawsQuery,
  nearDrawsValue,
  openedNumeroQuery,
  openedNumeroValue,
  popularGamesValue,
  popularNumbersQuery,
  popularNumbersValue,
  trendQuery,
  trendValue,
} from '@mekong/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bets, lotteryDraws } from '../../platform/db/schema.ts';
import { ok } from '../../platform/errors.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { gameByCode, LOTTERY_VENDOR, menuGame, merchantGames } from './catalog.ts';
import { gameDetail } from './detail.ts';
import type { LotteryDeps } from './events.ts';
import { menuGroups, popularGames } from './menus.ts';
import { drawPage, latestDrawn, nearDraws, popularNumbers, trendOf } from './stats.ts';
import { drawView } from './views.ts';

/** The lottery's public reads: menus, popular games, draws, results, trends. */
export const lotteryPublicRoutes =
  (deps: LotteryDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const lang = (q: string | undefined, h: string | string[] | undefined) => requestLanguage(q, h);

    app.get(
      '/lgw/games/game_menus',
      {
        config: { modId: 'COMM3' },
        schema: { querystring: lotteryMenuQuery, response: { 200: envelope(lotteryMenuValue) } },
      },
      async (request) => {
        const games = await merchantGames(db, request.merchant.id);
        return ok(menuGroups(games, request.query.prizeMode, lang(request.query.language, request.headers.language)));
      },
    );

    app.get(
      '/lgw/vn/games/game_menu',
      {
        config: { modId: 'COMM3' },
        schema: { querystring: lotteryMenuQuery, response: { 200: envelope(lotteryMenuValue) } },
      },
      async (request) => {
        const games = (await merchantGames(db, request.merchant.id)).filter((g) => g.family === 'VN');
        return ok(
          menuGroups(games, request.query.prizeMode ?? 'Lott', lang(request.query.language, request.headers.language)),
        );
      },
    );

    app.get(
      '/lgw/vn/games/game_menu/recent',
      { config: { modId: 'COMM3', auth: 'trial-ok' }, schema: { response: { 200: envelope(lotteryRecentValue) } } },
      async (request) => {
        const recent = await db
          .select({ gameCode: bets.gameCode, last: sql<string>`max(${bets.placedAt})` })
          .from(bets)
          .where(
            and(
              eq(bets.merchantId, request.merchant.id),
              eq(bets.memberId, request.member.id),
              eq(bets.vendorCode, LOTTERY_VENDOR),
            ),
          )
          .groupBy(bets.gameCode)
          .orderBy(desc(sql`max(${bets.placedAt})`))
          .limit(10);
        const games = new Map((await merchantGames(db, request.merchant.id)).map((g) => [g.code, g]));
        const language = requestLanguage(undefined, request.headers.language);
        return ok(
          recent.flatMap((r) => (games.has(r.gameCode) ? [menuGame(games.get(r.gameCode) as never, language)] : [])),
        );
      },
    );

    app.get(
      '/lgw/games/popular',
      { config: { modId: 'COMM3' }, schema: { response: { 200: envelope(popularGamesValue) } } },
      async (request) =>
        ok(
          popularGames(
            await merchantGames(db, request.merchant.id),
            requestLanguage(undefined, request.headers.language),
          ),
        ),
    );

    app.get(
      '/lgw/games/detail',
      {
        config: { modId: 'COMM3' },
        schema: { querystring: gameDetailQuery, response: { 200: envelope(gameDetailValue) } },
      },
      async (request) => {
        const game = await gameByCode(db, request.merchant.id, request.query.gameCode);
        const language = requestLanguage(undefined, request.headers.language);
        return ok(await gameDetail(db, request.merchant, game, request.query.prizeMode, language));
      },
    );

    app.get(
      '/lgw/numeros/near',
      {
        config: { modId: 'COMM3' },
        schema: { querystring: nearDrawsQuery, response: { 200: envelope(nearDrawsValue) } },
      },
      async (request) => {
        const game = await gameByCode(db, request.merchant.id, request.query.gameCode);
        const { current, previous } = await nearDraws(db, game);
        return ok({
          serverTime: new Date().toISOString(),
          current: current && drawView(current, game),
          previous: previous && drawView(previous, game),
        });
      },
    );

    for (const path of ['/lotto/lgw/games/opened/numero', '/lgw/games/opened/numero']) {
      app.get(
        path,
        {
          config: { modId: 'COMM3' },
          schema: { querystring: openedNumeroQuery, response: { 200: envelope(openedNumeroValue) } },
        },
        async (request) => {
          const { gameCode, pageNo, pageSize } = request.query;
          const game = await gameByCode(db, request.merchant.id, gameCode);
          const where = and(
            eq(lotteryDraws.gameId, game.id),
            inArray(lotteryDraws.status, ['DRAWN', 'SETTLED', 'CANCELLED']),
          );
          const { rows, total } = await drawPage(db, where, pageNo, pageSize);
          return ok({ list: rows.map((d) => drawView(d, game)), total });
        },
      );
    }

    app.get(
      '/lgw/vn/numeros/opened/game',
      {
        config: { modId: 'AGEANNOUNCE3' },
        schema: { querystring: openedNumeroQuery, response: { 200: envelope(openedNumeroValue) } },
      },
      async (request) => {
        const { gameCode, pageNo, pageSize } = request.query;
        const game = await gameByCode(db, request.merchant.id, gameCode);
        const rows = await latestDrawn(db, [game.id], pageNo * pageSize);
        return ok({ list: rows.slice((pageNo - 1) * pageSize).map((d) => drawView(d, game)), total: rows.length });
      },
    );

    app.get(
      '/lgw/vn/numeros/popular',
      {
        config: { modId: 'AGEANNOUNCE3' },
        schema: { querystring: popularNumbersQuery, response: { 200: envelope(popularNumbersValue) } },
      },
      async (request) => {
        const { gameCode, count, draws } = request.query;
        const all = (await merchantGames(db, request.merchant.id)).filter((g) => g.family === 'VN');
        const games = gameCode ? all.filter((g) => g.code === gameCode) : all;
        return ok(await popularNumbers(db, games, draws, count));
      },
    );

    app.get(
      '/lgw/games/trend',
      { config: { modId: 'COMM3' }, schema: { querystring: trendQuery, response: { 200: envelope(trendValue) } } },
      async (request) => {
        const game = await gameByCode(db, request.merchant.id, request.query.gameCode);
        return ok(await trendOf(db, game, request.query.count));
      },
    );
  };
