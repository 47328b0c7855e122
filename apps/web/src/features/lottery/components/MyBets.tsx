import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../shared/lib/money.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { MY_BETS_PAGE, useMyBets } from '../api/my-bets.ts';
import { pickLabel, playName } from '../lib/play-text.ts';
import { ChipGroup } from './ChipGroup.tsx';

type Scope = 'recent' | 'current' | 'previous';
type MyBetsProps = { gameCode: string; currentIssue: string | null; previousIssue: string | null };

/**
 * The member's bets on this game: the open draw's, the last drawn one's, or all recent ones, with
 * status and payout; a win stands out. Settlements arrive through the draw events.
 */
export function MyBets({ gameCode, currentIssue, previousIssue }: MyBetsProps) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const openModal = useUi((s) => s.openModal);
  const [scope, setScope] = useState<Scope>('recent');
  const [page, setPage] = useState(1);
  const issueNo = scope === 'current' ? (currentIssue ?? '') : scope === 'previous' ? (previousIssue ?? '') : '';
  const bets = useMyBets(gameCode, issueNo, page);
  const scopes: { key: Scope; label: string; issue: string | null }[] = [
    { key: 'recent', label: t('lottery.bets.recent'), issue: '' },
    { key: 'current', label: t('lottery.bets.current'), issue: currentIssue },
    { key: 'previous', label: t('lottery.bets.previous'), issue: previousIssue },
  ];
  const pages = Math.max(1, Math.ceil((bets.data?.total ?? 0) / MY_BETS_PAGE));
  return (
    <section className="panel lott-panel" aria-labelledby="my-bets-title" data-testid="my-bets">
      <h2 id="my-bets-title">{t('lottery.bets.title')}</h2>
      {!token && (
        <p>
          <button type="button" className="btn-link" onClick={() => openModal('login')}>
            {t('lottery.bets.signIn')}
          </button>
        </p>
      )}
      {token && (
        <>
          <ChipGroup className="weekday-filter" label={t('lottery.bets.show')}>
            {scopes.map((s) => (
              <button
                key={s.key}
                type="button"
                className="chip"
                aria-pressed={scope === s.key}
                disabled={s.issue === null}
                onClick={() => (setScope(s.key), setPage(1))}
                data-testid={`my-bets-scope-${s.key}`}
              >
                {s.label}
              </button>
            ))}
          </ChipGroup>
          {bets.isPending && <p className="hint">{t('shell.loading')}</p>}
          {bets.isError && <p role="alert">{bets.error.message}</p>}
          {bets.data?.list.length === 0 && <p className="hint">{t('lottery.bets.none')}</p>}
          {bets.data && bets.data.list.length > 0 && (
            <ul className="bet-rows">
              {bets.data.list.map((b) => (
                <li
                  key={b.betId}
                  className={`bet-row result-${b.result.toLowerCase()}`}
                  data-testid="my-bet-row"
                  data-bet-id={b.betId}
                  data-issue={b.issueNo}
                  data-status={b.status}
                  data-result={b.result}
                >
                  <span className="bet-play">
                    {playName(t, b.playType)} <small>#{b.issueNo}</small>
                  </span>
                  <span className="bet-numbers">{b.numbers.map((n) => pickLabel(t, n)).join(' ')}</span>
                  <span>
                    {t('lottery.bets.stake')} {formatMinor(b.stake)}
                  </span>
                  <span className="bet-result" data-testid="my-bet-result">
                    {t(`lottery.bets.result.${b.result}`)}
                    {b.result !== 'PENDING' && ` · ${t('lottery.bets.payout')} ${formatMinor(b.payout)}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
        </>
      )}
    </section>
  );
}
