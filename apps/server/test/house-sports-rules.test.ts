/** The sportsbook's settlement arithmetic, free of the database. */
import { describe, expect, it } from 'vitest';
import {
  checkMarket,
  formatLine,
  formatOdds,
  type MarketType,
  parseLine,
  type SelectionCode,
  selectionResult,
  winReturn,
} from '../src/house/sports/rules.ts';

const THREE_WAY: SelectionCode[] = ['HOME', 'DRAW', 'AWAY'];
const TWO_WAY: SelectionCode[] = ['HOME', 'AWAY'];
const result = (type: MarketType, line: string | null, code: SelectionCode, home: number, away: number) =>
  selectionResult(type, line === null ? null : parseLine(line), code, type === '1X2' ? THREE_WAY : TWO_WAY, {
    home,
    away,
  });

describe('1X2', () => {
  it('wins the side that scored more, or the draw', () => {
    expect(THREE_WAY.map((c) => result('1X2', null, c, 2, 1))).toEqual(['WON', 'LOST', 'LOST']);
    expect(THREE_WAY.map((c) => result('1X2', null, c, 1, 1))).toEqual(['LOST', 'WON', 'LOST']);
    expect(THREE_WAY.map((c) => result('1X2', null, c, 0, 3))).toEqual(['LOST', 'LOST', 'WON']);
  });

  it('voids a two-way market on a draw', () => {
    const twoWay = (code: SelectionCode, h: number, a: number) =>
      selectionResult('1X2', null, code, TWO_WAY, { home: h, away: a });
    expect([twoWay('HOME', 2, 2), twoWay('AWAY', 2, 2)]).toEqual(['VOID', 'VOID']);
    expect([twoWay('HOME', 2, 1), twoWay('AWAY', 2, 1)]).toEqual(['WON', 'LOST']);
  });
});

describe('handicap', () => {
  it('adds the line to the home score and its opposite to the away score', () => {
    expect([result('HANDICAP', '-0.5', 'HOME', 1, 0), result('HANDICAP', '-0.5', 'AWAY', 1, 0)]).toEqual([
      'WON',
      'LOST',
    ]);
    expect([result('HANDICAP', '-0.5', 'HOME', 1, 1), result('HANDICAP', '-0.5', 'AWAY', 1, 1)]).toEqual([
      'LOST',
      'WON',
    ]);
    // Home +1.5 loses only by two or more.
    expect(result('HANDICAP', '+1.5', 'HOME', 0, 1)).toBe('WON');
    expect(result('HANDICAP', '+1.5', 'HOME', 0, 2)).toBe('LOST');
    expect(result('HANDICAP', '+1.5', 'AWAY', 0, 2)).toBe('WON');
  });

  it('is a push when the line makes it level', () => {
    expect([result('HANDICAP', '-1', 'HOME', 2, 1), result('HANDICAP', '-1', 'AWAY', 2, 1)]).toEqual(['PUSH', 'PUSH']);
    expect([result('HANDICAP', '0', 'HOME', 1, 1), result('HANDICAP', '+2', 'AWAY', 0, 2)]).toEqual(['PUSH', 'PUSH']);
    expect(result('HANDICAP', '-1', 'HOME', 3, 1)).toBe('WON');
  });
});

describe('over/under', () => {
  it('compares the total with the line, a push exactly on it', () => {
    const ou = (line: string, h: number, a: number) =>
      (['OVER', 'UNDER'] as const).map((c) =>
        selectionResult('OVER_UNDER', parseLine(line), c, ['OVER', 'UNDER'], { home: h, away: a }),
      );
    expect(ou('2.5', 2, 1)).toEqual(['WON', 'LOST']);
    expect(ou('2.5', 1, 1)).toEqual(['LOST', 'WON']);
    expect(ou('3', 2, 1)).toEqual(['PUSH', 'PUSH']);
    expect(ou('221.5', 110, 112)).toEqual(['WON', 'LOST']);
  });
});

describe('returns and notation', () => {
  it('returns stake × odds / 1000 rounded down to the minor unit', () => {
    expect(winReturn(1000n, 1850)).toBe(1850n);
    expect(winReturn(777n, 1905)).toBe(1480n); // 1480.185
    expect(winReturn(1n, 1999)).toBe(1n); // 1.999
    expect(winReturn(999_999_999_999_999n, 1_000_000)).toBe(999_999_999_999_999_000n);
    expect(formatOdds(1850)).toBe('1.850');
    expect(formatOdds(12005)).toBe('12.005');
  });

  it('reads and writes whole and half lines in quarters', () => {
    expect(['-0.5', '+1.5', '2', '0', '221.5', '-3'].map(parseLine)).toEqual([-2, 6, 8, 0, 886, -12]);
    expect([-2, 6, 8, 0].map((q) => formatLine(q, true))).toEqual(['-0.5', '+1.5', '+2', '0']);
    expect(formatLine(10, false)).toBe('2.5');
    for (const bad of ['2.25', '0.75', 'x', '1.5.5', ''])
      expect(() => parseLine(bad)).toThrowError(expect.objectContaining({ code: 'house.sports.invalid' }));
  });

  it('checks the selections and line a market needs', () => {
    const sel = (...codes: SelectionCode[]) => codes.map((code) => ({ code, odds: 1900 }));
    expect(checkMarket({ type: '1X2', selections: sel('HOME', 'DRAW', 'AWAY') })).toEqual({ lineQ: null });
    expect(checkMarket({ type: '1X2', selections: sel('HOME', 'AWAY') })).toEqual({ lineQ: null });
    expect(checkMarket({ type: 'HANDICAP', line: '-1.5', selections: sel('HOME', 'AWAY') })).toEqual({ lineQ: -6 });
    const refused = [
      { type: '1X2' as const, selections: sel('HOME', 'DRAW') },
      { type: '1X2' as const, line: '1', selections: sel('HOME', 'AWAY') },
      { type: 'HANDICAP' as const, selections: sel('HOME', 'AWAY') },
      { type: 'OVER_UNDER' as const, line: '2.5', selections: sel('OVER', 'OVER') },
      { type: 'OVER_UNDER' as const, line: '0', selections: sel('OVER', 'UNDER') },
      {
        type: 'OVER_UNDER' as const,
        line: '2.5',
        selections: [{ code: 'OVER' as const, odds: 1009 }, ...sel('UNDER')],
      },
    ];
    for (const m of refused)
      expect(() => checkMarket(m)).toThrowError(expect.objectContaining({ code: 'house.sports.invalid' }));
  });
});
