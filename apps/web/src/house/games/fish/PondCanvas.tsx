import { useEffect, useRef } from 'react';
import { drawScene, type Effect, effectAlive } from './drawPond.ts';
import { fishAtPoint } from './pondMath.ts';
import type { PondFish } from './types.ts';
import type { Pond } from './usePond.ts';

type Props = {
  pond: Pond;
  effects: React.RefObject<Effect[]>;
  aim: React.RefObject<{ x: number; y: number }>;
  reducedMotion: boolean;
  label: string;
  onPick: (fish: PondFish) => void;
};

/** Taller than wide on a phone, a wide pond on a desktop. */
const heightFor = (width: number) => Math.round(width * (width < 600 ? 0.9 : 0.5));

/**
 * The pond, drawn every animation frame from the fish the server listed, at the server's time.
 * A tap or click on a fish fires at it; the list beside it does the same from the keyboard.
 */
export function PondCanvas({ pond, effects, aim, reducedMotion, label, onPick }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const size = useRef({ width: 0, height: 0 });
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    const el = canvas.current;
    const box = el?.parentElement;
    if (!el || !box) return;
    const fit = () => {
      const width = box.clientWidth;
      const height = heightFor(width);
      const ratio = window.devicePixelRatio || 1;
      el.width = Math.round(width * ratio);
      el.height = Math.round(height * ratio);
      el.style.height = `${height}px`;
      size.current = { width, height };
    };
    fit();
    const watch = new ResizeObserver(fit);
    watch.observe(box);
    return () => watch.disconnect();
  }, []);

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    let frame = 0;
    const paint = () => {
      const clock = performance.now();
      effects.current = effects.current.filter((e) => effectAlive(e, clock));
      const ratio = el.width / Math.max(1, size.current.width);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawScene(ctx, {
        ...size.current,
        serverNow: pond.serverNow(),
        clock,
        fish: pond.fish(),
        effects: effects.current,
        aim: aim.current,
        reducedMotion,
      });
      frame = requestAnimationFrame(paint);
    };
    frame = requestAnimationFrame(paint);
    return () => cancelAnimationFrame(frame);
  }, [pond, effects, aim, reducedMotion]);

  const click = (e: React.MouseEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const { width, height } = size.current;
    const hit = fishAtPoint(pond.fish(), pond.serverNow(), e.clientX - rect.left, e.clientY - rect.top, width, height);
    if (hit) pick.current(hit);
  };

  return (
    // The list of fish below offers the same shots to keyboards and screen readers.
    <canvas
      ref={canvas}
      className="fish-canvas"
      data-testid="fish-canvas"
      role="img"
      aria-label={label}
      onClick={click}
    />
  );
}
