import { FairStream } from '../../../platform/fair.ts';
import { LONGEST_SWIM_MS, SPAWN_WEIGHTS, SPECIES, type SpeciesCode } from './species.ts';

/**
 * The pond is a timetable, not a stored list. Fish number k of a session swims in at a known time
 * on a known path, both drawn from the session's pond seed and k alone; so any server process can
 * tell, without shared memory, which fish are in a session's pond at any moment, and a shot at a
 * fish that is not there (never was, has not come yet, has swum off) is refused. Caught fish are
 * the shot rounds already recorded (see house/fish/caught.ts).
 */
export type Pond = {
  /** Per session; it decides only what swims, never whether a shot catches. */
  seed: string;
  /** When the session opened (ms since the epoch). */
  originMs: number;
};

/** Where a fish swims, in pond coordinates (0..1 both ways); the window draws it from this. */
export type FishPath = {
  /** Enters on the left and leaves on the right, or the other way. */
  fromLeft: boolean;
  /** Height where it enters and where it leaves. */
  y0: number;
  y1: number;
  /** A sine wobble on top of the straight line. */
  amplitude: number;
  waves: number;
  phase: number;
};

export type PondFish = {
  id: number;
  species: SpeciesCode;
  multiplier: number;
  spawnAt: number;
  leaveAt: number;
  path: FishPath;
};

/** A new fish every second or so... */
export const SPAWN_EVERY_MS = 1_000;
/** ...a little later than its slot, so the stream does not look like a metronome. */
const SPAWN_JITTER_MS = 800;
/**
 * Fish already mid-swim when the session opens, so the pond starts full: fish k enters at
 * origin + (k − PREFILL) seconds.
 */
export const PREFILL = Math.ceil(LONGEST_SWIM_MS / SPAWN_EVERY_MS);
/** A shot still counts this long after its fish swam off: the screen showed it a moment ago. */
export const LATE_GRACE_MS = 2_000;
/** And this long before it enters by the server's clock, for a window whose clock runs ahead. */
export const EARLY_GRACE_MS = 1_000;
/** The pond answer also lists the fish entering this soon, so a window can poll slowly. */
export const LOOKAHEAD_MS = 6_000;

const hundredths = (n: number) => n / 100;

/** Fish number `id` of this pond: the same pond and id always give the same fish. */
export function fishAt(pond: Pond, id: number): PondFish {
  const rng = new FairStream(pond.seed, 'pond', id);
  const species = SPECIES[rng.weighted(SPAWN_WEIGHTS)] ?? SPECIES[0];
  const spawnAt = pond.originMs + (id - PREFILL) * SPAWN_EVERY_MS + rng.int(SPAWN_JITTER_MS);
  const path: FishPath = {
    fromLeft: rng.int(2) === 0,
    y0: hundredths(12 + rng.int(77)),
    y1: hundredths(12 + rng.int(77)),
    amplitude: hundredths(rng.int(7)),
    waves: 1 + rng.int(3),
    phase: hundredths(rng.int(628)),
  };
  return {
    id,
    species: species.code,
    multiplier: species.multiplier,
    spawnAt,
    leaveAt: spawnAt + species.swimMs,
    path,
  };
}

/** Every fish in the pond at `now`, and those entering within `ahead` ms; oldest first. */
export function fishInPond(pond: Pond, now: number, ahead = 0): PondFish[] {
  const slot = (t: number) => Math.floor((t - pond.originMs) / SPAWN_EVERY_MS) + PREFILL;
  const first = Math.max(0, slot(now - LONGEST_SWIM_MS - SPAWN_JITTER_MS));
  const last = slot(now + ahead);
  const fish: PondFish[] = [];
  for (let id = first; id <= last; id++) {
    const f = fishAt(pond, id);
    if (f.leaveAt > now && f.spawnAt <= now + ahead) fish.push(f);
  }
  return fish;
}

/** Whether a shot arriving at `now` may aim at fish `id` (catches aside). */
export function canShootAt(pond: Pond, id: number, now: number): PondFish | null {
  if (!Number.isSafeInteger(id) || id < 0) return null;
  const f = fishAt(pond, id);
  return f.spawnAt - EARLY_GRACE_MS <= now && now <= f.leaveAt + LATE_GRACE_MS ? f : null;
}
