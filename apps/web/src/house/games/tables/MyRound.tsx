import { formatMinor } from '../../../shared/lib/money.ts';
import { useHouseT } from '../../i18n.ts';
import type { MyBet, TableRound } from './types.ts';

/** The player's stake on this round and, once drawn, what came back: "You win 19.50". */
export function MyRound({ round, bets }: { round: TableRound; bets: MyBet[] }) {
  const { t } = useHouseT();
  const mine = bets.filter((b) => b.roundId === round.id);
  if (mine.length === 0) return null;
  const stake = mine.reduce((sum, b) => sum + BigInt(b.stake), 0n);
  if (round.phase === 'BETTING')
    return (
      <p className="tables-mine" data-testid="table-my-bets">
        {t('tables.myBets', { amount: formatMinor(stake) })}
      </p>
    );
  const priced = mine.filter((b) => b.payout !== null);
  if (priced.length === 0) return null;
  const payout = priced.reduce((sum, b) => sum + BigInt(b.payout ?? '0'), 0n);
  const text =
    payout === 0n
      ? t('tables.lost')
      : payout > stake
        ? t('tables.won', { amount: formatMinor(payout) })
        : t('tables.returned', { amount: formatMinor(payout) });
  return (
    <p
      className="tables-mine"
      role="status"
      data-testid="table-my-win"
      data-payout={payout.toString()}
      data-won={payout > stake || undefined}
    >
      {text}
    </p>
  );
}
