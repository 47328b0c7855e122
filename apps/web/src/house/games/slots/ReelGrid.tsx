import { useHouseT } from '../../i18n.ts';
import { SymbolFace } from './SymbolArt.tsx';

type Props = {
  game: string;
  grid: string[][];
  /** Which reels are still turning. */
  spinning: boolean[];
  /** Winning cells as "reel:row". */
  highlight: ReadonlySet<string>;
  /** The reel strips, for the blur of symbols a turning reel shows. */
  strips: string[][];
};

/** The five reels: a turning reel scrolls its strip (CSS transform), a stopped one shows its three cells. */
export function ReelGrid({ game, grid, spinning, highlight, strips }: Props) {
  const { t } = useHouseT();
  const name = (symbol: string) => t(`slots.symbols.${game}.${symbol}`, { defaultValue: symbol });
  return (
    <section className="slot-grid" data-testid="slot-grid" aria-label={t('slots.grid')}>
      {grid.map((column, reel) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a reel is its position
        <ul key={reel} className="slot-reel" aria-label={t('slots.reel', { n: reel + 1 })} aria-busy={spinning[reel]}>
          {spinning[reel] ? (
            <li className="slot-turning">
              <span className="visually-hidden">{t('slots.spinningReel')}</span>
              <span className="slot-strip" aria-hidden="true">
                {[...(strips[reel] ?? []).slice(0, 8), ...(strips[reel] ?? []).slice(0, 8)].map((symbol, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, decorative strip
                  <span key={i} className="slot-cell">
                    <SymbolFace game={game} symbol={symbol} />
                  </span>
                ))}
              </span>
            </li>
          ) : (
            column.map((symbol, row) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its row
                key={row}
                className="slot-cell slot-landed"
                data-win={highlight.has(`${reel}:${row}`) || undefined}
              >
                <SymbolFace game={game} symbol={symbol} />
                <span className="visually-hidden">{name(symbol)}</span>
              </li>
            ))
          )}
        </ul>
      ))}
    </section>
  );
}
