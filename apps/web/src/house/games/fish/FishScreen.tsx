import { useCallback, useEffect, useRef, useState } from 'react';
import { formatMinor } from '../../../shared/lib/money.ts';
import { useHouseT } from '../../i18n.ts';
import type { Effect } from './drawPond.ts';
import { FishList } from './FishList.tsx';
import { LastShot } from './LastShot.tsx';
import { PayTable } from './PayTable.tsx';
import { PondCanvas } from './PondCanvas.tsx';
import { isInSight } from './pondMath.ts';
import type { PondFish } from './types.ts';
import { usePond } from './usePond.ts';
import { useReducedMotion } from './useReducedMotion.ts';
import { useShots } from './useShots.ts';
import './fish.css';

/** The list of fish follows the pond this often. */
const LIST_EVERY_MS = 1_000;

/** Mekong Fishing: the pond, the cannon, the cost of a shot, and the fish to aim at. */
export default function FishScreen() {
  const { t } = useHouseT();
  const pond = usePond();
  const effects = useRef<Effect[]>([]);
  const reducedMotion = useReducedMotion();
  const { fire, last, aim } = useShots(pond, effects, t);
  const [stake, setStake] = useState('100');
  const [inSight, setInSight] = useState<PondFish[]>([]);

  // Newest first: the fish with the most of its swim ahead of it.
  const sighted = useCallback(
    () =>
      pond
        .fish()
        .filter((f) => isInSight(f, pond.serverNow()))
        .sort((a, b) => b.id - a.id),
    [pond],
  );
  useEffect(() => {
    const follow = () => setInSight(sighted());
    follow();
    const timer = setInterval(follow, LIST_EVERY_MS);
    return () => clearInterval(timer);
  }, [sighted]);
  // A catch takes its fish off the list at once.
  useEffect(() => {
    if (last) setInSight(sighted());
  }, [last, sighted]);

  const shoot = (fish: PondFish) => void fire(fish, stake);
  const first = () => sighted()[0];

  return (
    <section className="fish-screen" aria-labelledby="fish-title" data-testid="fish-screen">
      <h1 id="fish-title" className="fish-title">
        {t('fish.title')}
      </h1>
      <div className="fish-pond">
        <PondCanvas
          pond={pond}
          effects={effects}
          aim={aim}
          reducedMotion={reducedMotion}
          label={t('fish.pondLabel', { count: inSight.length })}
          onPick={shoot}
        />
      </div>
      <div className="fish-controls">
        <label className="fish-bet">
          <span>{t('fish.bet')}</span>
          <select data-testid="fish-bet" value={stake} onChange={(e) => setStake(e.target.value)}>
            {(pond.betLevels.length ? pond.betLevels : [stake]).map((level) => (
              <option key={level} value={level}>
                {formatMinor(level)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn-primary fish-fire"
          data-testid="fish-shoot"
          disabled={inSight.length === 0}
          onClick={() => {
            const target = first();
            if (target) shoot(target);
          }}
        >
          {t('fish.shoot')}
        </button>
      </div>
      <LastShot last={last} t={t} />
      {pond.error && (
        <p role="alert" className="fish-error">
          {pond.error}
        </p>
      )}
      <FishList fish={inSight} t={t} onShoot={shoot} />
      <PayTable species={pond.species} t={t} />
    </section>
  );
}
