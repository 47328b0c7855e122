import type { DrawView } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { Balls } from './Balls.tsx';
import { PrizeTable } from './PrizeTable.tsx';

/** A drawn draw's numbers: the VN prize table or the e-lottery balls; a cancelled draw says so. */
export function DrawResult({ draw, family }: { draw: DrawView; family: string }) {
  const { t } = useTranslation();
  if (draw.status === 'CANCELLED') return <p className="hint">{t('lottery.draw.cancelled')}</p>;
  if (family === 'VN' && draw.prizes) {
    return <PrizeTable prizes={draw.prizes} caption={t('lottery.result.prizesOf', { issue: draw.issueNo })} />;
  }
  if (!draw.result) return <p className="hint">{t('lottery.draw.pending')}</p>;
  return <Balls numbers={draw.result} family={family} label={t('lottery.result.numbersOf', { issue: draw.issueNo })} />;
}
