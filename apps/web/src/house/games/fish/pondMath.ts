import { type Look, lookOf } from './species.ts';
import type { PondFish } from './types.ts';

/** A fish's length in pixels: never tiny on a phone, where the pond is narrow. */
export const fishLength = (look: Look, pondWidth: number) => look.length * Math.max(pondWidth, 560);

/** Where a fish is at `now` (server clock), in pond coordinates: x and y from 0 to 1. */
export type Placement = {
  x: number;
  y: number;
  /** Swimming towards the left edge: drawn mirrored. */
  leftward: boolean;
  /** How much it rises (down is positive) per pond width it swims forward: its nose angle. */
  rise: number;
  progress: number;
};

/**
 * The fish's path as the server drew it: across the pond from one side to the other, starting and
 * ending just out of sight, with a gentle wave. The same numbers place it on every device.
 */
export function placeFish(f: PondFish, now: number): Placement {
  const progress = (now - f.spawnAt) / (f.leaveAt - f.spawnAt);
  // Starts and ends out of sight, even drawn at its larger phone size.
  const margin = lookOf(f.species).length * 1.5;
  const span = 1 + 2 * margin;
  const x = f.path.fromLeft ? -margin + span * progress : 1 + margin - span * progress;
  const turn = 2 * Math.PI * f.path.waves;
  const y =
    f.path.y0 + (f.path.y1 - f.path.y0) * progress + f.path.amplitude * Math.sin(turn * progress + f.path.phase);
  const rise = (f.path.y1 - f.path.y0 + f.path.amplitude * turn * Math.cos(turn * progress + f.path.phase)) / span;
  return { x, y, leftward: !f.path.fromLeft, rise, progress };
}

/** On screen now, far enough from the edges that a shot can reach it before it leaves. */
export const isInSight = (f: PondFish, now: number) => {
  const p = placeFish(f, now);
  return p.progress >= 0 && p.progress < 1 && p.x > 0.02 && p.x < 0.98;
};

/** The fish under a tap at (x, y) in pixels of a `width`×`height` pond: the nearest one in reach. */
export function fishAtPoint(fish: PondFish[], now: number, x: number, y: number, width: number, height: number) {
  let best: { fish: PondFish; distance: number } | null = null;
  for (const f of fish) {
    if (!isInSight(f, now)) continue;
    const p = placeFish(f, now);
    const distance = Math.hypot(p.x * width - x, p.y * height - y);
    // Generous for small fish and fingers on a phone.
    const reach = Math.max(22, fishLength(lookOf(f.species), width) / 1.6);
    if (distance <= reach && (!best || distance < best.distance)) best = { fish: f, distance };
  }
  return best?.fish ?? null;
}
