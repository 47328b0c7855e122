import { formatMinor } from '../../../shared/lib/money.ts';
import { useHouseT } from '../../i18n.ts';
import type { SpinResult } from './types.ts';

/** What the spin on the reels paid, win by win, and the free spins it started. */
export function WinDetails({ game, spin, scatterSymbol }: { game: string; spin: SpinResult; scatterSymbol: string }) {
  const { t } = useHouseT();
  const name = (symbol: string) => t(`slots.symbols.${game}.${symbol}`, { defaultValue: symbol });
  const scatter = spin.scatter && BigInt(spin.scatter.win) > 0n ? spin.scatter : null;
  if (spin.wins.length === 0 && !scatter && spin.freeSpinsAwarded === 0) return null;
  return (
    <ul className="slot-wins">
      {spin.freeSpinsAwarded > 0 && (
        <li className="slot-feature-won">{t('slots.freeSpinsWon', { count: spin.freeSpinsAwarded })}</li>
      )}
      {spin.wins.map((w) => (
        <li key={`${w.line ?? ''}${w.symbol}`}>
          {w.line === undefined
            ? t('slots.winWays', { count: w.count, symbol: name(w.symbol), ways: w.ways, amount: formatMinor(w.win) })
            : t('slots.winLine', {
                line: w.line + 1,
                count: w.count,
                symbol: name(w.symbol),
                amount: formatMinor(w.win),
              })}
        </li>
      ))}
      {scatter && (
        <li>
          {t('slots.winScatter', {
            count: scatter.count,
            symbol: name(scatterSymbol),
            amount: formatMinor(scatter.win),
          })}
        </li>
      )}
    </ul>
  );
}
