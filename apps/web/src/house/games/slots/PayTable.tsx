import { formatMinor } from '../../../shared/lib/money.ts';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { useHouseT } from '../../i18n.ts';
import { SymbolFace } from './SymbolArt.tsx';
import type { SlotRules } from './types.ts';

type Props = { open: boolean; onClose: () => void; rules: SlotRules; stake: string };

/** The pays in money at the chosen stake (a coin is 1/20 of it), the rules and the paylines. */
export function PayTable({ open, onClose, rules, stake }: Props) {
  const { t } = useHouseT();
  const game = rules.game;
  const coin = BigInt(stake) / BigInt(rules.stake.step);
  const money = (coins: number) => formatMinor(coin * BigInt(coins));
  const name = (symbol: string) => t(`slots.symbols.${game}.${symbol}`, { defaultValue: symbol });
  const payers = Object.entries(rules.pays);
  const counts = [5, 4, 3, 2].filter((n) => payers.some(([, row]) => (row[n] ?? 0) > 0));
  const scatterCounts = rules.scatterPays.flatMap((coins, n) => (coins > 0 ? [n] : []));
  const names = { wild: name(rules.wild), scatter: name(rules.scatter) };
  const f = rules.feature;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('slots.payTitle', { game: t(`slots.game.${game}`) })}
      testId="slot-paytable"
    >
      <div className="slot-paytable">
        <table>
          <caption>
            {t(rules.evaluation === 'lines' ? 'slots.paysPerLine' : 'slots.paysPerWay', { stake: formatMinor(stake) })}
          </caption>
          <thead>
            <tr>
              <td />
              {counts.map((n) => (
                <th key={n} scope="col">
                  {t('slots.inARow', { count: n })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {payers.map(([symbol, row]) => (
              <tr key={symbol}>
                <th scope="row">
                  <SymbolFace game={game} symbol={symbol} /> {name(symbol)}
                </th>
                {counts.map((n) => (
                  <td key={n}>{(row[n] ?? 0) > 0 ? money(row[n] ?? 0) : '—'}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">
                <SymbolFace game={game} symbol={rules.scatter} /> {names.scatter}
              </th>
              <td colSpan={counts.length}>
                {scatterCounts
                  .map((n) => `${t('slots.scatterPays', { count: n })}: ${money(rules.scatterPays[n] ?? 0)}`)
                  .join(' · ')}
              </td>
            </tr>
          </tbody>
        </table>
        <ul className="slot-rules">
          <li>{t(rules.evaluation === 'lines' ? 'slots.linesRule' : 'slots.waysRule')}</li>
          <li>{t(f.wildReel === undefined ? 'slots.wildRule' : 'slots.wildReelsRule', names)}</li>
          <li>{t('slots.scatterRule', names)}</li>
          <li>{t(f.wildReel === undefined ? 'slots.freeSpinsRule' : 'slots.wildReelRule', { ...names, ...f })}</li>
          <li>{t('slots.roundRule')}</li>
          <li>{t('slots.stakeRule', { min: formatMinor(rules.stake.min), max: formatMinor(rules.stake.max) })}</li>
          <li>{t('slots.rtp', { rtp: (rules.rtp * 100).toFixed(2) })}</li>
        </ul>
        {rules.paylines.length > 0 && (
          <section aria-label={t('slots.paylines')}>
            <h3>{t('slots.paylines')}</h3>
            <ol className="slot-paylines">
              {rules.paylines.map((line, i) => (
                <li key={line.join()} aria-label={t('slots.line', { n: i + 1 })}>
                  <span className="slot-line-no" aria-hidden="true">
                    {i + 1}
                  </span>
                  <span className="slot-line-map" aria-hidden="true">
                    {Array.from({ length: rules.rows }, (_, row) =>
                      line.map((r, reel) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a cell of the fixed 5×3 map
                        <i key={`${row}-${reel}`} data-on={r === row || undefined} />
                      )),
                    )}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </Modal>
  );
}
