import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../shared/lib/money.ts';
import { winnerBoardQuery } from '../api/winner-board.ts';

/** The week's biggest wins on this site, accounts masked by the server. */
export function WinnerBoard() {
  const { t, i18n } = useTranslation();
  const winners = useQuery(winnerBoardQuery(i18n.language));
  return (
    <section aria-labelledby="winner-board" data-testid="winner-board">
      <h2 id="winner-board">{t('games.winners')}</h2>
      {winners.isPending && <p className="loading">{t('shell.loading')}</p>}
      {winners.isError && <p role="alert">{winners.error.message}</p>}
      {winners.data?.length === 0 && <p className="empty">{t('games.noWinners')}</p>}
      {winners.data && winners.data.length > 0 && (
        <ol className="winners">
          {winners.data.map((w, i) => (
            // The board has no ids: its place is what a row is.
            // biome-ignore lint/suspicious/noArrayIndexKey: ranked list
            <li key={i}>
              <span className="winner-name">{w.vo.customerName}</span>
              <span className="winner-game">{w.vo.gameName}</span>
              <strong className="winner-amount">{formatMinor(w.vo.winAmount)}</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
