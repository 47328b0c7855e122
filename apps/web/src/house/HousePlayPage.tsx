import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMinor } from '../shared/lib/money.ts';
import { FairnessPanel } from './FairnessPanel.tsx';
import { GAME_SCREENS } from './games/index.ts';
import './games/screens.ts';
import { useHouseT } from './i18n.ts';
import { GameWindowProvider, useGameWindow, useOpenWindow } from './window.tsx';
import './house.css';

/** /house/play: the house vendor's game window, opened in the portal's frame by the launch URL. */
export function HousePlayPage() {
  const { t } = useHouseT();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const [opening, setState] = useOpenWindow(ticket, params.get('lang') ?? 'KM');
  if (!ticket || opening.kind === 'failed') {
    return (
      <main className="house-window house-message" data-testid="house-failed">
        <p role="alert">{opening.kind === 'failed' ? opening.error.message : t('errors.house.ticket.invalid')}</p>
        <p>{t('frame.relaunch')}</p>
      </main>
    );
  }
  if (opening.kind === 'opening') {
    return (
      <main className="house-window house-message">
        <p role="status">{t('frame.opening')}</p>
      </main>
    );
  }
  return (
    <GameWindowProvider state={opening.state} onState={setState}>
      <WindowBody />
    </GameWindowProvider>
  );
}

function WindowBody() {
  const { t } = useHouseT();
  const w = useGameWindow();
  const [fairness, setFairness] = useState(false);
  const Screen = GAME_SCREENS[w.state.game];
  return (
    <main className="house-window" data-testid="house-window" data-game={w.state.game}>
      <header className="house-bar">
        <span className="house-balance">
          {t('frame.balance')}{' '}
          <strong data-testid="house-balance">
            {formatMinor(w.state.balance)} {w.state.currency}
          </strong>
        </span>
        {w.state.mode === 'FREE' && <span className="house-badge">{t('frame.demo')}</span>}
        <button
          type="button"
          className="btn house-fair-btn"
          onClick={() => setFairness((v) => !v)}
          aria-expanded={fairness}
        >
          {t('frame.fairness')}
        </button>
      </header>
      {fairness && <FairnessPanel onClose={() => setFairness(false)} />}
      <Suspense fallback={<p role="status">{t('frame.opening')}</p>}>
        {Screen ? <Screen game={w.state.game} /> : <p role="alert">{t('frame.noGame')}</p>}
      </Suspense>
    </main>
  );
}
