import type { HouseT } from '../../i18n.ts';
import type { PondReply } from './types.ts';

type Props = { species: PondReply['species']; t: HouseT };

/** What each fish pays and how often a shot catches it: 96 in 100 × multiplier, for every fish. */
export function PayTable({ species, t }: Props) {
  return (
    <details className="fish-paytable">
      <summary>{t('fish.paytable')}</summary>
      <p>{t('fish.rtp')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('fish.fish')}</th>
            <th scope="col">{t('fish.pays')}</th>
            <th scope="col">{t('fish.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {species.map((s) => (
            <tr key={s.code}>
              <th scope="row">{t(`fish.species.${s.code}`)}</th>
              <td>×{s.multiplier}</td>
              <td>{t('fish.oneIn', { n: ((s.multiplier * 25) / 24).toFixed(2) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
