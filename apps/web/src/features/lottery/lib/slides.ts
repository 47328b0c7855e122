import type { LotteryMenuGroup } from '@mekong/contracts';
import type { PopularGame } from './types.ts';

/** The spec's lottery swiper shows exactly this many slides. */
export const SWIPER_SLIDES = 8;

export type Slide = { code: string; name: string; family: string; iconUrl: string | null; prizeModes?: string[] };

/**
 * The swiper's slides: the HOT games first, then other menu games, repeated from the start when
 * there are still fewer than eight; none when there is no game at all.
 */
export function swiperSlides(popular: readonly PopularGame[], menus: readonly LotteryMenuGroup[]): Slide[] {
  const pool: Slide[] = popular.map((g) => ({
    code: g.gameCode,
    name: g.remark,
    family: g.family,
    iconUrl: g.webIconUrl,
  }));
  for (const game of menus.flatMap((g) => g.gameMenus)) {
    const hot = pool.find((s) => s.code === game.code);
    if (hot) hot.prizeModes = game.prizeModes;
    else
      pool.push({
        code: game.code,
        name: game.remark,
        family: game.family,
        iconUrl: game.iconUrl,
        prizeModes: game.prizeModes,
      });
  }
  if (pool.length === 0) return [];
  return Array.from({ length: SWIPER_SLIDES }, (_, i) => pool[i % pool.length] as Slide);
}
