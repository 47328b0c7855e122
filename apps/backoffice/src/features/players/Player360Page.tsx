import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { can } from '../../shared/session/roles.ts';
import { useSession } from '../../shared/session/session.ts';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { dateTime, money } from '../../shared/ui/format.ts';
import { usePlayer } from './api.ts';
import { PlayerActions } from './PlayerActions.tsx';
import { PlayerAdjustments } from './PlayerAdjustments.tsx';
import { PlayerHistory } from './PlayerHistory.tsx';
import { PlayerNotes } from './PlayerNotes.tsx';
import { PlayerProtection } from './protection/PlayerProtection.tsx';

export function Player360Page() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const session = useSession();
  const query = usePlayer(id);
  if (query.error) return <ErrorAlert error={query.error} />;
  if (!query.data) return <p role="status">{t('common.loading')}</p>;
  const { player, balances, upline } = query.data;
  const facts: [string, string][] = [
    ['players.nickname', player.nickname],
    ['players.mobile', player.mobile ?? ''],
    ['players.email', player.email ?? ''],
    ['players.referralCode', player.referralCode],
    ['players.registerIp', player.registerIp ?? ''],
    ['players.createdAt', dateTime(player.createdAt)],
    ['players.lastLoginAt', dateTime(player.lastLoginAt)],
    ['players.kind', t(player.isAgent ? 'players.agent' : 'players.player')],
    ['players.mustChangePassword', t(player.mustChangePassword ? 'common.yes' : 'common.no')],
    ['players.hasPaymentPassword', t(player.hasPaymentPassword ? 'common.yes' : 'common.no')],
    ['players.lockedOutUntil', player.lockedOutUntil ? dateTime(player.lockedOutUntil) : t('common.no')],
  ];
  return (
    <article aria-labelledby="p360-title" data-testid="player-360">
      <p>
        <Link to="/players">{t('players.back')}</Link>
      </p>
      <h1 id="p360-title">
        {player.account}{' '}
        <span className={`badge badge-${player.status}`} data-testid="player-status">
          {t(`status.${player.status}`)}
        </span>
      </h1>
      {(can(session?.role, 'playerActions') || can(session?.role, 'adjust')) && <PlayerActions detail={query.data} />}
      <div className="grid">
        <section className="card" aria-labelledby="p360-profile">
          <h2 id="p360-profile">{t('players.profile')}</h2>
          <dl className="facts">
            {facts.map(([k, v]) => (
              <div key={k}>
                <dt>{t(k)}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="card" aria-labelledby="p360-balances">
          <h2 id="p360-balances">{t('players.balances')}</h2>
          <dl className="facts">
            <div>
              <dt>{t('players.main')}</dt>
              <dd data-testid="balance-main">{money(balances.main)}</dd>
            </div>
            <div>
              <dt>{t('players.locked')}</dt>
              <dd data-testid="balance-locked">{money(balances.locked)}</dd>
            </div>
            <div>
              <dt>{t('players.bonus')}</dt>
              <dd>{money(balances.bonus)}</dd>
            </div>
            <div>
              <dt>{t('players.points')}</dt>
              <dd>{balances.points}</dd>
            </div>
            {balances.vendors.map((v) => (
              <div key={v.vendorCode}>
                <dt>{t('players.vendorWallet', { vendor: v.vendorCode })}</dt>
                <dd>{money(v.balance)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="card" aria-labelledby="p360-labels">
          <h2 id="p360-labels">{t('players.labels')}</h2>
          <dl className="facts">
            <div>
              <dt>{t('players.clubLabel')}</dt>
              <dd data-testid="club-label">{player.clubLabel ?? t('common.none')}</dd>
            </div>
            <div>
              <dt>{t('players.memberLabels')}</dt>
              <dd data-testid="member-labels">{player.memberLabels.join(', ') || t('common.none')}</dd>
            </div>
          </dl>
          <h2 id="p360-upline">{t('players.upline')}</h2>
          {upline.length ? (
            <ol className="upline" aria-labelledby="p360-upline">
              {upline.map((u) => (
                <li key={u.id}>
                  <Link to={`/players/${u.id}`}>{u.account}</Link>
                </li>
              ))}
            </ol>
          ) : (
            <p>{t('common.none')}</p>
          )}
        </section>
      </div>
      <PlayerHistory detail={query.data} />
      {can(session?.role, 'adjustments') && <PlayerAdjustments id={id} />}
      {can(session?.role, 'protection') && <PlayerProtection id={id} account={player.account} />}
      <PlayerNotes id={id} notes={query.data.notes} canWrite={can(session?.role, 'players')} />
    </article>
  );
}
