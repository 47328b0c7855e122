import type { GameDetail, PrizeMode } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearDraws } from '../api/near-draws.ts';
import { BoardHead } from '../components/BoardHead.tsx';
import { HotNumbers } from '../components/HotNumbers.tsx';
import { MyBets } from '../components/MyBets.tsx';
import { PickPanel } from '../components/PickPanel.tsx';
import { PlayTypePicker } from '../components/PlayTypePicker.tsx';
import { ResultHistory } from '../components/ResultHistory.tsx';
import { Slip } from '../components/Slip.tsx';
import { SlipBar } from '../components/SlipBar.tsx';
import { SlipSettings } from '../components/SlipSettings.tsx';
import { TrendChart } from '../components/TrendChart.tsx';
import { lotteryKeys } from '../lib/keys.ts';
import { usePlaceBet } from '../lib/use-place-bet.ts';
import { useSlip } from '../lib/use-slip.ts';

type BettingBoardProps = { detail: GameDetail; initialPlayType: string | null; onMode: (mode: PrizeMode) => void };

/** One game in one prize mode: the draw, the picker and slip, and beside them bets, results and trends. */
export function BettingBoard({ detail, initialPlayType, onMode }: BettingBoardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { game } = detail;
  const near = useNearDraws(game.code);
  const [playCode, setPlayCode] = useState(
    () => detail.playTypes.find((p) => p.code === initialPlayType)?.code ?? detail.playTypes[0]?.code ?? '',
  );
  // Odds reloaded after a change keep the chosen play type when it still exists.
  const play = detail.playTypes.find((p) => p.code === playCode) ?? detail.playTypes[0];
  const slip = useSlip();
  const current = near.data?.current ?? null;
  const [closedIssue, setClosedIssue] = useState<string | null>(null);
  const bettable = current?.status === 'OPEN' && closedIssue !== current.issueNo;
  const bet = usePlaceBet(detail, bettable ? (current?.issueNo ?? null) : null);
  const isVn = game.family === 'VN';

  const onZero = () => {
    if (current) setClosedIssue(current.issueNo);
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.near(game.code) });
  };
  const place = async () => {
    if (slip.multiplier === null) return;
    if (await bet.place(slip.lines, slip.multiplier, isVn ? 'YUAN' : slip.unit)) slip.clear();
  };

  return (
    <div className="lott-board" data-game={game.code} data-family={game.family} data-prize-mode={detail.prizeMode}>
      <BoardHead detail={detail} near={near.data} nearError={near.error} onMode={onMode} onZero={onZero} />
      <div className="lott-layout">
        <div className="lott-main">
          {play ? (
            <>
              <PlayTypePicker playTypes={detail.playTypes} value={play.code} onChange={setPlayCode} />
              <PickPanel
                key={play.code}
                play={play}
                family={game.family}
                multiplier={slip.multiplier ?? 1}
                unit={isVn ? 'YUAN' : slip.unit}
                onAdd={slip.add}
              />
            </>
          ) : (
            <p className="empty">{t('lottery.pick.noPlayTypes')}</p>
          )}
          <Slip
            detail={detail}
            lines={slip.lines}
            multiplier={slip.multiplier}
            unit={isVn ? 'YUAN' : slip.unit}
            settings={
              <SlipSettings
                multiplierText={slip.multiplierText}
                onMultiplier={slip.setMultiplierText}
                multiplierValid={slip.multiplier !== null}
                unit={slip.unit}
                onUnit={slip.setUnit}
                showUnit={!isVn}
              />
            }
            onRemove={slip.remove}
            onClear={() => (slip.clear(), bet.setOutcome(null))}
            onPlace={place}
            canPlace={bettable && slip.lines.length > 0 && slip.multiplier !== null}
            pending={bet.pending}
            outcome={bet.outcome}
          />
          <SlipBar
            detail={detail}
            lines={slip.lines}
            multiplier={slip.multiplier}
            unit={isVn ? 'YUAN' : slip.unit}
            onPlace={place}
            canPlace={bettable && slip.lines.length > 0 && slip.multiplier !== null}
            pending={bet.pending}
          />
        </div>
        <aside className="lott-side" aria-label={t('lottery.side')}>
          <MyBets
            gameCode={game.code}
            currentIssue={current?.issueNo ?? null}
            previousIssue={near.data?.previous?.issueNo ?? null}
          />
          {isVn && <HotNumbers gameCode={game.code} prizeMode={detail.prizeMode} />}
          <ResultHistory gameCode={game.code} family={game.family} />
          <TrendChart gameCode={game.code} />
        </aside>
      </div>
    </div>
  );
}
