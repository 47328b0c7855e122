import type { SliderSolution } from '@mekong/contracts';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { fetchSlider, type SliderPuzzle as Puzzle } from '../api/geetest.ts';

type SliderPuzzleProps = { clientKey: string; onSolved: (s: SliderSolution) => void };

/**
 * Drag the piece into the gap. The pointer's path is recorded as [dx, dy, ms] samples; the
 * server checks both where the piece landed and that a hand moved it. Arrow keys work too.
 */
export function SliderPuzzle({ clientKey, onSolved }: SliderPuzzleProps) {
  const { t } = useTranslation();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [x, setX] = useState(0);
  const drag = useRef<{ startX: number; startY: number; t0: number; trace: [number, number, number][] } | null>(null);
  const keyTrace = useRef<{ t0: number; trace: [number, number, number][] } | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const load = () =>
      fetchSlider(clientKey).then(setPuzzle, (err: Error) => {
        // One new challenge a second per visitor: a puzzle asked for right after the captcha waits its turn.
        if (err instanceof ApiError && err.code === 'too.much.request' && tries++ < 3) timer = setTimeout(load, 1100);
        else setError(err.message);
      });
    void load();
    return () => clearTimeout(timer);
  }, [clientKey]);

  const max = puzzle ? puzzle.width - puzzle.pieceSize : 0;
  const clamp = (v: number) => Math.max(0, Math.min(max, v));

  const down = (e: PointerEvent<HTMLButtonElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX, startY: e.clientY, t0: performance.now(), trace: [] };
  };
  const move = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = clamp(e.clientX - d.startX);
    d.trace.push([
      Math.round(dx),
      Math.round(e.clientY - d.startY),
      Math.round(performance.now() - d.t0) + d.trace.length * 0.001,
    ]);
    setX(dx);
  };
  const up = () => {
    const d = drag.current;
    drag.current = null;
    if (!d || !puzzle) return;
    // Where the pointer was last seen, not the drawn position: on a busy device the last move's
    // render may not have happened yet when the pointer is released.
    onSolved({ key: puzzle.key, x: d.trace.at(-1)?.[0] ?? Math.round(x), trace: d.trace });
  };
  const key = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!puzzle) return;
    keyTrace.current ??= { t0: performance.now(), trace: [] };
    const k = keyTrace.current;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      const next = clamp(x + (e.key === 'ArrowRight' ? 2 : -2));
      setX(next);
      k.trace.push([next, k.trace.length % 3 === 0 ? 1 : 0, Math.round(performance.now() - k.t0) + k.trace.length]);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      onSolved({ key: puzzle.key, x: Math.round(x), trace: k.trace });
      keyTrace.current = null;
    }
  };

  if (error) return <p role="alert">{error}</p>;
  if (!puzzle) return <p className="loading">{t('shell.loading')}</p>;
  return (
    <div className="slider-puzzle" data-testid="slider-puzzle" style={{ width: puzzle.width }}>
      <div className="slider-stage" style={{ height: puzzle.height }}>
        <img
          src={`data:image/png;base64,${puzzle.background}`}
          alt={t('auth.sliderImage')}
          width={puzzle.width}
          height={puzzle.height}
        />
        <img
          className="slider-piece"
          src={`data:image/png;base64,${puzzle.piece}`}
          alt=""
          width={puzzle.pieceSize}
          height={puzzle.pieceSize}
          style={{ left: x, top: puzzle.pieceY }}
        />
      </div>
      <div className="slider-track">
        <button
          type="button"
          role="slider"
          aria-label={t('auth.sliderLabel')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(x)}
          className="slider-handle"
          data-testid="slider-handle"
          style={{ left: x }}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onKeyDown={key}
        >
          <span aria-hidden="true">⇢</span>
        </button>
      </div>
      <p className="hint">{t('auth.sliderHint')}</p>
    </div>
  );
}
