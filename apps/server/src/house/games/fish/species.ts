/**
 * The fish of Mekong Fishing and what catching each pays. Every species returns the same share of
 * what is shot at it (RTP_NUMERATOR / RTP_DENOMINATOR = 96%, the catalogue's figure): a fish
 * paying m times the stake is caught with probability 0.96 / m, so which fish a player aims at
 * changes how often and how much they win, never what they get back over the long run.
 */
export const RTP_NUMERATOR = 24;
export const RTP_DENOMINATOR = 25;
/** The documented return to player, equal to the catalogue seed's '0.9600'. */
export const FISH_RTP = RTP_NUMERATOR / RTP_DENOMINATOR;

export type Species = {
  code: string;
  /** The whole payout on a catch, stake included, as a multiple of the stake. */
  multiplier: number;
  /** How often it swims into the pond, relative to the other species (out of 1,000). */
  spawnWeight: number;
  /** How long it takes to cross the pond: big fish swim slowly and stay longer. */
  swimMs: number;
  /** The boss: rare, slow and worth the most. */
  boss?: true;
};

export const SPECIES = [
  { code: 'minnow', multiplier: 2, spawnWeight: 240, swimMs: 11_000 },
  { code: 'perch', multiplier: 3, spawnWeight: 200, swimMs: 12_000 },
  { code: 'tilapia', multiplier: 5, spawnWeight: 160, swimMs: 13_000 },
  { code: 'snakehead', multiplier: 8, spawnWeight: 120, swimMs: 14_000 },
  { code: 'puffer', multiplier: 10, spawnWeight: 100, swimMs: 15_000 },
  { code: 'catfish', multiplier: 15, spawnWeight: 70, swimMs: 16_000 },
  { code: 'turtle', multiplier: 20, spawnWeight: 45, swimMs: 18_000 },
  { code: 'crab', multiplier: 25, spawnWeight: 30, swimMs: 18_000 },
  { code: 'stingray', multiplier: 40, spawnWeight: 18, swimMs: 20_000 },
  { code: 'crocodile', multiplier: 60, spawnWeight: 10, swimMs: 22_000 },
  { code: 'arowana', multiplier: 100, spawnWeight: 5, swimMs: 24_000 },
  { code: 'naga', multiplier: 300, spawnWeight: 2, swimMs: 30_000, boss: true },
] as const satisfies readonly Species[];

export type SpeciesCode = (typeof SPECIES)[number]['code'];

const BY_CODE = new Map<string, Species>(SPECIES.map((s) => [s.code, s]));

export const speciesOf = (code: string): Species | undefined => BY_CODE.get(code);

export const SPAWN_WEIGHTS: readonly number[] = SPECIES.map((s) => s.spawnWeight);

/** The longest any fish stays in the pond. */
export const LONGEST_SWIM_MS = Math.max(...SPECIES.map((s) => s.swimMs));

/**
 * The chance of a catch as an exact fraction: 24 / (25·m). The shot draws an integer in
 * [0, denominator) and catches below the numerator, so no float ever takes part in the decision.
 */
export const catchChance = (s: Species) => ({
  numerator: RTP_NUMERATOR,
  denominator: RTP_DENOMINATOR * s.multiplier,
});

/** Exact long-run return per unit shot at this species: p·m. */
export const speciesRtp = (s: Species) => {
  const p = catchChance(s);
  return (p.numerator * s.multiplier) / p.denominator;
};

/**
 * Standard deviation of one shot's return per unit staked: the return is m with probability
 * r/m and 0 otherwise, so the variance is r·m − r². What the simulation tolerance comes from.
 */
export const speciesStdDev = (s: Species) => Math.sqrt(FISH_RTP * s.multiplier - FISH_RTP ** 2);
