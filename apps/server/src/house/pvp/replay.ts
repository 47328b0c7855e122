import { type BullOutcome, type HandEntry, playHand } from '../games/pvp/bull-pot.ts';
import { registerReplayer } from '../replay.ts';
import { BULL_GAME } from './tables.ts';

/**
 * The verify page deals a settled hand again from its revealed seed. Who sat where, what each
 * chose and the ante are the hand's public inputs, read from the record; the cards, the hands'
 * ranks, the winner, the rake and every payout are recomputed and must match it.
 */
export function registerBullReplayer() {
  registerReplayer(BULL_GAME, (rng, round) => {
    const recorded = round.outcome as BullOutcome | null;
    if (!recorded) return null;
    const entries: HandEntry[] = recorded.players.map((p) => ({
      seat: p.seat,
      action: p.action,
      defaulted: p.defaulted,
    }));
    return playHand(rng, BigInt(recorded.ante), entries);
  });
}
