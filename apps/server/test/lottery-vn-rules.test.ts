/**
 * The Vietnamese lottery's win rules on two hand-checked results (every count below was counted
 * by hand from the prize lists), and line validation.
 */
import { describe, expect, it } from 'vitest';
import { linePayout, lineStake, vnLineProblem, vnUnits } from '../src/modules/lottery/rules/vn-lines.ts';
import { vnPlayType } from '../src/modules/lottery/rules/vn-play-types.ts';
import { type VnResult, vnNumberCount, vnResultProblem } from '../src/modules/lottery/rules/vn-result.ts';
import { NORTH } from './helpers/lottery.ts';

const SOUTH: VnResult = {
  region: 'SOUTH',
  special: ['123456'],
  first: ['54321'],
  second: ['11111'],
  third: ['22222', '33333'],
  fourth: ['44444', '55556', '66656', '77756', '88888', '99999', '00000'],
  fifth: ['1234'],
  sixth: ['5678', '9012', '3456'],
  seventh: ['789'],
  eighth: ['56'],
};

const hits = (code: string, r: VnResult, numbers: string[]) => {
  const type = vnPlayType(code);
  if (!type) throw new Error(`no play type ${code}`);
  return type.hits(r, numbers);
};

describe('results', () => {
  it('has 27 numbers in the north and 18 in the south and centre', () => {
    expect(vnNumberCount('NORTH')).toBe(27);
    expect(vnNumberCount('SOUTH')).toBe(18);
    expect(vnNumberCount('CENTRAL')).toBe(18);
    expect(vnResultProblem(NORTH)).toBeNull();
    expect(vnResultProblem(SOUTH)).toBeNull();
  });

  it('refuses a result with the wrong shape', () => {
    expect(vnResultProblem({ ...NORTH, third: ['55566'] })).toBe('third: expected 6 numbers');
    expect(vnResultProblem({ ...NORTH, special: ['1234'] })).toBe('special: 1234 is not 5 digits');
    expect(vnResultProblem({ ...NORTH, eighth: ['12'] })).toBe('eighth: not drawn in NORTH');
  });
});

describe('win rules', () => {
  it('bao lo pays once per number of the draw ending in it', () => {
    expect(hits('LO2', NORTH, ['45'])).toBe(6); // special, the four 4th prizes, one 7th
    expect(hits('LO2', NORTH, ['22'])).toBe(2); // 11122 and 2222
    expect(hits('LO2', NORTH, ['45', '22', '99'])).toBe(8);
    expect(hits('LO3', NORTH, ['345'])).toBe(2); // 12345 and 3345
    expect(hits('LO4', NORTH, ['2345'])).toBe(1);
    expect(hits('LO2', SOUTH, ['56'])).toBe(6); // special, three 4th, one 6th, the 8th
  });

  it('de, dau, duoi and cang read the special prize', () => {
    expect(hits('DE', NORTH, ['45', '54'])).toBe(1);
    expect(hits('DE_FIRST', NORTH, ['12'])).toBe(1);
    expect(hits('DE_FIRST', NORTH, ['45'])).toBe(0);
    expect(hits('DAU', NORTH, ['4'])).toBe(1);
    expect(hits('DUOI', NORTH, ['4'])).toBe(0);
    expect(hits('DUOI', NORTH, ['5'])).toBe(1);
    expect(hits('CANG3', NORTH, ['345'])).toBe(1);
    expect(hits('CANG4', NORTH, ['2345', '1234'])).toBe(1);
    expect(hits('DE', SOUTH, ['56'])).toBe(1);
  });

  it('xien needs every number out; lo truot needs none', () => {
    expect(hits('XIEN2', NORTH, ['45', '22'])).toBe(1);
    expect(hits('XIEN3', NORTH, ['45', '22', '99'])).toBe(0);
    expect(hits('XIEN4', NORTH, ['45', '22', '01', '89'])).toBe(1);
    expect(hits('TRUOT4', NORTH, ['02', '03', '04', '05'])).toBe(1);
    expect(hits('TRUOT4', NORTH, ['02', '03', '04', '45'])).toBe(0);
  });

  it('da pays once for each time both numbers are out together', () => {
    expect(hits('DA', SOUTH, ['56', '21'])).toBe(1);
    expect(hits('DA', SOUTH, ['56', '56'])).toBe(6);
    expect(hits('DA', SOUTH, ['21', '13'])).toBe(0);
  });

  it('big/small, odd/even and sum on the special last two digits', () => {
    expect(hits('BIG_SMALL', NORTH, ['SMALL'])).toBe(1); // 45
    expect(hits('BIG_SMALL', NORTH, ['BIG'])).toBe(0);
    expect(hits('BIG_SMALL', SOUTH, ['BIG'])).toBe(1); // 56
    expect(hits('ODD_EVEN', NORTH, ['ODD'])).toBe(1);
    expect(hits('ODD_EVEN', SOUTH, ['EVEN'])).toBe(1);
    expect(hits('SUM', NORTH, ['9', '10'])).toBe(1);
    expect(hits('SUM', SOUTH, ['11'])).toBe(1);
  });
});

