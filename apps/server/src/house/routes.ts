import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../platform/errors.ts';
import type { HouseDeps } from './instant.ts';
import { replayRound } from './replay.ts';
import { houseSession, openHouseSession, sessionBalance, setClientSeed } from './sessions.ts';
import { houseBets, houseRounds } from './store/tables.ts';

const sessionBody = z.object({
  ticket: z.string().min(20).max(128),
  lang: z.enum(['KM', 'EN', 'CN', 'VI', 'TH']).default('KM'),
});
const seedBody = z.object({ clientSeed: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const roundParams = z.object({ id: z.coerce.number().int().positive() });
const historyQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });

/** The game window's token travels in Authorization, like the portal's own session. */
export const windowToken = (request: FastifyRequest) => {
  const h = request.headers.authorization;
  return typeof h === 'string' ? h.replace(/^Bearer /, '') : undefined;
};

/** Session, seeds and round verification: what every house game window uses. */
export const houseSessionRoutes = (h: HouseDeps) => async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const state = async (s: Awaited<ReturnType<typeof houseSession>>) => ({
    mode: s.mode,
    nickname: s.nickname,
    currency: s.currency,
    language: s.language,
    game: s.gameCode,
    balance: (await sessionBalance(h.wallet, s)).toString(),
    fair: { nextSeedHash: s.nextSeedHash, clientSeed: s.clientSeed, nonce: s.nonce },
  });

  app.post('/house/api/session', { schema: { body: sessionBody } }, async (request) => {
    const opened = await openHouseSession(h.db, h.wallet, request.body.ticket, request.body.lang);
    return ok({ token: opened.token, ...(await state(opened.session)) });
  });

  app.get('/house/api/session', async (request) => ok(await state(await houseSession(h.db, windowToken(request)))));

  app.post('/house/api/client-seed', { schema: { body: seedBody } }, async (request) => {
    const s = await houseSession(h.db, windowToken(request));
    await setClientSeed(h.db, s, request.body.clientSeed);
    return ok({ clientSeed: request.body.clientSeed, nextSeedHash: s.nextSeedHash, nonce: s.nonce });
  });

  /** This window's player's last rounds of the session's game, newest first. */
  app.get('/house/api/history', { schema: { querystring: historyQuery } }, async (request) => {
    const s = await houseSession(h.db, windowToken(request));
    const rows = await h.db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.sessionId, s.id)))
      .orderBy(desc(houseRounds.id))
      .limit(request.query.limit);
    return ok(rows.map(publicRound));
  });

  /** The round drawn again from its revealed seeds, compared with what was recorded. */
  app.get('/house/api/rounds/:id/verify', { schema: { params: roundParams } }, async (request) => {
    const [row] = await h.db.select().from(houseRounds).where(eq(houseRounds.id, request.params.id));
    if (!row) throw new AppError('house.round.not.found', 'No such round');
    const [bet] = row.tableId ? [] : await h.db.select().from(houseBets).where(eq(houseBets.roundId, row.id)).limit(1);
    return ok({ round: publicRound(row), replay: replayRound(row, bet?.bet ?? null) });
  });

  /** Any round, for the verify page: the seed is shown only once the round is over. */
  app.get('/house/api/rounds/:id', { schema: { params: roundParams } }, async (request) => {
    const [row] = await h.db.select().from(houseRounds).where(eq(houseRounds.id, request.params.id));
    if (!row) throw new AppError('house.round.not.found', 'No such round');
    return ok(publicRound(row));
  });
};

export function publicRound(r: typeof houseRounds.$inferSelect) {
  const over = r.status !== 'OPEN';
  return {
    id: r.id,
    game: r.gameCode,
    tableId: r.tableId,
    seq: r.seq,
    status: r.status,
    openedAt: r.opensAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
    seedHash: r.seedHash,
    serverSeed: over ? r.serverSeed : null,
    clientSeed: r.clientSeed,
    nonce: r.nonce,
    outcome: over ? r.outcome : null,
    /** Checked here too, so a reader without a SHA-256 tool still gets an answer. */
    seedMatches: over ? createHash('sha256').update(r.serverSeed).digest('hex') === r.seedHash : null,
  };
}
