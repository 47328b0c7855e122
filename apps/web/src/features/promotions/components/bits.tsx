import type { PromotionState } from '@mekong/contracts';
import { formatDate } from '../../../shared/lib/dates.ts';
import { formatMoney } from '../../../shared/lib/money.ts';
import { useSystemStatus } from '../../../shared/system/status-context.ts';
import { usePromoT } from '../i18n.ts';
import '../promo.css';

/** An amount in the merchant's currency. */
export function Amount({ minor }: { minor: string }) {
  const symbol = useSystemStatus().info.brand.currencySymbol;
  return <span className="money">{formatMoney(minor, symbol)}</span>;
}
export const useAmountText = () => {
  const symbol = useSystemStatus().info.brand.currencySymbol;
  return (minor: string) => formatMoney(minor, symbol);
};

/** The caller's activity state, as the server computed it. */
export function StateBadge({ state }: { state: PromotionState }) {
  const { t } = usePromoT();
  return (
    <span className={`promo-state promo-state-${state.toLowerCase()}`} data-testid="promo-state" data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}

export const dateOf = (iso: string) => formatDate(iso);

/** A result line under an action: success as a status, failure as an alert. */
export function Outcome({ ok, error }: { ok?: string | null; error?: string | null }) {
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (ok)
    return (
      <p className="promo-ok" role="status" data-testid="promo-ok">
        {ok}
      </p>
    );
  return null;
}
