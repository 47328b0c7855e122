import { AppError } from '../../platform/errors.ts';

/**
 * The sportsbook's arithmetic, free of the database: which selection a final score makes win,
 * what a bet returns, and how lines and odds are written. Lines are kept in quarters of a goal
 * (point, map) and odds in thousandths, so nothing here touches a floating-point number.
 */

export type MarketType = '1X2' | 'HANDICAP' | 'OVER_UNDER';
export type SelectionCode = 'HOME' | 'DRAW' | 'AWAY' | 'OVER' | 'UNDER';
export type SelectionResult = 'WON' | 'LOST' | 'PUSH' | 'VOID';
export type Scores = { home: number; away: number };

/** The selections each market type offers; a 1X2 market without DRAW is a two-way market. */
export const MARKET_CODES: Record<MarketType, readonly SelectionCode[]> = {
  '1X2': ['HOME', 'DRAW', 'AWAY'],
  HANDICAP: ['HOME', 'AWAY'],
  OVER_UNDER: ['OVER', 'UNDER'],
};

/** Decimal odds from 1.010 to 1000.000. */
export const MIN_ODDS = 1010;
export const MAX_ODDS = 1_000_000;

/** What a winning bet returns, stake included: stake × odds / 1000, rounded down to the minor unit. */
export const winReturn = (stake: bigint, odds: number) => (stake * BigInt(odds)) / 1000n;

/** 1850 → "1.850". */
export const formatOdds = (odds: number) => `${Math.trunc(odds / 1000)}.${String(odds % 1000).padStart(3, '0')}`;

const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);
const byMargin = (margin: number): SelectionResult => (margin > 0 ? 'WON' : margin < 0 ? 'LOST' : 'PUSH');

/**
 * One selection's fate under a final score.
 * - 1X2: the side that scored more, or DRAW; a two-way market (no DRAW offered) is void on a draw.
 * - HANDICAP: the line is added to the home score (the away side gets its opposite); a tie after
 *   the line is a push.
 * - OVER_UNDER: the total against the line; exactly on the line is a push.
 */
export function selectionResult(
  type: MarketType,
  lineQ: number | null,
  code: SelectionCode,
  offered: readonly SelectionCode[],
  s: Scores,
): SelectionResult {
  if (type === '1X2') {
    const winner = ['AWAY', 'DRAW', 'HOME'][sign(s.home - s.away) + 1];
    if (winner === 'DRAW' && !offered.includes('DRAW')) return 'VOID';
    return code === winner ? 'WON' : 'LOST';
  }
  const line = lineQ ?? 0;
  if (type === 'HANDICAP') {
    const homeMargin = (s.home - s.away) * 4 + line;
    return byMargin(code === 'HOME' ? homeMargin : -homeMargin);
  }
  const overMargin = (s.home + s.away) * 4 - line;
  return byMargin(code === 'OVER' ? overMargin : -overMargin);
}

const LINE = /^([+-])?(\d{1,3})(?:\.(0|5))?$/;

/** "-0.5" → -2, "+1.5" → 6, "2" → 8: whole and half lines only. */
export function parseLine(text: string): number {
  const m = LINE.exec(text.trim());
  if (!m) throw new AppError('house.sports.invalid', `Not a whole or half line: ${text}`);
  const quarters = Number(m[2]) * 4 + (m[3] === '5' ? 2 : 0);
  return m[1] === '-' ? -quarters : quarters;
}

/** -2 → "-0.5", 6 → "+1.5" (handicaps carry their sign), 10 → "2.5" for totals. */
export function formatLine(lineQ: number, signed: boolean): string {
  const abs = Math.abs(lineQ);
  const text = `${Math.trunc(abs / 4)}${abs % 4 === 2 ? '.5' : ''}`;
  if (!signed || lineQ === 0) return lineQ < 0 ? `-${text}` : text;
  return `${lineQ < 0 ? '-' : '+'}${text}`;
}

export type MarketInput = {
  type: MarketType;
  line?: string | undefined;
  selections: { code: SelectionCode; odds: number }[];
};

/** Checks a market a trader enters: the right selections for its type, a line where one is needed. */
export function checkMarket(m: MarketInput): { lineQ: number | null } {
  const allowed = MARKET_CODES[m.type];
  const codes = m.selections.map((s) => s.code);
  const required: readonly SelectionCode[] = m.type === '1X2' ? ['HOME', 'AWAY'] : allowed;
  const complete = required.every((c) => codes.includes(c)) && codes.every((c) => allowed.includes(c));
  if (!complete || new Set(codes).size !== codes.length)
    throw new AppError('house.sports.invalid', `A ${m.type} market offers ${allowed.join(', ')}`, { type: m.type });
  for (const s of m.selections) checkOdds(s.odds);
  if (m.type === '1X2') {
    if (m.line !== undefined) throw new AppError('house.sports.invalid', 'A 1X2 market has no line');
    return { lineQ: null };
  }
  if (m.line === undefined) throw new AppError('house.sports.invalid', `A ${m.type} market needs a line`);
  const lineQ = parseLine(m.line);
  if (m.type === 'OVER_UNDER' && lineQ <= 0) throw new AppError('house.sports.invalid', 'A total line is positive');
  return { lineQ };
}

export function checkOdds(odds: number) {
  if (!Number.isInteger(odds) || odds < MIN_ODDS || odds > MAX_ODDS)
    throw new AppError('house.sports.invalid', `Odds are thousandths from ${MIN_ODDS} to ${MAX_ODDS}`, { odds });
}
