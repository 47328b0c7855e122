import { envelope } from '@mekong/contracts';
import { z } from 'zod';

const pondFish = z.object({
  id: z.number(),
  species: z.string(),
  multiplier: z.number(),
  /** Server clock, ms since the epoch: when it enters and when it has swum out of sight. */
  spawnAt: z.number(),
  leaveAt: z.number(),
  path: z.object({
    fromLeft: z.boolean(),
    y0: z.number(),
    y1: z.number(),
    amplitude: z.number(),
    waves: z.number(),
    phase: z.number(),
  }),
});

export const pondReply = envelope(
  z.object({
    /** The server's clock, so the window can place the fish where the server thinks they are. */
    serverTime: z.number(),
    /** The fish swimming now and those entering in the next few seconds, not yet caught. */
    fish: z.array(pondFish),
    betLevels: z.array(z.string()),
    species: z.array(z.object({ code: z.string(), multiplier: z.number() })),
  }),
);

const shotOutcome = z.object({
  fishId: z.number(),
  species: z.string(),
  multiplier: z.number(),
  caught: z.boolean(),
});

export const shootReply = envelope(
  shotOutcome.extend({
    roundId: z.number(),
    outcome: shotOutcome,
    stake: z.string(),
    /** Stake × multiplier on a catch, 0 on a miss. */
    payout: z.string(),
    balance: z.string(),
    /** True when the win is still on its way to the wallet (the recovery job pays it). */
    pending: z.boolean(),
    seedHash: z.string(),
    serverSeed: z.string(),
    clientSeed: z.string(),
    nonce: z.number(),
    /** What the window commits to for the next shot. */
    fair: z.object({ nextSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() }),
  }),
);
