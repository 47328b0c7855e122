import { useEffect, useRef, useState } from 'react';
import { formatMinor, parseAmount } from '../../../shared/lib/money.ts';
import { useHouseT } from '../../i18n.ts';
import { useGameWindow } from '../../window.tsx';
import { formatOdds, marketLabel, selectionLabel, winReturn } from './format.ts';
import type { AcceptOddsChange, SlipItem, SportsEvent } from './types.ts';
import type { Slip } from './useSlip.ts';

const ACCEPT: AcceptOddsChange[] = ['NONE', 'HIGHER', 'ANY'];

/** Where the board says the selection stands now: its current odds and whether it takes bets. */
function current(events: SportsEvent[], item: SlipItem) {
  for (const e of events)
    for (const m of e.markets) {
      const s = m.selections.find((x) => x.id === item.selectionId);
      if (s) return { odds: s.odds, open: m.open };
    }
  return { odds: item.odds, open: false };
}

/** The slip: a stake per selection, what it may return, the odds-change choice, and the place button. */
export function BetSlip({ slip, events }: { slip: Slip; events: SportsEvent[] }) {
  const { t } = useHouseT();
  const w = useGameWindow();
  const stakes = slip.items.map((i) => parseAmount(i.stake));
  const ready = slip.items.length > 0 && stakes.every((s) => s !== null);
  const total = stakes.reduce((sum, s) => sum + BigInt(s ?? '0'), 0n);
  // Folded away (on a phone it covers the board); a newly picked selection opens it again.
  const [folded, setFolded] = useState(false);
  const count = useRef(slip.items.length);
  useEffect(() => {
    if (slip.items.length > count.current) setFolded(false);
    count.current = slip.items.length;
  }, [slip.items.length]);
  return (
    <section className="sports-slip" data-testid="sports-slip" aria-labelledby="sports-slip-title">
      <h2 id="sports-slip-title" className="sports-slip-title">
        <button
          type="button"
          className="sports-fold"
          aria-expanded={!folded}
          aria-controls="sports-slip-body"
          onClick={() => setFolded((f) => !f)}
        >
          {t('sports.slip.title')} {slip.items.length > 0 && <span className="sports-count">{slip.items.length}</span>}
          <span aria-hidden="true" className="sports-fold-mark">
            {folded ? '▴' : '▾'}
          </span>
        </button>
      </h2>
      <div id="sports-slip-body" className="sports-slip-body" hidden={folded}>
        {slip.items.length === 0 && <p className="sports-muted">{t('sports.slip.empty')}</p>}
        <ul className="sports-slip-list">
          {slip.items.map((item) => {
            const name = selectionLabel(t, item.event, item.market, item.code);
            const now = current(events, item);
            const changedTo = item.changedTo ?? (now.odds !== item.odds ? now.odds : null);
            const stake = parseAmount(item.stake);
            return (
              <li key={item.selectionId} className="sports-slip-item" data-testid={`sports-slip-${item.selectionId}`}>
                <div className="sports-slip-head">
                  <strong>{name}</strong>
                  <span className="sports-odds-price">{formatOdds(item.odds)}</span>
                  <button
                    type="button"
                    className="sports-remove"
                    aria-label={t('sports.slip.remove', { name })}
                    onClick={() => slip.remove(item.selectionId)}
                  >
                    ×
                  </button>
                </div>
                <p className="sports-muted sports-small">
                  {marketLabel(t, item.market)} · {item.event.home} {t('sports.vs')} {item.event.away}
                </p>
                {changedTo !== null && (
                  <p className="sports-changed" role="alert">
                    {t('sports.slip.changed', { from: formatOdds(item.odds), to: formatOdds(changedTo) })}{' '}
                    <button
                      type="button"
                      className="btn"
                      data-testid={`sports-accept-${item.selectionId}`}
                      onClick={() => slip.acceptOdds(item.selectionId, changedTo)}
                    >
                      {t('sports.slip.acceptNew')}
                    </button>
                  </p>
                )}
                {!now.open && <p className="sports-changed">{t('sports.slip.closed')}</p>}
                <label className="house-field">
                  <span className="sports-small">
                    {t('sports.slip.stake', { name })} ({w.state.currency})
                  </span>
                  <input
                    data-testid="sports-stake"
                    inputMode="decimal"
                    autoComplete="off"
                    value={item.stake}
                    aria-invalid={item.stake !== '' && stake === null}
                    onChange={(e) => slip.setStake(item.selectionId, e.target.value)}
                  />
                </label>
                <p className="sports-muted sports-small">
                  {t('sports.slip.limits', {
                    min: formatMinor(item.market.minStake),
                    max: formatMinor(item.market.maxStake),
                  })}
                </p>
                <p className="sports-return">
                  {t('sports.slip.return')} <strong>{formatMinor(winReturn(stake, item.odds) ?? '0')}</strong>
                </p>
                {item.error && (
                  <p role="alert" className="sports-error">
                    {item.error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        {slip.items.length > 0 && (
          <div className="sports-slip-foot">
            <label className="house-field">
              <span className="sports-small">{t('sports.slip.accept.label')}</span>
              <select value={slip.accept} onChange={(e) => slip.setAccept(e.target.value as AcceptOddsChange)}>
                {ACCEPT.map((a) => (
                  <option key={a} value={a}>
                    {t(`sports.slip.accept.${a}`)}
                  </option>
                ))}
              </select>
            </label>
            <p className="sports-return">
              {t('sports.slip.total')} <strong>{formatMinor(total)}</strong>
            </p>
            <button
              type="button"
              className="btn btn-primary sports-place"
              data-testid="sports-place"
              disabled={!ready || slip.placing}
              onClick={() => void slip.place()}
            >
              {slip.placing
                ? t('sports.slip.placing')
                : slip.items.length > 1
                  ? t('sports.slip.placeMany', { count: slip.items.length })
                  : t('sports.slip.place')}
            </button>
            {!ready && <p className="sports-muted sports-small">{t('sports.slip.badStake')}</p>}
          </div>
        )}
      </div>
      {slip.outcome && slip.outcome.placed > 0 && (
        <p role="status" className="sports-placed" data-testid="sports-placed">
          {slip.outcome.placed > 1
            ? t('sports.slip.placedMany', { count: slip.outcome.placed })
            : t('sports.slip.placed')}
        </p>
      )}
    </section>
  );
}
