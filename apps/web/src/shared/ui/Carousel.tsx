import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import './carousel.css';

type CarouselProps = {
  /** The slides' contents; each is wrapped in a list item carrying `slideTestId(index)`. */
  slides: ReactNode[];
  slideTestId: (index: number) => string;
  /** Translated names: the previous and next buttons, and one slide (for dots and slides). */
  prevLabel: string;
  nextLabel: string;
  slideLabel: (index: number, total: number) => string;
  className: string;
  navClassName: string;
  /** Milliseconds between steps; none, or a player who asked for less motion, means no autoplay. */
  autoplayMs?: number;
  dots?: boolean;
};

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A carousel on the browser's own scroll snapping: swiped by touch, scrolled by keys once
 * focused, stepped by its buttons (outside the slides so keyboards reach them), optionally
 * autoplaying and wrapping round. It replaces a carousel library of some 30 KB gzipped.
 */
export function Carousel(props: CarouselProps) {
  const { slides, autoplayMs } = props;
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  const step = useCallback((by: number) => {
    const el = track.current;
    if (!el) return;
    const first = el.children[0] as HTMLElement | undefined;
    const width = first ? first.getBoundingClientRect().width : el.clientWidth;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    const atStart = el.scrollLeft <= 2;
    // Past either end it wraps round, as the banner's loop did.
    const left = by > 0 && atEnd ? 0 : by < 0 && atStart ? el.scrollWidth : el.scrollLeft + by * width;
    el.scrollTo({ left, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, []);

  const goTo = (index: number) => {
    const el = track.current;
    const slide = el?.children[index] as HTMLElement | undefined;
    if (el && slide) el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: 'smooth' });
  };

  useEffect(() => {
    if (!autoplayMs || paused || slides.length < 2 || reducedMotion()) return;
    const timer = setInterval(() => step(1), autoplayMs);
    return () => clearInterval(timer);
  }, [autoplayMs, paused, slides.length, step]);

  const onScroll = () => {
    const el = track.current;
    const first = el?.children[0] as HTMLElement | undefined;
    if (el && first) setCurrent(Math.round(el.scrollLeft / Math.max(1, first.getBoundingClientRect().width)));
  };

  const total = slides.length;
  return (
    <>
      <ul
        ref={track}
        className={`carousel-track ${props.className}`}
        onScroll={onScroll}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {slides.map((slide, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positions; a game may fill two
            key={i}
            className="carousel-slide"
            data-testid={props.slideTestId(i)}
          >
            {slide}
          </li>
        ))}
      </ul>
      {total > 1 && (
        <div className={`carousel-nav ${props.navClassName}`}>
          {props.dots && (
            <div className="carousel-dots">
              {slides.map((_, i) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
                  key={i}
                  type="button"
                  className="carousel-dot"
                  aria-label={props.slideLabel(i + 1, total)}
                  aria-current={i === current}
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
          )}
          <button type="button" className="btn btn-icon" aria-label={props.prevLabel} onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="btn btn-icon" aria-label={props.nextLabel} onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </>
  );
}
