import type { WinFigures as Figures } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../../shared/lib/money.ts';
import { formatCount } from '../../../../shared/lib/numbers.ts';

/**
 * Today's figures on this site, all from settled bets (the server adds them up): what was paid
 * back, how many bets won, and the biggest win with its game and masked player. While they load,
 * each card keeps its size with a skeleton line, so nothing moves when the numbers come.
 */
export function WinFigures({ figures }: { figures: Figures | undefined }) {
  const { t } = useTranslation();
  const biggest = figures?.biggestWinToday;
  return (
    <ul className="win-figures" aria-label={t('home.figures.title')} data-testid="win-figures">
      <li className="figure-card">
        <span className="figure-label">{t('home.figures.paidOut')}</span>
        <Figure value={figures && formatMinor(figures.paidOutToday)} testId="figure-paid-out" />
      </li>
      <li className="figure-card">
        <span className="figure-label">{t('home.figures.wins')}</span>
        <Figure value={figures && formatCount(figures.winsToday)} testId="figure-wins" />
      </li>
      <li className="figure-card figure-biggest">
        <span className="figure-label">{t('home.figures.biggest')}</span>
        <Figure
          value={figures && (biggest ? formatMinor(biggest.winAmount) : t('home.figures.noneToday'))}
          testId="figure-biggest"
        />
        <span className="figure-note" data-testid="figure-biggest-by">
          {biggest ? t('home.figures.by', { name: biggest.customerName, game: biggest.gameName }) : ' '}
        </span>
      </li>
    </ul>
  );
}

function Figure({ value, testId }: { value: string | undefined; testId: string }) {
  if (value === undefined) return <span className="skeleton figure-skeleton" aria-hidden="true" />;
  return (
    <strong className="figure-value" data-testid={testId}>
      {value}
    </strong>
  );
}