describe('lines', () => {
  const t = (code: string) => vnPlayType(code) ?? (undefined as never);

  it('checks numbers against the play type', () => {
    expect(vnLineProblem(t('LO2'), 'NORTH', ['05', '15'])).toBeNull();
    expect(vnLineProblem(t('LO2'), 'NORTH', ['5'])).toBe('MALFORMED_NUMBER');
    expect(vnLineProblem(t('LO2'), 'NORTH', ['05', '05'])).toBe('DUPLICATE_NUMBER');
    expect(vnLineProblem(t('LO2'), 'NORTH', [])).toBe('NUMBER_COUNT');
    expect(vnLineProblem(t('XIEN3'), 'NORTH', ['01', '02'])).toBe('NUMBER_COUNT');
    expect(vnLineProblem(t('DA'), 'NORTH', ['01', '02'])).toBe('PLAY_TYPE_NOT_IN_REGION');
    expect(vnLineProblem(t('BIG_SMALL'), 'SOUTH', ['HUGE'])).toBe('MALFORMED_NUMBER');
    expect(vnLineProblem(t('SUM'), 'SOUTH', ['19'])).toBe('MALFORMED_NUMBER');
    expect(
      vnLineProblem(
        t('LO2'),
        'NORTH',
        Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
      ),
    ).toBeNull();
  });

  it('prices and pays in whole minor units', () => {
    const lo2 = t('LO2');
    expect(vnUnits(lo2, ['05', '15', '25'])).toBe(3);
    expect(vnUnits(t('XIEN3'), ['05', '15', '25'])).toBe(1);
    // 3 numbers x 10 points x 2,170 per point; 6 hits x 10 points x 8,000 per point.
    expect(lineStake(3, 10n, 2170n)).toBe(65_100n);
    expect(linePayout(6, 10n, 8000n)).toBe(480_000n);
  });
});

describe('schedule', () => {
  it('knows each province weekdays and the draw-day numbering', async () => {
    const { stationWeekdays, drawDayNumber, todaysFilterDay, VN_STATIONS } = await import(
      '../src/modules/lottery/rules/vn-schedule.ts'
    );
    expect(stationWeekdays('SOUTH', 'TP.HCM')).toEqual([1, 6]);
    expect(stationWeekdays('CENTRAL', 'Thua Thien Hue')).toEqual([0, 1]);
    expect(VN_STATIONS.NORTH.every((day) => day.length === 1)).toBe(true);
    expect([0, 1, 2, 3, 4, 5, 6].map(drawDayNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([0, 1, 6].map(todaysFilterDay)).toEqual([7, 2, 7]);
  });
});
