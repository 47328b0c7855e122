import { PRIZE_MODES, type PrizeMode } from '@mekong/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useGameDetail } from '../api/game-detail.ts';
import { useDrawEvents } from '../lib/use-draw-events.ts';
import { BettingBoard } from './BettingBoard.tsx';

type BettingPageProps = { testId: 'page-lottery' | 'page-vnlottery'; titleKey: 'lottery' | 'vnlottery' };

/**
 * /lottery?gameCode&playType and /vnlottery?gameCode (both may carry the launch's prizeMode): the betting page of one game, kept live by
 * its draw events. Without a known game it says so and points to the hall.
 */
export function BettingPage({ testId, titleKey }: BettingPageProps) {
  const [params] = useSearchParams();
  const gameCode = (params.get('gameCode') ?? '').trim();
  return (
    <section className="page lott-page" data-testid={testId} data-game={gameCode}>
      {/* A new game starts afresh: its own prize mode, slip and picks. */}
      <GameBoard
        key={gameCode}
        gameCode={gameCode}
        playType={params.get('playType')}
        prizeMode={prizeModeOf(params.get('prizeMode'))}
        titleKey={titleKey}
      />
    </section>
  );
}

/** The launch names the prize mode (`&prizeMode=ZY`); anything else leaves it to the server. */
const prizeModeOf = (text: string | null) => PRIZE_MODES.find((m) => m === text && m !== 'SEA');

type GameBoardProps = { gameCode: string; playType: string | null; prizeMode: PrizeMode | undefined; titleKey: string };

function GameBoard({ gameCode, playType, prizeMode, titleKey }: GameBoardProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<PrizeMode | undefined>(prizeMode);
  const detail = useGameDetail(gameCode, mode);
  useDrawEvents(gameCode);
  // A prize mode the game does not have (an old link) falls back to the game's own.
  const unavailable = detail.error instanceof ApiError && detail.error.code === 'lottery.prize.mode.unavailable';
  useEffect(() => {
    if (unavailable) setMode(undefined);
  }, [unavailable]);
  if (!detail.data) {
    return (
      <>
        <h1>{`${t(`pages.${titleKey}.title`)} ${gameCode}`.trim()}</h1>
        {gameCode && detail.isPending && <p className="loading">{t('shell.loading')}</p>}
        {(!gameCode || detail.isError) && (
          <div className="empty">
            {detail.error && (
              <p role="alert" data-testid="lottery-error">
                {detail.error.message}
              </p>
            )}
            {!gameCode && <p>{t('lottery.noGame')}</p>}
            <Link className="btn btn-primary" to="/elott">
              {t('lottery.toHall')}
            </Link>
          </div>
        )}
      </>
    );
  }
  return (
    <BettingBoard
      key={detail.data.prizeMode}
      detail={detail.data}
      initialPlayType={playType}
      onMode={(m) => setMode(m)}
    />
  );
}
