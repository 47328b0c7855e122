import type { ProviderAnswer } from '@mekong/contracts';
import type { Db } from '../../platform/db/index.ts';
import type { VendorPlayer } from './sessions.ts';
import { credit, debit } from './wallet.ts';

/**
 * A whole round of a vendor's game, stake and result, written by the same statements a vendor's
 * calls run (provider_debit, provider_credit): the seeds give the demo players their history this
 * way, so what they show is what real play writes. Keyed by the bet's id, so running it again
 * replays both calls and moves nothing.
 */
export async function playedRound(
  db: Db,
  vendorCode: string,
  player: VendorPlayer,
  round: { betId: string; roundId: string; gameCode: string; stake: bigint; payout: bigint },
) {
  const currency = player.merchant.currency;
  const ok = (what: string, a: ProviderAnswer) => {
    if (a.status !== 'OK') throw new Error(`${what} of ${round.betId}: ${a.status}`);
  };
  ok(
    'debit',
    await debit(db, vendorCode, player, {
      transactionId: round.betId,
      roundId: round.roundId,
      gameCode: round.gameCode,
      amount: round.stake,
      currency,
    }),
  );
  ok(
    'credit',
    await credit(db, vendorCode, {
      transactionId: `${round.betId}-result`,
      referenceId: round.betId,
      roundId: round.roundId,
      amount: round.payout,
      currency,
      roundClosed: true,
    }),
  );
}
