import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/money.ts';

/** An amount in the merchant's currency, two decimals, thousands separators. */
export function Money({ minor, symbol = '$' }: { minor: string; symbol?: string }) {
  return <span className="money">{formatMoney(minor, symbol)}</span>;
}

/** A result line under a form: success in the status role, failure as an alert. */
export function FormResult({ ok, error }: { ok?: string | null; error?: string | null }) {
  const { t } = useTranslation();
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (ok)
    return (
      <p className="form-ok" role="status" data-testid="form-ok">
        {ok || t('wallet.done')}
      </p>
    );
  return null;
}
