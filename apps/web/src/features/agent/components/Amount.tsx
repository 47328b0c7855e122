import { useSystemStatus } from '../../../app/status-context.ts';
import { formatMoney } from '../../../shared/lib/money.ts';

/** An amount in the merchant's currency (its own symbol), two decimals, thousands separators. */
export function Amount({ minor }: { minor: string }) {
  const symbol = useSystemStatus().info.brand.currencySymbol;
  return <span className="money">{formatMoney(minor, symbol)}</span>;
}
