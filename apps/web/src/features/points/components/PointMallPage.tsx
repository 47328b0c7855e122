import { isTrial, useMember } from '../../../shared/api/member.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useUi } from '../../../shared/store/ui.ts';
import '../points.css';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { lazyNamed } from '../../../shared/ui/lazy-part.tsx';
import { useSignedInPointBalance } from '../api/balance.ts';
import { usePointConfig } from '../api/config.ts';
import { usePointsT } from '../i18n.ts';
import { formatPoints, money } from '../lib/format.ts';
import { GoodsGrid } from './GoodsGrid.tsx';
import { PointDetails } from './PointDetails.tsx';
import { RedeemHistory } from './RedeemHistory.tsx';

/** The conversion form (with its form library and the payment password) loads when its tab opens. */
const ConvertForm = lazyNamed(() => import('./ConvertForm.tsx'), 'ConvertForm');

const TABS = ['goods', 'convert', 'history', 'details'] as const;
type Tab = (typeof TABS)[number];

/** /pointMall: the player's points, the goods, conversion, redeem history and points details. */
export function PointMallPage() {
  const { t } = usePointsT();
  const token = useSession((s) => s.token);
  const member = useMember();
  const openModal = useUi((s) => s.openModal);
  const signedIn = Boolean(token) && !isTrial(member);
  // A free-play player is signed in, but points are for real accounts: the trial warning, not a login.
  const trial = Boolean(token) && isTrial(member);
  const config = usePointConfig();
  const balance = useSignedInPointBalance(signedIn && config.data?.enabled === true);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tabs: readonly Tab[] = signedIn ? TABS : ['goods'];
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'goods';
  const choose = (next: Tab) => setParams((p) => (p.set('tab', next), p), { replace: true });

  return (
    <section className="page points-mall" data-testid="page-pointMall">
      <h1>{t('title')}</h1>
      {config.isPending && <p className="loading">{t('loading')}</p>}
      {config.data && !config.data.enabled && <p className="empty">{t('off')}</p>}
      {config.data?.enabled && (
        <>
          <div className="points-summary">
            {signedIn ? (
              <dl className="points-balance" data-testid="points-balance">
                <div>
                  <dt>{t('balance')}</dt>
                  <dd data-testid="points-value">{balance.data ? formatPoints(balance.data.points) : '…'}</dd>
                </div>
                <div>
                  <dt>{t('held')}</dt>
                  <dd data-testid="points-held">{balance.data ? formatPoints(balance.data.held) : '…'}</dd>
                </div>
              </dl>
            ) : (
              <div className="points-visitor" data-testid={trial ? 'points-trial-prompt' : 'points-login-prompt'}>
                <p>{t(trial ? 'trialToRedeem' : 'loginToRedeem')}</p>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => openModal(trial ? 'trialWarning' : 'login')}
                >
                  {t(trial ? 'realAccount' : 'login')}
                </button>
              </div>
            )}
            <p className="points-rule">
              {t('earnRule', { points: config.data.pointsPerUnit, amount: money(config.data.betUnit) })}
            </p>
          </div>
          <div className="points-tabs" role="tablist" aria-label={t('title')}>
            {tabs.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`points-tab-${name}`}
                aria-selected={name === tab}
                aria-controls={`points-panel-${name}`}
                className={name === tab ? 'btn btn-primary' : 'btn'}
                onClick={() => choose(name)}
                data-testid={`points-tab-${name}`}
              >
                {t(`tabs.${name}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`points-panel-${tab}`} aria-labelledby={`points-tab-${tab}`}>
            {tab === 'goods' && <GoodsGrid signedIn={signedIn} points={balance.data?.points ?? null} />}
            {tab === 'convert' && (
              <Suspense fallback={<p className="loading">{t('loading')}</p>}>
                <ConvertForm config={config.data} points={balance.data?.points ?? '0'} />
              </Suspense>
            )}
            {tab === 'history' && <RedeemHistory />}
            {tab === 'details' && <PointDetails />}
          </div>
        </>
      )}
    </section>
  );
}
