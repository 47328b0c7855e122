/** Settlement and exposure of priced lines, hand-checked. */
import { describe, expect, it } from 'vitest';
import { elottPlayType } from '../src/modules/lottery/rules/elott-play-types.ts';
import { roomLeft, vnExposure } from '../src/modules/lottery/rules/risk.ts';
import { settleElottLine, settleVnLine } from '../src/modules/lottery/rules/settle.ts';
import { vnPlayType } from '../src/modules/lottery/rules/vn-play-types.ts';
import { NORTH } from './helpers/lottery.ts';

const type = (code: string) => vnPlayType(code) ?? (undefined as never);

describe('settlement', () => {
  it('pays bao lo per hit at the odds the bet was placed at', () => {
    // 10 points on 45 and 22 at 2,170 a point (stake 43,400); 45 is out 6 times, 22 twice: 8 x 10 x 8,000.
    const line = { numbers: ['45', '22'], points: 10n, stake: 43_400n, payPerPoint: 8000n };
    expect(settleVnLine(type('LO2'), line, NORTH)).toEqual({ status: 'WON', hits: 8, payout: 640_000n });
    expect(settleVnLine(type('LO2'), { ...line, numbers: ['99'] }, NORTH)).toEqual({
      status: 'LOST',
      hits: 0,
      payout: 0n,
    });
  });

  it('pays de once and xien once', () => {
    const de = { numbers: ['45'], points: 5n, stake: 5000n, payPerPoint: 95_000n };
    expect(settleVnLine(type('DE'), de, NORTH).payout).toBe(475_000n);
    const xien = { numbers: ['45', '22'], points: 2n, stake: 2000n, payPerPoint: 17_000n };
    expect(settleVnLine(type('XIEN2'), xien, NORTH).payout).toBe(34_000n);
  });

  it('refunds LHC big/small when the special is 49', () => {
    const t = elottPlayType('LHC_SPECIAL_BSOE') ?? (undefined as never);
    const line = { numbers: ['BIG'], points: 1n, stake: 1000n, payPerPoint: 1980n };
    expect(settleElottLine(t, line, [1, 2, 3, 4, 5, 6, 49])).toEqual({ status: 'REFUND', hits: 0, payout: 1000n });
    expect(settleElottLine(t, line, [1, 2, 3, 4, 5, 6, 30])).toEqual({ status: 'WON', hits: 1, payout: 1980n });
  });
});

describe('exposure', () => {
  it('counts bao lo at the draw size, de once, a group once', () => {
    expect(vnExposure(type('LO2'), 'NORTH', ['05', '15'], 10n, 8000n)).toEqual([
      { key: 'LO2:05', amount: 2_160_000n },
      { key: 'LO2:15', amount: 2_160_000n },
    ]);
    expect(vnExposure(type('DE'), 'SOUTH', ['05'], 1n, 95_000n)).toEqual([{ key: 'DE:05', amount: 95_000n }]);
    expect(vnExposure(type('XIEN2'), 'NORTH', ['15', '05'], 1n, 17_000n)).toEqual([
      { key: 'XIEN2:05,15', amount: 17_000n },
    ]);
    expect(vnExposure(type('DA'), 'SOUTH', ['15', '05'], 1n, 600_000n)).toEqual([
      { key: 'DA:05,15', amount: 5_400_000n },
    ]);
  });

  it('tells the room left under a limit', () => {
    expect(roomLeft(1000n, 400n)).toBe(600n);
    expect(roomLeft(1000n, 1400n)).toBe(0n);
  });
});
