import { useHouseT } from '../../i18n.ts';
import type { TableRound } from './types.ts';

/**
 * The round's phase, announced when it changes (with the outcome in words once drawn), and the
 * seconds left by the server's clock.
 */
export function PhaseBar({
  round,
  seconds,
  headline,
}: {
  round: TableRound | null;
  seconds: number | null;
  headline: string | null;
}) {
  const { t } = useHouseT();
  const phase = round?.phase ?? 'WAITING';
  const clock =
    phase === 'BETTING'
      ? seconds === 0
        ? t('tables.closing')
        : t('tables.closesIn', { seconds })
      : t('tables.nextIn', { seconds });
  return (
    <div className="tables-phasebar" data-phase={phase}>
      <p className="tables-phase" data-testid="table-phase" data-phase={phase} aria-live="polite">
        {t(`tables.phase.${phase}`)}
        {headline && `: ${headline}`}
      </p>
      {round && <span className="tables-round">{t('tables.round', { seq: round.seq })}</span>}
      {seconds !== null && (
        <span className="tables-countdown" role="timer" data-testid="table-countdown" data-seconds={seconds}>
          {clock}
        </span>
      )}
    </div>
  );
}
