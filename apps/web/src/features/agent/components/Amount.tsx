import { formatMoney } from '../../../shared/lib/money.ts';
import { useSystemStatus } from '../../../shared/system/status-context.ts';

/** An amount in the merchant's currency (its own symbol), two decimals, thousands separators. */
export function Amount({ minor }: { minor: string }) {
  const symbol = useSystemStatus().info.brand.currencySymbol;
  return <span className="money">{formatMoney(minor, symbol)}</span>;
}
