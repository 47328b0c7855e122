import type { HouseT } from '../../i18n.ts';
import type { Market, MarketType, SelectionCode, SportsEvent } from './types.ts';

/** 1850 → "1.850": odds travel as integer thousandths, never as floats. */
export const formatOdds = (odds: number) => `${Math.trunc(odds / 1000)}.${String(odds % 1000).padStart(3, '0')}`;

/** What a win returns, stake included, rounded down to the minor unit as the server pays it. */
export const winReturn = (stakeMinor: string | null, odds: number) =>
  stakeMinor === null ? null : ((BigInt(stakeMinor) * BigInt(odds)) / 1000n).toString();

/** The away side of a handicap line gets its opposite: "-0.5" → "+0.5". */
const opposite = (line: string) =>
  line.startsWith('-') ? `+${line.slice(1)}` : line.startsWith('+') ? `-${line.slice(1)}` : line;

type Teams = Pick<SportsEvent, 'home' | 'away'>;
type MarketShape = Pick<Market, 'type' | 'line'>;

/** "Full-time result", "Handicap", "Total"; a 1X2 market without a draw is a "Match winner". */
export const marketLabel = (t: HouseT, m: { type: MarketType; twoWay?: boolean }) =>
  t(m.type === '1X2' && m.twoWay ? 'sports.market.winner' : `sports.market.${m.type}`);

/** Whether a 1X2 market offers only the two sides. */
export const isTwoWay = (m: Pick<Market, 'type' | 'selections'>) =>
  m.type === '1X2' && !m.selections.some((s) => s.code === 'DRAW');

/** The name on an odds button: a team, "Draw", "Over 2.5", "Team -0.5". */
export function selectionLabel(t: HouseT, e: Teams, m: MarketShape, code: SelectionCode) {
  const team = code === 'HOME' ? e.home : code === 'AWAY' ? e.away : null;
  if (m.type === 'HANDICAP' && team && m.line) return `${team} ${code === 'HOME' ? m.line : opposite(m.line)}`;
  if (m.type === 'OVER_UNDER') return t(`sports.code.${code}`, { line: m.line ?? '' });
  return team ?? t('sports.code.DRAW');
}

/** A known sport or esports title by name; anything else as the trader wrote it. */
export const sportLabel = (t: HouseT, sport: string) => t(`sports.sport.${sport}`, { defaultValue: sport });
