import {
  envelope,
  LOTTERY_EVENT,
  lotteryBetsQuery,
  lotteryBetsValue,
  placeLotteryBetRequest,
  placeLotteryBetValue,
} from '@mekong/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bets } from '../../platform/db/schema.ts';
import { ok } from '../../platform/errors.ts';
import { gameByCode, LOTTERY_VENDOR } from './catalog.ts';
import { type LotteryDeps, onDraw } from './events.ts';
import { placeSlip } from './place.ts';
import { lotteryBetView } from './views.ts';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const PING_MS = 15_000;
const open = new Set<() => void>();

/** Placing lottery bets, the member's lottery bets, and the live stream of a game's draws. */
export const lotteryBetRoutes =
  (deps: LotteryDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });

    app.post(
      '/lgw/bets',
      {
        config: { modId: 'GAMELO3', auth: 'trial-ok' },
        schema: { body: placeLotteryBetRequest, response: { 200: envelope(placeLotteryBetValue) } },
      },
      async (request) => ok(await placeSlip(db, request.merchant, request.member.id, request.body)),
    );

    app.get(
      '/lgw/bets',
      {
        config: { modId: 'GAMELO3', auth: 'trial-ok' },
        schema: { querystring: lotteryBetsQuery, response: { 200: envelope(lotteryBetsValue) } },
      },
      async (request) => {
        const { gameCode, issueNo, pageNo, pageSize } = request.query;
        const where = and(
          eq(bets.merchantId, request.merchant.id),
          eq(bets.memberId, request.member.id),
          eq(bets.vendorCode, LOTTERY_VENDOR),
          gameCode ? eq(bets.gameCode, gameCode) : undefined,
          issueNo ? sql`${bets.detail}->>'issueNo' = ${issueNo}` : undefined,
        );
        const [rows, [count]] = await Promise.all([
          db
            .select()
            .from(bets)
            .where(where)
            .orderBy(desc(bets.id))
            .limit(pageSize)
            .offset((pageNo - 1) * pageSize),
          db.select({ n: sql<number>`count(*)::int` }).from(bets).where(where),
        ]);
        return ok({ list: rows.map(lotteryBetView), total: count?.n ?? 0 });
      },
    );

    /**
     * Server-sent events of one game: an `event: draw` with the draw's view each time one of its
     * draws opens, closes, is drawn, settled or cancelled, from whichever process made the change.
     */
    app.get(
      '/lgw/events',
      { config: { modId: 'COMM3' }, schema: { querystring: z.object({ gameCode: z.string().min(1).max(32) }) } },
      async (request, reply) => {
        const game = await gameByCode(db, request.merchant.id, request.query.gameCode);
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        raw.write(': open\n\n');
        const off = onDraw(deps, request.merchant.id, game.code, (view) => {
          if (!raw.writableEnded) raw.write(`event: ${LOTTERY_EVENT}\ndata: ${JSON.stringify(view)}\n\n`);
        });
        const ping = setInterval(() => raw.write(': ping\n\n'), PING_MS).unref();
        const end = () => {
          if (!open.delete(end)) return;
          off();
          clearInterval(ping);
          if (!raw.writableEnded) raw.end();
        };
        open.add(end);
        raw.on('close', end);
      },
    );
  };
