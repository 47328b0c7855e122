import { formatMinor } from '../../../shared/lib/money.ts';
import { useHouseT } from '../../i18n.ts';
import { handName } from './texts.ts';
import type { PvpView } from './types.ts';

/** The settled hand: who won with what, the pot and the rake, and the way to verify the deal. */
export function ResultBanner({ view }: { view: PvpView }) {
  const { t } = useHouseT();
  const hand = view.hand;
  if (!hand?.serverSeed) return null;
  const winner = view.seats.find((s) => s.seat === hand.winnerSeat);
  const mine = view.seats.find((s) => s.me && s.result);
  return (
    <section className="pvp-result" data-testid="pvp-result" data-winner={hand.winnerSeat ?? ''} aria-live="polite">
      <h3>
        {t('pvp.handNo', { seq: hand.seq })}:{' '}
        {winner
          ? t('pvp.winner', { name: winner.nickname ?? '', hand: handName(t, winner.kind, winner.points) })
          : t('pvp.allFolded')}
      </h3>
      {mine?.result && (
        <p className="pvp-mine" data-result={mine.result}>
          {t(`pvp.result.${mine.result}`, {
            amount: formatMinor(
              mine.result === 'WIN'
                ? BigInt(mine.payout ?? 0) - BigInt(mine.stake ?? 0)
                : BigInt(mine.stake ?? 0) - BigInt(mine.payout ?? 0),
            ),
          })}
        </p>
      )}
      <p className="pvp-muted">
        {t('pvp.pot', { amount: formatMinor(hand.pot) })} · {t('pvp.rake', { amount: formatMinor(hand.rake ?? '0') })}
      </p>
      <a href={`/house/verify?round=${hand.id}`} target="_blank" rel="noreferrer">
        {t('pvp.verify')}
      </a>
    </section>
  );
}
