import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../shared/ui/Carousel.tsx';
import { familyIcon } from '../lib/paths.ts';
import type { Slide } from '../lib/slides.ts';
import { TileDraw } from './TileDraw.tsx';

type LotterySwiperProps = { slides: Slide[]; onPlay: (slide: Slide) => void; pending: string | null };

/** The hall's lottery carousel: eight HOT game slides, swiped, scrolled or stepped with its buttons. */
export function LotterySwiper({ slides, onPlay, pending }: LotterySwiperProps) {
  const { t } = useTranslation();
  if (slides.length === 0) return null;
  return (
    <section className="lott-swiper" aria-label={t('lottery.hall.swiper')} data-testid="lottery-swiper">
      <Carousel
        className="lott-track"
        navClassName="lott-swiper-nav"
        slideTestId={(i) => `lott-slide-${i}`}
        prevLabel={t('lottery.hall.prev')}
        nextLabel={t('lottery.hall.next')}
        slideLabel={(index, total) => t('lottery.hall.slide', { index, total })}
        slides={slides.map((slide) => (
          <div className="lott-slide" key={slide.code}>
            <img className="lott-icon" src={slide.iconUrl ?? familyIcon(slide.family)} alt="" width={64} height={64} />
            <span className="lott-tile-name">{slide.name}</span>
            <TileDraw code={slide.code} />
            <button
              type="button"
              className="btn btn-primary"
              disabled={pending === slide.code}
              aria-label={t('lottery.hall.playGame', { game: slide.name })}
              onClick={() => onPlay(slide)}
            >
              {t('lottery.hall.play')}
            </button>
          </div>
        ))}
      />
    </section>
  );
}
