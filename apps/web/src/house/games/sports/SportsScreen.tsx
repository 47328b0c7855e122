import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useHouseT } from '../../i18n.ts';
import { boardQuery } from './api.ts';
import { BetSlip } from './BetSlip.tsx';
import { EventBoard } from './EventBoard.tsx';
import { MyBets } from './MyBets.tsx';
import { useSlip } from './useSlip.ts';
import './sports.css';

type Tab = 'events' | 'bets';

/** The house sportsbook (sportsbook and esportsbook): the board, the bet slip, and my bets. */
export default function SportsScreen({ game }: { game: string }) {
  const { t } = useHouseT();
  const [tab, setTab] = useState<Tab>('events');
  const slip = useSlip();
  const board = useQuery(boardQuery(game));
  const picked = useMemo(() => new Set(slip.items.map((i) => i.selectionId)), [slip.items]);
  const events = board.data?.events ?? [];
  const tabButton = (id: Tab, testId: string) => (
    <button
      type="button"
      role="tab"
      id={`sports-tab-${id}`}
      aria-controls="sports-panel"
      aria-selected={tab === id}
      className="sports-tab"
      data-testid={testId}
      onClick={() => setTab(id)}
    >
      {t(`sports.tabs.${id}`)}
    </button>
  );
  return (
    <section className="sports-screen" aria-labelledby="sports-title" data-testid="sports-screen">
      <h1 id="sports-title" className="sports-title">
        {t(`sports.title.${game}`)}
      </h1>
      <div className="sports-tabs" role="tablist" aria-label={t('sports.tabs.label')}>
        {tabButton('events', 'sports-events')}
        {tabButton('bets', 'sports-my-bets')}
      </div>
      <div className="sports-layout">
        <div id="sports-panel" role="tabpanel" aria-labelledby={`sports-tab-${tab}`} className="sports-panel">
          {tab === 'bets' ? (
            <MyBets />
          ) : board.error && !board.data ? (
            <p role="alert">{(board.error as Error).message}</p>
          ) : !board.data ? (
            <p role="status">{t('sports.loading')}</p>
          ) : (
            <EventBoard events={events} picked={picked} onPick={slip.toggle} />
          )}
        </div>
        <BetSlip slip={slip} events={events} />
      </div>
    </section>
  );
}
