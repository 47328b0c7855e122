/** What the house API answers about the pond and a shot (apps/server/src/house/fish/schemas.ts). */
export type FishPath = {
  fromLeft: boolean;
  y0: number;
  y1: number;
  amplitude: number;
  waves: number;
  phase: number;
};

export type PondFish = {
  id: number;
  species: string;
  multiplier: number;
  /** Server clock, ms since the epoch. */
  spawnAt: number;
  leaveAt: number;
  path: FishPath;
};

export type PondReply = {
  serverTime: number;
  fish: PondFish[];
  betLevels: string[];
  species: { code: string; multiplier: number }[];
};

export type ShotReply = {
  roundId: number;
  fishId: number;
  species: string;
  multiplier: number;
  caught: boolean;
  stake: string;
  payout: string;
  balance: string;
  pending: boolean;
  seedHash: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  fair: { nextSeedHash: string; clientSeed: string; nonce: number };
};
