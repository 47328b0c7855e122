import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors.ts';
import type { HouseDeps } from '../instant.ts';
import { windowToken } from '../routes.ts';
import { houseSession, sessionBalance } from '../sessions.ts';
import { placeSportsBet } from './place.ts';
import { betsOfPlayer, boardOf, GAME_CATEGORY } from './views.ts';

const boardQuery = z.object({ category: z.enum(['SPORTS', 'ESPORTS']).optional() });
const slipBody = z.object({
  selectionId: z.number().int().positive(),
  stake: z.string().regex(/^[1-9][0-9]{0,14}$/),
  /** The odds the player saw, in thousandths. */
  odds: z.number().int().positive().max(1_000_000),
  acceptOddsChange: z.enum(['NONE', 'HIGHER', 'ANY']).default('NONE'),
});

/** The sportsbook's game window: the board, the player's bets, and the slip. */
export const houseSportsRoutes = (h: HouseDeps) => async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/house/api/sports/events', { schema: { querystring: boardQuery } }, async (request) => {
    const s = await houseSession(h.db, windowToken(request));
    const category = request.query.category ?? GAME_CATEGORY[s.gameCode] ?? 'SPORTS';
    return ok({ serverTime: new Date().toISOString(), events: await boardOf(h.db, s, category) });
  });

  app.get('/house/api/sports/bets', async (request) => {
    const s = await houseSession(h.db, windowToken(request));
    return ok(await betsOfPlayer(h.db, s));
  });

  app.post('/house/api/sports/bets', { schema: { body: slipBody } }, async (request) => {
    const s = await houseSession(h.db, windowToken(request));
    const { stake, ...rest } = request.body;
    const placed = await placeSportsBet(h, s, { ...rest, stake: BigInt(stake) });
    const balance = placed.balance ?? (await sessionBalance(h.wallet, await houseSession(h.db, windowToken(request))));
    return ok({ bet: placed.bet, balance: balance.toString() });
  });
};
