import type { GameDetail, PrizeMode } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { familyIcon } from '../lib/paths.ts';
import type { NearDrawsTimed } from '../lib/types.ts';
import { ChipGroup } from './ChipGroup.tsx';
import { DrawClock } from './DrawClock.tsx';
import { DrawResult } from './DrawResult.tsx';

type BoardHeadProps = {
  detail: GameDetail;
  near: NearDrawsTimed | undefined;
  nearError: Error | null;
  onMode: (mode: PrizeMode) => void;
  onZero: () => void;
};

/** The game's title, its prize mode tabs (VN), the draw taking bets with its countdown, the last result. */
export function BoardHead({ detail, near, nearError, onMode, onZero }: BoardHeadProps) {
  const { t } = useTranslation();
  const { game } = detail;
  const modes = game.prizeModes.filter((m) => m !== 'SEA');
  const previous = near?.previous ?? null;
  return (
    <header className="lott-head">
      <div className="lott-title">
        <img className="lott-icon" src={game.iconUrl ?? familyIcon(game.family)} alt="" width={48} height={48} />
        <div>
          <h1 data-testid="lottery-title">{game.remark}</h1>
          {game.station && game.station !== game.remark && <p className="hint">{game.station}</p>}
        </div>
      </div>
      {modes.length > 1 && (
        <ChipGroup className="weekday-filter" label={t('lottery.mode.label')}>
          {modes.map((m) => (
            <button
              key={m}
              type="button"
              className="chip"
              aria-pressed={detail.prizeMode === m}
              onClick={() => onMode(m)}
              data-testid={`prize-mode-${m}`}
            >
              {t(`lottery.mode.${m}`)}
            </button>
          ))}
        </ChipGroup>
      )}
      {nearError && <p role="alert">{nearError.message}</p>}
      {near && <DrawClock current={near.current} offsetMs={near.offsetMs} onZero={onZero} />}
      {previous && (
        <section
          className="lott-previous"
          aria-labelledby="previous-title"
          data-testid="previous-result"
          data-issue={previous.issueNo}
        >
          <h2 id="previous-title">{t('lottery.result.previous', { issue: previous.issueNo })}</h2>
          <DrawResult draw={previous} family={game.family} />
        </section>
      )}
    </header>
  );
}
