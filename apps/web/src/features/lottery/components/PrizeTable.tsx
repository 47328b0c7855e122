import { useTranslation } from 'react-i18next';

/** The VN prizes, special first (the north has no eighth). */
export const VN_PRIZES = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

type PrizeTableProps = { prizes: Record<string, string[]>; caption: string; testId?: string };

/** A VN draw's numbers by prize, special to eighth. */
export function PrizeTable({ prizes, caption, testId }: PrizeTableProps) {
  const { t } = useTranslation();
  return (
    <table className="prize-table" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {VN_PRIZES.filter((p) => prizes[p]?.length).map((p) => (
          <tr key={p} data-prize={p} className={p === 'special' ? 'prize-special' : undefined}>
            <th scope="row">{t(`lottery.prize.${p}`)}</th>
            <td>
              {prizes[p]?.map((n, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a prize may list the same number twice
                <span key={i} className="prize-number">
                  {n}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
