import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { pickLabel, playKey, playName } from './play-text.ts';

// A stand-in translator that shows which key and parameters were asked for.
const t = ((key: string, options?: Record<string, unknown>) =>
  `${key}${options?.n !== undefined ? `(${options.n})` : ''}`) as unknown as TFunction;

describe('play type texts', () => {
  it('shares one text among numbered play types, with the number as a parameter', () => {
    expect(playKey('SSC_POS3')).toEqual({ key: 'SSC_POS', n: 3 });
    expect(playKey('PK10_PLACE10')).toEqual({ key: 'PK10_PLACE', n: 10 });
    expect(playKey('TRUOT10')).toEqual({ key: 'TRUOT', n: 10 });
    expect(playKey('X5_FIRST1')).toEqual({ key: 'X5_FIRST1' });
    expect(playKey('LF_STRAIGHT')).toEqual({ key: 'LF_STRAIGHT' });
    expect(playName(t, 'XIEN2')).toBe('lottery.play.XIEN(2)');
  });

  it('translates word picks and dragon/tiger, and shows numbers as they are', () => {
    expect(pickLabel(t, 'BIG')).toBe('lottery.pick.BIG');
    expect(pickLabel(t, '3T')).toBe('lottery.pick.tiger(3)');
    expect(pickLabel(t, '1D')).toBe('lottery.pick.dragon(1)');
    expect(pickLabel(t, '05')).toBe('05');
  });
});
