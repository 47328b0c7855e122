import { useLeaderboard, useMissions } from '../api/centre.ts';
import { usePromoT } from '../i18n.ts';
import { Amount, Outcome, useAmountText } from './bits.tsx';
import { useClaimAction } from './use-claim-action.ts';

/** missionLeaderboard: today's missions with progress and claim buttons, and the week's board. */
export function MissionsPage() {
  const { t } = usePromoT();
  const amount = useAmountText();
  const missions = useMissions();
  const board = useLeaderboard();
  const { ok, error, onClaim, pending } = useClaimAction('missions');
  const shown = (metric: string, v: string) => (metric === 'LOTTERY_BETS' ? v : amount(v));
  return (
    <div className="stack" data-testid="missions-page">
      {missions.isPending && <p className="loading">{t('loading')}</p>}
      {missions.data && (
        <>
          <p>{t('missions.points', { n: missions.data.points })}</p>
          <Outcome ok={ok} error={error} />
          {missions.data.list.length === 0 && <p className="empty">{t('missions.none')}</p>}
          <ul className="promo-rows">
            {missions.data.list.map((m) => (
              <li key={m.id} className="promo-row" data-testid={`mission-${m.id}`} data-status={m.status}>
                <div>
                  <strong>{m.title}</strong>
                  <p className="promo-muted">
                    {t('missions.progress')}: {shown(m.metric, m.progress)} / {shown(m.metric, m.target)} ·{' '}
                    {t('missions.pts', { n: m.points })}
                  </p>
                  <progress value={Number(m.progress)} max={Number(m.target)} aria-label={m.title} />
                </div>
                <Amount minor={m.reward} />
                {m.status === 'CLAIMABLE' && (
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={pending}
                    onClick={() => onClaim(m.id)}
                    data-testid="mission-claim"
                  >
                    {t('rewards.claim')}
                  </button>
                )}
                {m.status !== 'CLAIMABLE' && <span className="promo-muted">{t(`missions.status.${m.status}`)}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      <h4>{t('missions.leaderboard')}</h4>
      {board.data && board.data.length === 0 && <p className="empty">{t('missions.noBoard')}</p>}
      {board.data && board.data.length > 0 && (
        <table className="promo-table" data-testid="mission-board">
          <caption>{t('missions.leaderboard')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('missions.rank')}</th>
              <th scope="col">{t('missions.member')}</th>
              <th scope="col">{t('missions.pointsCol')}</th>
            </tr>
          </thead>
          <tbody>
            {board.data.map((r) => (
              <tr key={r.rank}>
                <td>{r.rank}</td>
                <td>{r.account}</td>
                <td>{r.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The menu entry's badge: missions ready to claim, shown only when above 0. */
export function MissionBadge() {
  const { t } = usePromoT();
  const missions = useMissions();
  const n = missions.data?.available ?? 0;
  if (n <= 0) return null;
  return (
    <span className="promo-badge" data-testid="mission-badge" data-count={n}>
      <span aria-hidden="true">{n}</span>
      <span className="visually-hidden">{t('missions.available', { n })}</span>
    </span>
  );
}
