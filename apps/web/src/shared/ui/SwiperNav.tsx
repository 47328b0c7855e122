import type { SwiperClass } from 'swiper/react';

type SwiperNavProps = {
  swiper: SwiperClass | null;
  className: string;
  /** Translated names of the two buttons (the arrows are only drawn). */
  prevLabel: string;
  nextLabel: string;
};

/** Previous and next buttons for a carousel, outside the slides so keyboards reach them. */
export function SwiperNav({ swiper, className, prevLabel, nextLabel }: SwiperNavProps) {
  return (
    <div className={className}>
      <button type="button" className="btn btn-icon" aria-label={prevLabel} onClick={() => swiper?.slidePrev()}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="btn btn-icon" aria-label={nextLabel} onClick={() => swiper?.slideNext()}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
