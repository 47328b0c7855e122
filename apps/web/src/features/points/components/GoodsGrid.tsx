import type { PointGoods } from '@mekong/contracts';
import { Suspense, useState } from 'react';
import { isTrial, useMember } from '../../../shared/api/member.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { lazyNamed } from '../../../shared/ui/lazy-part.tsx';
import { usePointGoods } from '../api/goods.ts';
import { usePointsT } from '../i18n.ts';
import { formatPoints, nameIn } from '../lib/format.ts';

/** The redeem dialog (its form library and the payment password) loads when a player picks goods. */
const RedeemDialog = lazyNamed(() => import('./RedeemDialog.tsx'), 'RedeemDialog');

/** The goods on offer; visitors are sent to log in when they try to redeem, free-play players get the real-account warning. */
export function GoodsGrid({ signedIn, points }: { signedIn: boolean; points: string | null }) {
  const { t, i18n } = usePointsT();
  const goods = usePointGoods();
  const openModal = useUi((s) => s.openModal);
  const member = useMember();
  const trial = useSession((s) => s.token !== null) && isTrial(member);
  const [chosen, setChosen] = useState<PointGoods | null>(null);
  if (goods.isPending) return <p className="loading">{t('loading')}</p>;
  if (goods.isError)
    return (
      <p className="form-error" role="alert">
        {t('loadFailed')}
      </p>
    );
  if (goods.data.length === 0) return <p className="empty">{t('goods.none')}</p>;
  return (
    <>
      <ul className="goods-grid" data-testid="goods-grid">
        {goods.data.map((g) => {
          const name = nameIn(g.names, i18n.language);
          return (
            <li key={g.id} className="goods-card" data-testid={`goods-${g.id}`}>
              <img src={g.imageUrl} alt="" width={160} height={160} loading="lazy" />
              <h2>{name}</h2>
              <p className="goods-price">{t('goods.price', { points: formatPoints(g.price) })}</p>
              <p className="goods-stock" data-testid="goods-stock">
                {g.stock > 0 ? t('goods.stock', { count: g.stock }) : t('goods.soldOut')}
              </p>
              <button
                type="button"
                className="btn btn-primary"
                disabled={g.stock === 0}
                aria-label={`${t('goods.redeem')} ${name}`}
                onClick={() => (signedIn ? setChosen(g) : openModal(trial ? 'trialWarning' : 'login'))}
                data-testid="goods-redeem"
              >
                {t('goods.redeem')}
              </button>
            </li>
          );
        })}
      </ul>
      {chosen && (
        <Suspense fallback={null}>
          <RedeemDialog goods={chosen} points={points} onClose={() => setChosen(null)} />
        </Suspense>
      )}
    </>
  );
}
