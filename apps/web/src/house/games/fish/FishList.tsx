import type { HouseT } from '../../i18n.ts';
import type { PondFish } from './types.ts';

type Props = {
  fish: PondFish[];
  t: HouseT;
  onShoot: (fish: PondFish) => void;
};

/**
 * The fish in sight as buttons, newest first: the keyboard and screen-reader way to aim, kept in
 * step with the canvas once a second rather than every frame.
 */
export function FishList({ fish, t, onShoot }: Props) {
  return (
    <section className="fish-list" aria-labelledby="fish-list-title">
      <h2 id="fish-list-title">{t('fish.listTitle')}</h2>
      {fish.length === 0 ? (
        <p>{t('fish.empty')}</p>
      ) : (
        <ul>
          {fish.map((f) => (
            <li key={f.id}>
              <button type="button" className="btn" onClick={() => onShoot(f)} data-species={f.species}>
                {t('fish.shootAt', { name: t(`fish.species.${f.species}`), multiplier: f.multiplier })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
