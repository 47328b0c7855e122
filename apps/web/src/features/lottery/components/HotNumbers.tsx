import type { PrizeMode } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { HOT_FULL, HOT_SHOWN, useHotNumbers } from '../api/hot-numbers.ts';

/** The VN hot numbers: the 20 most drawn endings of the latest draws, and the full list of 100. */
export function HotNumbers({ gameCode, prizeMode }: { gameCode: string; prizeMode: PrizeMode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hot = useHotNumbers(gameCode, prizeMode, HOT_SHOWN);
  const full = useHotNumbers(gameCode, prizeMode, HOT_FULL, open);
  return (
    <section className="panel lott-panel" aria-labelledby="hot-title" data-testid="hot-numbers">
      <h2 id="hot-title">{t('lottery.hot.title')}</h2>
      {hot.isPending && <p className="hint">{t('shell.loading')}</p>}
      {hot.isError && <p role="alert">{hot.error.message}</p>}
      {hot.data && (
        <>
          <p className="hint">{t('lottery.hot.over', { draws: hot.data.draws })}</p>
          {hot.data.list.length === 0 && <p className="hint">{t('lottery.hot.none')}</p>}
          <ol className="hot-list">
            {hot.data.list.map((n) => (
              <li key={n.number} data-testid="hot-number">
                <span className="ball">{n.number}</span>
                <span className="hot-hits">{t('lottery.hot.hits', { hits: n.hits })}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      <button type="button" className="btn" onClick={() => setOpen(true)} data-testid="hot-numbers-full-open">
        {t('lottery.hot.full')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('lottery.hot.fullTitle')} testId="hot-numbers-full">
        {full.isPending && <p className="hint">{t('shell.loading')}</p>}
        {full.isError && <p role="alert">{full.error.message}</p>}
        {full.data && (
          <table className="lott-table hot-table">
            <caption>{t('lottery.hot.over', { draws: full.data.draws })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lottery.hot.number')}</th>
                <th scope="col">{t('lottery.trend.hits')}</th>
                <th scope="col">{t('lottery.hot.lastSeen')}</th>
              </tr>
            </thead>
            <tbody>
              {full.data.list.map((n) => (
                <tr key={n.number} data-testid="hot-number-full">
                  <th scope="row">{n.number}</th>
                  <td>{n.hits}</td>
                  <td>{n.lastSeenDrawsAgo === null ? '—' : t('lottery.hot.ago', { draws: n.lastSeenDrawsAgo })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Modal>
    </section>
  );
}
