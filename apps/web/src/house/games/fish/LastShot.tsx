import { formatMinor } from '../../../shared/lib/money.ts';
import type { HouseT } from '../../i18n.ts';
import type { LastShot as Shot } from './useShots.ts';

type Props = { last: Shot | null; t: HouseT };

/** What the last shot did, in words: read out politely by screen readers. */
export function LastShot({ last, t }: Props) {
  const name = (species: string) => t(`fish.species.${species}`);
  let text = t('fish.ready');
  let tone = 'idle';
  if (last && 'reply' in last) {
    const r = last.reply;
    const options = { name: name(r.species), multiplier: r.multiplier };
    text = r.caught
      ? t('fish.caught', { ...options, amount: formatMinor(r.payout) })
      : t('fish.missed', { ...options, amount: formatMinor(r.stake) });
    tone = r.caught ? 'win' : 'miss';
  } else if (last && 'gone' in last) {
    text = t('fish.gone', { name: name(last.gone.species) });
    tone = 'miss';
  } else if (last) {
    text = last.error;
    tone = 'error';
  }
  return (
    <p className="fish-result" data-tone={tone} data-testid="fish-last-result" aria-live="polite">
      {text}
    </p>
  );
}
