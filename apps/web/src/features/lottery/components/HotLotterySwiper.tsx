import { useAfterFirstDraw } from '../../../shared/lib/use-after-first-draw.ts';
import { useGameMenus } from '../api/game-menus.ts';
import { usePopularGames } from '../api/popular-games.ts';
import { useVnGameMenu } from '../api/vn-game-menu.ts';
import { swiperSlides } from '../lib/slides.ts';
import { launchOf, useLotteryLaunch } from '../lib/use-lottery-launch.ts';
import { LotterySwiper } from './LotterySwiper.tsx';

/** The lottery swiper with its data and launch: eight HOT games, on the home page and the hall. */
export function HotLotterySwiper() {
  const popular = usePopularGames();
  const elott = useGameMenus('Elott');
  const vn = useVnGameMenu('Lott');
  const { launch, error, pending } = useLotteryLaunch();
  const slides = swiperSlides(popular.data ?? [], [...(elott.data ?? []), ...(vn.data ?? [])]);
  // Its placeholder first, the slides in the second pass.
  const drawn = useAfterFirstDraw();
  if (!drawn || popular.isPending || elott.isPending)
    return <div className="skeleton lott-swiper-skeleton" aria-hidden="true" data-testid="lottery-swiper-skeleton" />;
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <LotterySwiper slides={slides} onPlay={(slide) => launch(launchOf(slide))} pending={pending} />
    </>
  );
}
