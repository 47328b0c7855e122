import type { PublicWin } from '@mekong/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../../shared/lib/money.ts';

/**
 * The week's latest big wins passing by: game artwork, masked player, game and amount. The
 * second copy of the list only closes the loop, so screen readers skip it; a button stops the
 * motion (and the motion never starts for players who asked for less of it).
 */
export function BigWinsTicker({ wins, multiple }: { wins: PublicWin[] | undefined; multiple: number }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const titleId = useId();
  return (
    <section className="big-wins" aria-labelledby={titleId} data-testid="big-wins">
      <div className="big-wins-head">
        <h2 id={titleId}>{t('home.ticker.title')}</h2>
        {wins && wins.length > 0 && (
          <button type="button" className="btn btn-small" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {t(paused ? 'home.ticker.play' : 'home.ticker.pause')}
          </button>
        )}
      </div>
      {!wins && <div className="skeleton ticker-skeleton" aria-hidden="true" data-testid="big-wins-skeleton" />}
      {wins?.length === 0 && <p className="ticker-empty">{t('home.ticker.empty', { multiple })}</p>}
      {wins && wins.length > 0 && (
        // Standing still (reduced motion), the list scrolls sideways inside the window: the keyboard
        // reaches it there, and focus pauses the motion otherwise.
        <section
          className="ticker-window"
          data-paused={paused}
          aria-labelledby={titleId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          data-testid="ticker-window"
        >
          <div className="ticker-track">
            <TickerList wins={wins} />
            <TickerList wins={wins} hidden />
          </div>
        </section>
      )}
    </section>
  );
}

function TickerList({ wins, hidden = false }: { wins: PublicWin[]; hidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="ticker-list" aria-hidden={hidden || undefined}>
      {wins.map((w, i) => (
        // Two wins may share a second, a player and a game: the place in the list tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: newest-first list, replaced whole on refresh
        <li key={i} className="ticker-item" data-testid={hidden ? undefined : 'big-win'}>
          <span className="visually-hidden">
            {t('home.ticker.win', { name: w.customerName, amount: formatMinor(w.winAmount), game: w.gameName })}
          </span>
          {w.iconUrl ? (
            <img src={w.iconUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
          ) : (
            <span className="ticker-icon-fallback" aria-hidden="true">
              {w.gameName.slice(0, 1)}
            </span>
          )}
          <span className="ticker-text" aria-hidden="true">
            <span className="ticker-name">{w.customerName}</span>
            <span className="ticker-game">{w.gameName}</span>
          </span>
          <strong className="ticker-amount" aria-hidden="true">
            {formatMinor(w.winAmount)}
          </strong>
        </li>
      ))}
    </ul>
  );
}
