import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { SwiperNav } from '../../../shared/ui/SwiperNav.tsx';
import { familyIcon } from '../lib/paths.ts';
import type { Slide } from '../lib/slides.ts';

type LotterySwiperProps = { slides: Slide[]; onPlay: (slide: Slide) => void; pending: string | null };

/** The hall's lottery swiper: eight HOT game slides, swiped, keyed or stepped with its buttons. */
export function LotterySwiper({ slides, onPlay, pending }: LotterySwiperProps) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  if (slides.length === 0) return null;
  return (
    <section className="lott-swiper" aria-label={t('lottery.hall.swiper')} data-testid="lottery-swiper">
      <Swiper
        modules={[A11y, Keyboard]}
        onSwiper={setSwiper}
        keyboard={{ enabled: true }}
        spaceBetween={12}
        slidesPerView={1.4}
        breakpoints={{ 600: { slidesPerView: 2.5 }, 900: { slidesPerView: 3.5 }, 1200: { slidesPerView: 4 } }}
        a11y={{
          prevSlideMessage: t('lottery.hall.prev'),
          nextSlideMessage: t('lottery.hall.next'),
          slideLabelMessage: t('lottery.hall.slide', { index: '{{index}}', total: '{{slidesLength}}' }),
        }}
      >
        {slides.map((slide, i) => (
          // Slides may repeat a game (fewer than eight HOT games), so the position is part of the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the eight positions are fixed
          <SwiperSlide key={`${slide.code}-${i}`} data-testid={`lott-slide-${i}`}>
            <div className="lott-slide">
              <img
                className="lott-icon"
                src={slide.iconUrl ?? familyIcon(slide.family)}
                alt=""
                width={64}
                height={64}
              />
              <span className="lott-tile-name">{slide.name}</span>
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
          </SwiperSlide>
        ))}
      </Swiper>
      <SwiperNav
        swiper={swiper}
        className="lott-swiper-nav"
        prevLabel={t('lottery.hall.prev')}
        nextLabel={t('lottery.hall.next')}
      />
    </section>
  );
}
