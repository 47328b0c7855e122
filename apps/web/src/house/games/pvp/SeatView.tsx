import { formatMinor } from '../../../shared/lib/money.ts';
import { useHouseT } from '../../i18n.ts';
import { CardRow } from './PlayingCard.tsx';
import { handName } from './texts.ts';
import type { PvpPhase, PvpSeat } from './types.ts';

/** What a seat is doing, in a few words. */
function seatStatus(t: ReturnType<typeof useHouseT>['t'], seat: PvpSeat, phase: PvpPhase) {
  if (seat.leaving) return t('pvp.leaving');
  if (seat.result) {
    const amount = formatMinor(
      seat.result === 'WIN'
        ? BigInt(seat.payout ?? 0) - BigInt(seat.stake ?? 0)
        : BigInt(seat.stake ?? 0) - BigInt(seat.payout ?? 0),
    );
    return t(`pvp.result.${seat.result}`, { amount });
  }
  if (phase === 'DECIDING') {
    if (!seat.inHand) return t('pvp.waitingNext');
    return seat.action ? t(`pvp.actionLong.${seat.action}`) : t('pvp.choosing');
  }
  return seat.ready ? t('pvp.isReady') : '';
}

export function SeatView({ seat, phase }: { seat: PvpSeat; phase: PvpPhase }) {
  const { t } = useHouseT();
  const taken = seat.nickname !== null;
  const label = `${t('pvp.seat', { n: seat.seat })}: ${seat.nickname ?? t('pvp.emptySeat')}`;
  return (
    <li
      className="pvp-seat"
      data-testid={`pvp-seat-${seat.seat}`}
      data-me={seat.me}
      data-taken={taken}
      data-action={seat.action ?? ''}
      data-result={seat.result ?? ''}
      aria-label={label}
    >
      <div className="pvp-seat-head">
        <span className="pvp-seat-no">{seat.seat}</span>
        <strong className="pvp-nick">{seat.nickname ?? t('pvp.emptySeat')}</strong>
        {seat.me && <span className="house-badge">{t('pvp.you')}</span>}
      </div>
      {(seat.inHand || seat.cards) && <CardRow cards={seat.cards} hiddenName={t('pvp.faceDown')} />}
      {seat.kind && seat.result && <div className="pvp-kind">{handName(t, seat.kind, seat.points)}</div>}
      {seat.action && <span className="pvp-chip">{t(`pvp.action.${seat.action}`)}</span>}
      {seat.defaulted && <div className="pvp-muted">{t('pvp.defaulted')}</div>}
      <div className="pvp-status" aria-live="polite">
        {taken ? seatStatus(t, seat, phase) : ''}
      </div>
    </li>
  );
}
