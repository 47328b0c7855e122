import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { formatMinor } from '../../../shared/lib/money.ts';
import { useHouseT } from '../../i18n.ts';
import { useGameWindow } from '../../window.tsx';
import { myBetsQuery } from './api.ts';
import { marketLabel, selectionLabel } from './format.ts';
import type { SportsBet } from './types.ts';

const isOpen = (b: SportsBet) => b.status === 'OPEN' || b.status === 'PENDING';

/** The player's bets, open ones first; when one is settled the window's balance is read again. */
export function MyBets() {
  const { t } = useHouseT();
  const w = useGameWindow();
  const bets = useQuery(myBetsQuery());
  const settledSeen = useRef<string | null>(null);
  const settled = (bets.data ?? []).filter((b) => !isOpen(b));
  const signature = settled.map((b) => `${b.id}:${b.status}:${b.paid}`).join(',');
  const { refresh } = w;
  useEffect(() => {
    if (bets.data === undefined) return;
    // A payout lands in the wallet when the bet is settled: show the new balance.
    if (settledSeen.current !== signature) void refresh();
    settledSeen.current = signature;
  }, [signature, bets.data, refresh]);

  if (bets.error) return <p role="alert">{(bets.error as Error).message}</p>;
  if (!bets.data) return <p role="status">{t('sports.loading')}</p>;
  if (bets.data.length === 0) return <p className="sports-muted">{t('sports.bets.empty')}</p>;
  const open = bets.data.filter(isOpen);
  return (
    <div className="sports-bets">
      {[
        ['open', open],
        ['settled', settled],
      ].map(([key, list]) =>
        (list as SportsBet[]).length === 0 ? null : (
          <section key={key as string} aria-labelledby={`bets-${key}`}>
            <h2 id={`bets-${key}`} className="sports-sport">
              {t(`sports.bets.${key}`)}
            </h2>
            <ul className="sports-bet-list">
              {(list as SportsBet[]).map((b) => (
                <BetRow key={b.id} bet={b} />
              ))}
            </ul>
          </section>
        ),
      )}
    </div>
  );
}

function BetRow({ bet: b }: { bet: SportsBet }) {
  const { t } = useHouseT();
  const name = selectionLabel(t, b.event, b.market, b.selection.code);
  return (
    <li className="sports-bet" data-testid={`sports-bet-${b.id}`} data-status={b.status}>
      <div className="sports-slip-head">
        <strong>{name}</strong>
        <span className="sports-bet-status" data-status={b.status}>
          {t(`sports.bets.status.${b.status}`)}
        </span>
      </div>
      <p className="sports-muted sports-small">
        {marketLabel(t, b.market)} · {b.event.home} {t('sports.vs')} {b.event.away} · {b.event.league}
      </p>
      {b.event.score && (
        <p className="sports-small">
          {t('sports.bets.result', { home: b.event.score.home, away: b.event.score.away })}
        </p>
      )}
      <dl className="sports-bet-figures">
        <div>
          <dt>{t('sports.bets.odds')}</dt>
          <dd>{b.oddsText}</dd>
        </div>
        <div>
          <dt>{t('sports.bets.stake')}</dt>
          <dd>{formatMinor(b.stake)}</dd>
        </div>
        <div>
          <dt>{b.paid === null ? t('sports.bets.return') : t('sports.bets.paid')}</dt>
          <dd data-testid={`sports-bet-paid-${b.id}`}>{formatMinor(b.paid ?? b.potentialReturn)}</dd>
        </div>
      </dl>
      <p className="sports-muted sports-small">{t('sports.bets.placedAt', { time: formatDateTime(b.placedAt) })}</p>
    </li>
  );
}
