import type { GameDetail } from '@mekong/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor, formatMoney } from '../../../shared/lib/money.ts';
import { pickLabel, playName } from '../lib/play-text.ts';
import { isWholeStake, lineStake, lineUnits, type StakeUnit, slipTotal } from '../lib/stake.ts';
import type { PlaceOutcome, SlipLine } from '../lib/use-place-bet.ts';

type SlipProps = {
  detail: GameDetail;
  lines: SlipLine[];
  multiplier: number | null;
  unit: StakeUnit;
  settings: ReactNode;
  onRemove: (id: number) => void;
  onClear: () => void;
  onPlace: () => void;
  canPlace: boolean;
  pending: boolean;
  outcome: PlaceOutcome;
};

/** Each line's stake, and whether it comes to whole units of the currency. */
export function priceLines(detail: GameDetail, lines: SlipLine[], multiplier: number | null, unit: StakeUnit) {
  return lines.map((line) => {
    const play = detail.playTypes.find((p) => p.code === line.playType);
    if (!play || multiplier === null) return { stake: 0n, whole: true };
    const units = lineUnits(play.group, line.numbers.length);
    const input = { units, points: line.points, multiplier, pricePerPoint: play.pricePerPoint, unit };
    return { stake: lineStake(input), whole: isWholeStake(input) };
  });
}

/** The slip: its lines with their stakes, the total, and placing it on the open draw. */
export function Slip({
  detail,
  lines,
  multiplier,
  unit,
  settings,
  onRemove,
  onClear,
  onPlace,
  canPlace,
  pending,
  outcome,
}: SlipProps) {
  const { t } = useTranslation();
  const priced = priceLines(detail, lines, multiplier, unit);
  const stakes = priced.map((p) => p.stake);
  const notWhole = priced.some((p) => !p.whole);
  const badLine = outcome?.kind === 'error' ? outcome.line : null;
  return (
    <section className="slip panel" id="bet-slip" aria-labelledby="slip-title" data-testid="bet-slip">
      <h2 id="slip-title" tabIndex={-1}>
        {t('lottery.slip.title')}
      </h2>
      {settings}
      {lines.length === 0 && <p className="hint">{t('lottery.slip.empty')}</p>}
      {lines.length > 0 && (
        <ol className="slip-lines">
          {lines.map((line, i) => (
            <li
              key={line.id}
              className={badLine === i ? 'slip-line bad' : 'slip-line'}
              data-testid="slip-line"
              data-play-type={line.playType}
            >
              <span className="slip-play">{playName(t, line.playType)}</span>
              <span className="slip-numbers">{line.numbers.map((n) => pickLabel(t, n)).join(' ')}</span>
              <span className="slip-points">{t('lottery.slip.points', { points: line.points })}</span>
              <span className="slip-stake" data-testid="slip-line-stake">
                {formatMinor(stakes[i] ?? 0n)}
              </span>
              <button
                type="button"
                className="btn btn-icon"
                aria-label={t('lottery.slip.remove', { n: i + 1 })}
                onClick={() => onRemove(line.id)}
                data-testid="slip-remove"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <p className="slip-total">
        {t('lottery.slip.total')}{' '}
        <strong data-testid="slip-total">
          {detail.currencySymbol}
          {formatMinor(slipTotal(stakes))}
        </strong>
      </p>
      <div className="slip-actions">
        <button
          type="button"
          className="btn"
          onClick={onClear}
          disabled={lines.length === 0 || pending}
          data-testid="slip-clear"
        >
          {t('lottery.slip.clear')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onPlace}
          disabled={!canPlace || pending || notWhole}
          aria-busy={pending}
          data-testid="place-bet"
        >
          {pending ? t('lottery.slip.placing') : t('lottery.slip.place')}
        </button>
      </div>
      {notWhole && <p className="hint">{t('lottery.slip.notWhole')}</p>}
      {outcome?.kind === 'error' && (
        <p className="form-error" role="alert" data-testid="bet-error">
          {outcome.message}
        </p>
      )}
      {outcome?.kind === 'ok' && (
        <p className="form-ok" role="status" data-testid="bet-placed">
          {t('lottery.slip.placed', {
            issue: outcome.placed.issueNo,
            stake: formatMoney(outcome.placed.totalStake, detail.currencySymbol),
            balance: formatMoney(outcome.placed.balance, detail.currencySymbol),
          })}
        </p>
      )}
    </section>
  );
}
