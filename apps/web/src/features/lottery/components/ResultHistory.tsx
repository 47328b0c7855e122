import type { ElottFamily } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { useDrawResults } from '../api/opened-numero.ts';
import { DrawResult } from './DrawResult.tsx';
import { FairnessCheck } from './FairnessCheck.tsx';

const PAGE_SIZE = 5;

/** Drawn results, newest first, page by page: VN prize tables, e-lottery balls with their seeds. */
export function ResultHistory({ gameCode, family }: { gameCode: string; family: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const results = useDrawResults(gameCode, page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((results.data?.total ?? 0) / PAGE_SIZE));
  const when = (iso: string) => formatDateTime(iso);
  return (
    <section className="panel lott-panel" aria-labelledby="results-title" data-testid="result-history">
      <h2 id="results-title">{t('lottery.result.history')}</h2>
      {results.isPending && <p className="hint">{t('shell.loading')}</p>}
      {results.isError && <p role="alert">{results.error.message}</p>}
      {results.data?.list.length === 0 && <p className="hint">{t('lottery.result.none')}</p>}
      {results.data && results.data.list.length > 0 && (
        <ol className="result-rows">
          {results.data.list.map((d) => (
            <li key={d.drawId} data-testid="result-row" data-issue={d.issueNo} data-status={d.status}>
              <div className="result-head">
                <strong>#{d.issueNo}</strong>
                <time dateTime={d.drawAt}>{when(d.drawAt)}</time>
              </div>
              {family === 'VN' ? (
                <details>
                  <summary>
                    {t('lottery.prize.special')}: {d.prizes?.special?.join(' ') ?? '—'}
                  </summary>
                  <DrawResult draw={d} family={family} />
                </details>
              ) : (
                <DrawResult draw={d} family={family} />
              )}
              {d.seedHash && (
                <details className="fairness">
                  <summary>{t('lottery.result.fair')}</summary>
                  <dl>
                    <dt>{t('lottery.result.seedHash')}</dt>
                    <dd className="mono">{d.seedHash}</dd>
                    <dt>{t('lottery.result.serverSeed')}</dt>
                    <dd className="mono">{d.serverSeed ?? t('lottery.result.seedLater')}</dd>
                  </dl>
                  <FairnessCheck draw={d} family={family as ElottFamily} />
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
    </section>
  );
}
