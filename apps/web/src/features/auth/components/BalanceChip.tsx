import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../shared/api/balance.ts';
import { formatMoney } from '../../../shared/lib/money.ts';
import { EyeIcon } from './icons.tsx';

/** The header balance: click to refresh (the old figure stays while loading), eye to hide as ***. */
export function BalanceChip() {
  const { t } = useTranslation();
  const balance = useBalance();
  const [hidden, setHidden] = useState(() => localStorage.getItem('hideBalance') === '1');
  const text = balance.data
    ? formatMoney(balance.data.sumBalance, balance.data.currencySymbol)
    : balance.isError
      ? '—'
      : '…';
  const toggle = () => {
    localStorage.setItem('hideBalance', hidden ? '0' : '1');
    setHidden(!hidden);
  };
  return (
    <div className="balance" data-testid="balance">
      <button
        type="button"
        className="btn balance-value"
        onClick={() => balance.refetch()}
        aria-busy={balance.isFetching}
        title={t('auth.balance.refresh')}
      >
        <span className="visually-hidden">{t('auth.balance.refresh')} </span>
        <span data-testid="balance-value">{hidden ? '***' : text}</span>
      </button>
      <button
        type="button"
        className="btn btn-icon"
        onClick={toggle}
        aria-pressed={hidden}
        aria-label={t(hidden ? 'auth.balance.show' : 'auth.balance.hide')}
        data-testid="balance-toggle"
      >
        <EyeIcon off={hidden} />
      </button>
    </div>
  );
}
