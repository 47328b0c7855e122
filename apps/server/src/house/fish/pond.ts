import type { Pond } from '../games/fish/index.ts';
import { FISH_GAME_CODE } from '../games/fish/index.ts';
import type { HouseSession } from '../sessions.ts';

/**
 * The pond of a game window, seeded per session and starting when the session opened. The seed
 * need not be secret: what swims has no bearing on whether a shot catches, which the committed
 * fair seed alone decides, and every species returns the same.
 */
export function sessionPond(s: Pick<HouseSession, 'id' | 'createdAt'>): Pond {
  const originMs = s.createdAt.getTime();
  return { seed: `${FISH_GAME_CODE}:pond:${s.id}:${originMs}`, originMs };
}
