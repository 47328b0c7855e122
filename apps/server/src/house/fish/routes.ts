import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../platform/errors.ts';
import {
  BET_LEVELS,
  canShootAt,
  FISH_GAME_CODE,
  fishInPond,
  isBetLevel,
  LOOKAHEAD_MS,
  type ShotOutcome,
  SPECIES,
  shoot,
  shotPayout,
  speciesOf,
} from '../games/fish/index.ts';
import { type HouseDeps, playInstant } from '../instant.ts';
import { registerReplayer } from '../replay.ts';
import { windowToken } from '../routes.ts';
import { houseSession } from '../sessions.ts';
import { caughtFish, oneShotAtATime } from './caught.ts';
import { sessionPond } from './pond.ts';
import { pondReply, shootReply } from './schemas.ts';

const shootBody = z.object({
  fishId: z.number().int().min(0).max(1e9),
  stake: z.string().regex(/^[1-9][0-9]{0,14}$/),
});

/** What a shot records as the player's bet; the verify page redraws the shot from it. */
type FishBet = { fishId: number; species: string; stake: string };

registerReplayer(FISH_GAME_CODE, (rng, _round, bet) => {
  const b = bet as FishBet | null;
  const species = b ? speciesOf(b.species) : undefined;
  return b && species ? shoot(rng, b.fishId, species) : null;
});

async function fishWindow(h: HouseDeps, token: string | undefined) {
  const s = await houseSession(h.db, token);
  if (s.gameCode !== FISH_GAME_CODE)
    throw new AppError('house.game.mismatch', `This window plays ${s.gameCode}, not ${FISH_GAME_CODE}`);
  return s;
}

/** Mekong Fishing: the pond a window sees, and shots, each one instant round. */
export const houseFishRoutes = (h: HouseDeps) => async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/house/api/fish/pond', { schema: { response: { 200: pondReply } } }, async (request) => {
    const s = await fishWindow(h, windowToken(request));
    const now = Date.now();
    const caught = await caughtFish(h.db, s.id, now);
    return ok({
      serverTime: now,
      fish: fishInPond(sessionPond(s), now, LOOKAHEAD_MS).filter((f) => !caught.has(f.id)),
      betLevels: BET_LEVELS.map(String),
      species: SPECIES.map((sp) => ({ code: sp.code, multiplier: sp.multiplier })),
    });
  });

  app.post('/house/api/fish/shoot', { schema: { body: shootBody, response: { 200: shootReply } } }, async (request) => {
    const s = await fishWindow(h, windowToken(request));
    const stake = BigInt(request.body.stake);
    if (!isBetLevel(stake))
      throw new AppError('house.bet.invalid', 'The stake must be one of the bet levels', {
        betLevels: BET_LEVELS.map(String),
      });
    const { fishId } = request.body;
    const r = await oneShotAtATime(s.id, async () => {
      const now = Date.now();
      const fish = canShootAt(sessionPond(s), fishId, now);
      if (!fish || (await caughtFish(h.db, s.id, now)).has(fishId))
        throw new AppError('house.fish.gone', 'That fish is not in the pond', { fishId });
      const species = speciesOf(fish.species);
      if (!species) throw new AppError('house.fish.gone', 'Unknown species');
      const bet: FishBet = { fishId, species: species.code, stake: stake.toString() };
      return playInstant(h, s, {
        gameCode: FISH_GAME_CODE,
        stake,
        bet,
        play: (rng) => {
          const outcome = shoot(rng, fishId, species);
          return { outcome, payout: shotPayout(outcome, stake) };
        },
      });
    });
    const outcome = r.outcome as ShotOutcome;
    return ok({
      roundId: r.roundId,
      outcome,
      fishId: outcome.fishId,
      species: outcome.species,
      multiplier: outcome.multiplier,
      caught: outcome.caught,
      stake: r.stake,
      payout: r.payout,
      balance: r.balance,
      pending: r.pending,
      seedHash: r.fair.seedHash,
      serverSeed: r.fair.serverSeed,
      clientSeed: r.fair.clientSeed,
      nonce: r.fair.nonce,
      fair: { nextSeedHash: r.fair.nextSeedHash, clientSeed: r.fair.clientSeed, nonce: r.fair.nonce + 1 },
    });
  });
};
