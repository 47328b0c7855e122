import {
  envelope,
  limitsUpdateRequest,
  oddsUpdateRequest,
  openedNumeroValue,
  operatorDrawsQuery,
  resultEntryValue,
  vnResultEntry,
} from '@mekong/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lotteryDraws, lotteryGames, lotteryOdds } from '../../platform/db/schema.ts';
import { AppError, ok } from '../../platform/errors.ts';
import { gameByCode, merchantGames, oddsOf, prizeModeOf } from './catalog.ts';
import { advanceLottery } from './draws/lifecycle.ts';
import { auditLottery, cancelDraw, closeDraw, enterVnResult } from './draws/operate.ts';
import { announceDraw, type LotteryDeps } from './events.ts';
import { drawPage } from './stats.ts';
import { drawView } from './views.ts';

const operatorOf = (r: { merchant: { id: number }; operator: { id: number } }) => ({
  merchantId: r.merchant.id,
  operatorId: r.operator.id,
});

/** Results and cancellations move money, so the roles that approve money movements act; support reads. */
const ACTORS = ['admin', 'finance'] as const;
const READERS = ['admin', 'finance', 'support'] as const;
const drawParam = z.object({ drawId: z.coerce.number().int().positive() });

/** The lottery's back office: draws, two-person result entry, holds and cancellations, odds and limits. */
export const lotteryOperatorRoutes =
  (deps: LotteryDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    /**
     * Settles (or refunds) the merchant's draws now rather than at the clock's next look; the
     * operator's answer does not wait for it, and a failure is left to the clock.
     */
    const advanceNow = (merchantId: number) =>
      void advanceLottery(deps, new Date(), { merchantId }).catch((err) => app.log.error({ err }, 'lottery settle'));
    const loadDraw = async (merchantId: number, drawId: number) => {
      const [draw] = await db
        .select()
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.merchantId, merchantId)));
      if (!draw) throw new AppError('lottery.draw.not.found', `No draw ${drawId}`);
      const [game] = await db.select().from(lotteryGames).where(eq(lotteryGames.id, draw.gameId));
      if (!game) throw new AppError('lottery.game.not.found', 'The draw has no game');
      return { draw, game };
    };

    app.get(
      '/wps/operator/lottery/draws',
      {
        config: { roles: [...READERS] },
        schema: { querystring: operatorDrawsQuery, response: { 200: envelope(openedNumeroValue) } },
      },
      async (request) => {
        const { gameCode, status, pageNo, pageSize } = request.query;
        const games = new Map((await merchantGames(db, request.merchant.id)).map((g) => [g.id, g]));
        const game = gameCode ? await gameByCode(db, request.merchant.id, gameCode) : null;
        const where = and(
          eq(lotteryDraws.merchantId, request.merchant.id),
          game ? eq(lotteryDraws.gameId, game.id) : undefined,
          status ? eq(lotteryDraws.status, status) : undefined,
        );
        const { rows, total } = await drawPage(db, where, pageNo, pageSize);
        const list = rows.flatMap((d) => {
          const g = games.get(d.gameId);
          return g ? [drawView(d, g)] : [];
        });
        return ok({ list, total });
      },
    );

    app.post(
      '/wps/operator/lottery/draws/:drawId/result',
      {
        config: { roles: [...ACTORS] },
        schema: { params: drawParam, body: vnResultEntry, response: { 200: envelope(resultEntryValue) } },
      },
      async (request) => {
        const { draw, game } = await loadDraw(request.merchant.id, request.params.drawId);
        const op = operatorOf(request);
        const r = await enterVnResult(db, op, game, draw, request.body.prizes);
        const view = drawView(r.draw, game);
        if (r.status === 'APPROVED') {
          await announceDraw(deps, request.merchant.id, view);
          advanceNow(request.merchant.id);
        }
        return ok({ drawId: draw.id, status: r.status, draw: view });
      },
    );

    app.post(
      '/wps/operator/lottery/draws/:drawId/close',
      { config: { roles: [...ACTORS] }, schema: { params: drawParam } },
      async (request) => {
        const { draw, game } = await loadDraw(request.merchant.id, request.params.drawId);
        const row = await closeDraw(db, operatorOf(request), draw);
        await announceDraw(deps, request.merchant.id, drawView(row, game));
        return ok(drawView(row, game));
      },
    );

    app.post(
      '/wps/operator/lottery/draws/:drawId/cancel',
      {
        config: { roles: [...ACTORS] },
        schema: { params: drawParam, body: z.object({ reason: z.string().trim().min(3).max(200) }) },
      },
      async (request) => {
        const { draw, game } = await loadDraw(request.merchant.id, request.params.drawId);
        const op = operatorOf(request);
        const row = await cancelDraw(db, op, draw, request.body.reason);
        await announceDraw(deps, request.merchant.id, drawView(row, game));
        advanceNow(request.merchant.id);
        return ok(drawView(row, game));
      },
    );

    app.put(
      '/wps/operator/lottery/odds',
      { config: { roles: ['admin'] }, schema: { body: oddsUpdateRequest } },
      async (request) => {
        const b = request.body;
        const game = await gameByCode(db, request.merchant.id, b.gameCode);
        const mode = prizeModeOf(game, b.prizeMode);
        if (!(await oddsOf(db, game, mode)).has(b.playType)) {
          throw new AppError('lottery.line.invalid', `${game.code} has no play type ${b.playType}`, {
            reason: 'PLAY_TYPE',
          });
        }
        await db.transaction(async (tx) => {
          await tx
            .update(lotteryOdds)
            .set({ pricePerPoint: BigInt(b.pricePerPoint), pay: b.payPerPoint })
            .where(
              and(
                eq(lotteryOdds.gameId, game.id),
                eq(lotteryOdds.prizeMode, mode),
                eq(lotteryOdds.playType, b.playType),
              ),
            );
          // Slips priced on the old odds are refused from now on (placed bets keep theirs).
          await tx
            .update(lotteryGames)
            .set({ oddsVersion: sql`${lotteryGames.oddsVersion} + 1` })
            .where(eq(lotteryGames.id, game.id));
          await auditLottery(tx, operatorOf(request), 'lottery.odds.update', { ...b });
        });
        return ok(null);
      },
    );

    app.put(
      '/wps/operator/lottery/limits',
      { config: { roles: ['admin'] }, schema: { body: limitsUpdateRequest } },
      async (request) => {
        const b = request.body;
        const game = await gameByCode(db, request.merchant.id, b.gameCode);
        await db
          .update(lotteryGames)
          .set({
            maxStakePerBet: BigInt(b.maxStakePerBet),
            maxStakePerPlayerDraw: BigInt(b.maxStakePerPlayerDraw),
            maxPayoutPerNumber: BigInt(b.maxPayoutPerNumber),
          })
          .where(eq(lotteryGames.id, game.id));
        await auditLottery(db, operatorOf(request), 'lottery.limits.update', { ...b });
        return ok(null);
      },
    );
  };
