import { envelope } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../platform/errors.ts';
import {
  COINS_PER_STAKE,
  isSlotCode,
  MAX_STAKE,
  MIN_STAKE,
  SLOT_INFO,
  SLOT_MACHINES,
  type SlotCode,
  spinSlot,
  stakeError,
} from '../games/slots/index.ts';
import { type HouseDeps, playInstant } from '../instant.ts';
import { registerReplayer } from '../replay.ts';
import { windowToken } from '../routes.ts';
import { houseSession } from '../sessions.ts';

const spinParams = z.object({ game: z.string().max(40) });
const spinBody = z.object({ stake: z.string().regex(/^[1-9][0-9]{0,14}$/) });
const spinReply = envelope(
  z.object({
    roundId: z.number(),
    /** The whole round: base spin and every free spin (see docs/house-games-slots.md). */
    outcome: z.unknown(),
    stake: z.string(),
    payout: z.string(),
    balance: z.string(),
    /** True when the win is still on its way to the wallet (the recovery job pays it). */
    pending: z.boolean(),
    seedHash: z.string(),
    serverSeed: z.string(),
    clientSeed: z.string(),
    nonce: z.number(),
    /** What the window commits to for the next spin. */
    fair: z.object({ nextSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() }),
  }),
);

/** What a spin records as the player's bet; the verify page replays the round from it. */
type SlotBet = { stake: string };

// A round is replayed from its revealed seeds and the stake it was played with.
for (const code of Object.keys(SLOT_MACHINES) as SlotCode[])
  registerReplayer(code, (rng, _round, bet) => {
    const stake = (bet as SlotBet | null)?.stake;
    return stake ? spinSlot(rng, code, BigInt(stake)) : null;
  });

function checkStake(stake: bigint) {
  const fault = stakeError(stake);
  if (fault)
    throw new AppError(
      'house.bet.invalid',
      `The stake must be between ${MIN_STAKE} and ${MAX_STAKE}, in steps of ${COINS_PER_STAKE}`,
      { fault, min: MIN_STAKE.toString(), max: MAX_STAKE.toString(), step: COINS_PER_STAKE.toString() },
    );
}

const payRow = z.array(z.number());
const rulesReply = envelope(
  z.object({
    game: z.string(),
    evaluation: z.enum(['lines', 'ways']),
    rows: z.number(),
    reels: z.array(z.array(z.string())),
    paylines: z.array(z.array(z.number())),
    wild: z.string(),
    scatter: z.string(),
    pays: z.record(z.string(), payRow),
    scatterPays: payRow,
    feature: z.object({
      trigger: z.number(),
      award: z.number(),
      retrigger: z.number(),
      cap: z.number(),
      multiplier: z.number(),
      wildReel: z.number().optional(),
    }),
    rtp: z.number(),
    stake: z.object({ min: z.string(), max: z.string(), step: z.string() }),
  }),
);

/** The house slots: one spin is one round, one debit and one credit, free spins included. */
export const houseSlotRoutes = (h: HouseDeps) => async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  /** A machine's published rules: reels, lines, pays (coins of 1/20 stake), feature, RTP, stakes. */
  app.get(
    '/house/api/slots/:game',
    { schema: { params: spinParams, response: { 200: rulesReply } } },
    async (request) => {
      const game = request.params.game;
      if (!isSlotCode(game)) throw new AppError('game.not.found', `No slot ${game}`);
      const m = SLOT_MACHINES[game];
      return ok({
        game,
        evaluation: m.evaluation,
        rows: m.rows,
        reels: m.reels.map((strip) => [...strip]),
        paylines: m.paylines.map((line) => [...line]),
        wild: m.wild,
        scatter: m.scatter,
        pays: Object.fromEntries(Object.entries(m.pays).map(([s, row]) => [s, [...row]])),
        scatterPays: [...m.scatterPays],
        feature: m.feature,
        rtp: SLOT_INFO[game].catalogueRtp,
        stake: { min: MIN_STAKE.toString(), max: MAX_STAKE.toString(), step: COINS_PER_STAKE.toString() },
      });
    },
  );

  app.post(
    '/house/api/slots/:game/spin',
    { schema: { params: spinParams, body: spinBody, response: { 200: spinReply } } },
    async (request) => {
      const s = await houseSession(h.db, windowToken(request));
      const game = request.params.game;
      // A window plays the one game it was launched for.
      if (!isSlotCode(game) || s.gameCode !== game)
        throw new AppError('house.game.mismatch', `This window plays ${s.gameCode}, not the slot ${game}`);
      const stake = BigInt(request.body.stake);
      checkStake(stake);
      const bet: SlotBet = { stake: stake.toString() };
      const r = await playInstant(h, s, {
        gameCode: game,
        stake,
        bet,
        play: (rng) => {
          const outcome = spinSlot(rng, game, stake);
          return { outcome, payout: BigInt(outcome.win) };
        },
      });
      return ok({
        roundId: r.roundId,
        outcome: r.outcome,
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
    },
  );
};
