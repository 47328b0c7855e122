import type { LotteryMenuGame, LotteryMenuGroup } from '@mekong/contracts';
import { describe, expect, it } from 'vitest';
import { SWIPER_SLIDES, swiperSlides } from './slides.ts';
import type { PopularGame } from './types.ts';

const hot = (code: string): PopularGame => ({
  gameCode: code,
  remark: code,
  webIconUrl: null,
  key: code,
  family: 'SSC',
  path: `/lottery?gameCode=${code}`,
});
const game = (code: string): LotteryMenuGame => ({
  code,
  remark: code,
  drawDayOfWeek: '1,2,3,4,5,6,7',
  family: 'SSC',
  speedMinutes: 1,
  prizeModes: ['Elott'],
  isHot: false,
  iconUrl: null,
});
const group = (...codes: string[]): LotteryMenuGroup => ({
  tag: 'elott',
  labelName: 'SSC',
  gameGroupCode: 'SSC',
  gameMenus: codes.map(game),
});

describe('lottery swiper slides', () => {
  it('shows exactly eight: HOT games first, padded from the menu, then repeated', () => {
    const slides = swiperSlides([hot('A'), hot('B')], [group('B', 'C')]);
    expect(slides).toHaveLength(SWIPER_SLIDES);
    expect(slides.map((s) => s.code)).toEqual(['A', 'B', 'C', 'A', 'B', 'C', 'A', 'B']);
  });

  it('keeps the first eight when there are more, and nothing without games', () => {
    const many = 'ABCDEFGHIJ'.split('').map(hot);
    expect(swiperSlides(many, []).map((s) => s.code)).toEqual('ABCDEFGH'.split(''));
    expect(swiperSlides([], [])).toEqual([]);
  });
});
