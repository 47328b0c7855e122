import { count } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../platform/errors.ts';
import { ACTIONS } from '../games/pvp/bull-pot.ts';
import type { HouseDeps } from '../instant.ts';
import { windowToken } from '../routes.ts';
import { houseSession, sessionBalance } from '../sessions.ts';
import { housePvpSeats } from '../store/pvp.ts';
import { act, leave, ready, sit } from './commands.ts';
import { refreshPvpTable } from './refresh.ts';
import { registerBullReplayer } from './replay.ts';
import { pvpTableView } from './state.ts';
import { closeStreamsOnShutdown, streamTable } from './stream.ts';
import { PVP_TABLES, type PvpTableDef, pvpTableById } from './tables.ts';

const tableParams = z.object({ id: z.string().max(40) });
const sitBody = z.object({ seat: z.number().int().min(1).max(5).optional() }).default({});
const readyBody = z.object({ ready: z.boolean().default(true) }).default({ ready: true });
const actBody = z.object({ action: z.enum(ACTIONS) });
/** EventSource cannot send headers: the events route alone also takes the window token here. */
const eventsQuery = z.object({ token: z.string().min(20).max(128).optional() });

const table = (id: string) => {
  const t = pvpTableById(id);
  if (!t) throw new AppError('house.round.not.found', 'No such table');
  return t;
};

/** Bull-bull: tables where seated players play each other's hands, on a clock the server keeps. */
export const housePvpRoutes = (h: HouseDeps) => async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  registerBullReplayer();
  closeStreamsOnShutdown(root);
  const session = (request: FastifyRequest) => houseSession(h.db, windowToken(request));
  /** The view plus the window's balance, read again: a command may just have moved demo money. */
  const view = async (t: PvpTableDef, request: FastifyRequest) => {
    const s = await session(request);
    return { ...(await pvpTableView(h, t, s)), balance: (await sessionBalance(h.wallet, s)).toString() };
  };

  app.get('/house/api/pvp/tables', async () => {
    const seated = await h.db
      .select({ tableId: housePvpSeats.tableId, n: count() })
      .from(housePvpSeats)
      .groupBy(housePvpSeats.tableId);
    return ok(
      PVP_TABLES.map((t) => ({
        id: t.id,
        ante: t.ante.toString(),
        mode: t.mode,
        seats: t.seats,
        seated: seated.find((x) => x.tableId === t.id)?.n ?? 0,
      })),
    );
  });

  app.get('/house/api/pvp/tables/:id', { schema: { params: tableParams } }, async (request) => {
    const t = table(request.params.id);
    await session(request);
    await refreshPvpTable(h, t);
    return ok(await view(t, request));
  });

  app.get(
    '/house/api/pvp/tables/:id/events',
    { schema: { params: tableParams, querystring: eventsQuery } },
    async (request, reply) => {
      const t = table(request.params.id);
      const s = await houseSession(h.db, windowToken(request) ?? request.query.token);
      await streamTable(h, t, s, reply);
    },
  );

  app.post('/house/api/pvp/tables/:id/sit', { schema: { params: tableParams, body: sitBody } }, async (request) => {
    const t = table(request.params.id);
    const s = await session(request);
    const seat = await sit(h, t, s, request.body.seat);
    return ok({ seat, ...(await view(t, request)) });
  });

  app.post('/house/api/pvp/tables/:id/leave', { schema: { params: tableParams } }, async (request) => {
    const t = table(request.params.id);
    const s = await session(request);
    const left = await leave(h, t, s);
    return ok({ ...left, ...(await view(t, request)) });
  });

  app.post('/house/api/pvp/tables/:id/ready', { schema: { params: tableParams, body: readyBody } }, async (request) => {
    const t = table(request.params.id);
    const s = await session(request);
    await ready(h, t, s, request.body.ready);
    return ok(await view(t, request));
  });

  app.post('/house/api/pvp/tables/:id/act', { schema: { params: tableParams, body: actBody } }, async (request) => {
    const t = table(request.params.id);
    const s = await session(request);
    await act(h, t, s, request.body.action);
    return ok(await view(t, request));
  });
};
