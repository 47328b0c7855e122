import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../platform/errors.ts';
import type { HouseDeps } from '../instant.ts';
import { windowToken } from '../routes.ts';
import { houseSession, sessionBalance } from '../sessions.ts';
import { placeTableBets } from './bets.ts';
import { tableById, tablesOfGame } from './registry.ts';
import { tableState } from './state.ts';

const tableParams = z.object({ id: z.string().max(40) });
const gameQuery = z.object({ game: z.string().max(40) });
const stake = z.string().regex(/^[1-9][0-9]{0,14}$/);
const betsBody = z.object({
  lines: z
    .array(
      z.object({
        kind: z.string().max(32),
        selection: z.array(z.number().int().min(0).max(36)).max(6).optional(),
        stake,
      }),
    )
    .min(1)
    .max(20),
});

const table = (id: string) => {
  const t = tableById(id);
  if (!t) throw new AppError('house.round.not.found', 'No such table');
  return t;
};

/** The live tables: rounds shared by everyone seated, on a clock the server keeps. */
export const houseTableRoutes = (h: HouseDeps) => async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/house/api/tables', { schema: { querystring: gameQuery } }, async (request) =>
    ok(tablesOfGame(request.query.game).map((t) => ({ id: t.id, game: t.game.code }))),
  );

  app.get('/house/api/tables/:id', { schema: { params: tableParams } }, async (request) => {
    const t = table(request.params.id);
    const s = await houseSession(h.db, windowToken(request));
    return ok({ ...(await tableState(h, t, s)), balance: (await sessionBalance(h.wallet, s)).toString() });
  });

  app.post('/house/api/tables/:id/bets', { schema: { params: tableParams, body: betsBody } }, async (request) => {
    const t = table(request.params.id);
    const s = await houseSession(h.db, windowToken(request));
    // A window bets only at tables of the game it was launched for, as the slots and fish do: the
    // brand's game switches and the window's game are what the launch checked.
    if (s.gameCode !== t.game.code)
      throw new AppError('house.game.mismatch', `This window plays ${s.gameCode}, not ${t.game.code}`);
    const placed = await placeTableBets(h, t, s, request.body.lines);
    return ok({
      ...placed,
      balance: (await sessionBalance(h.wallet, await houseSession(h.db, windowToken(request)))).toString(),
    });
  });
};
