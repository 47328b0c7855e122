import { isDeepStrictEqual } from 'node:util';
import { FairStream } from '../platform/fair.ts';
import { HOUSE_TABLES } from './live/registry.ts';
import type { houseRounds } from './store/tables.ts';

type Round = typeof houseRounds.$inferSelect;
/** Draws a finished round again from its revealed seeds; each game registers how. */
type Replayer = (rng: FairStream, round: Round, bet: unknown) => unknown;

const replayers = new Map<string, Replayer>();
for (const t of HOUSE_TABLES) replayers.set(t.game.code, (rng) => t.game.deal(rng));

export function registerReplayer(gameCode: string, replay: Replayer) {
  replayers.set(gameCode, replay);
}

/**
 * The verify page's second check (the first, seed against hash, the player's browser does): the
 * revealed seeds drawn again through the game's engine give the recorded outcome.
 */
export function replayRound(round: Round, bet: unknown) {
  const replay = replayers.get(round.gameCode);
  if (!replay || round.status === 'OPEN') return null;
  const outcome = replay(new FairStream(round.serverSeed, round.clientSeed, round.nonce), round, bet);
  // Through JSON, as the stored outcome went (bigints as strings, no undefined fields).
  const replayed = JSON.parse(JSON.stringify(outcome, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
  return { outcome: replayed, matches: isDeepStrictEqual(replayed, round.outcome) };
}
