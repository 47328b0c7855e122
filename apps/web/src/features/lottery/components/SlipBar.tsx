import type { GameDetail } from '@mekong/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../shared/lib/money.ts';
import { type StakeUnit, slipTotal } from '../lib/stake.ts';
import type { SlipLine } from '../lib/use-place-bet.ts';
import { priceLines } from './Slip.tsx';

type SlipBarProps = {
  detail: GameDetail;
  lines: SlipLine[];
  multiplier: number | null;
  unit: StakeUnit;
  onPlace: () => void;
  canPlace: boolean;
  pending: boolean;
};

/**
 * A phone's slip in short, held at the bottom of the screen while the full slip is out of view:
 * its lines, its stake, placing it, and a way to the full slip. Hidden above 600 px (lottery-board.css)
 * and while the full slip's buttons are on screen.
 */
export function SlipBar({ detail, lines, multiplier, unit, onPlace, canPlace, pending }: SlipBarProps) {
  const { t } = useTranslation();
  const [slipInView, setSlipInView] = useState(false);
  useEffect(() => {
    // The full slip's own place button in view makes the bar redundant.
    const slip = document.querySelector('#bet-slip .slip-actions');
    if (!slip || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setSlipInView(entry?.isIntersecting ?? false));
    observer.observe(slip);
    return () => observer.disconnect();
  }, []);
  if (lines.length === 0 || slipInView) return null;
  const priced = priceLines(detail, lines, multiplier, unit);
  const notWhole = priced.some((p) => !p.whole);
  const openSlip = () => {
    document.getElementById('bet-slip')?.scrollIntoView({ block: 'start' });
    document.getElementById('slip-title')?.focus({ preventScroll: true });
  };
  return (
    <section className="slip-bar" aria-label={t('lottery.slip.title')} data-testid="slip-bar">
      <button type="button" className="slip-bar-open" onClick={openSlip} data-testid="slip-bar-open">
        <span className="slip-bar-count" data-testid="slip-bar-lines">
          {t('lottery.slip.lines', { count: lines.length })}
        </span>
        <strong data-testid="slip-bar-total">
          {detail.currencySymbol}
          {formatMinor(slipTotal(priced.map((p) => p.stake)))}
        </strong>
      </button>
      <button
        type="button"
        className="btn btn-primary"
        onClick={onPlace}
        disabled={!canPlace || pending || notWhole}
        aria-busy={pending}
        data-testid="slip-bar-place"
      >
        {pending ? t('lottery.slip.placing') : t('lottery.slip.place')}
      </button>
    </section>
  );
}
