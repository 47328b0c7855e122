import { useEffect, useState } from 'react';
import { type HouseT, useHouseT } from '../../../i18n.ts';
import type { RouletteOutcome } from '../types.ts';
import { colourOf, WHEEL_ORDER } from './layout.ts';

const STEP = 360 / WHEEL_ORDER.length;
const TURNS = 5;

export function rouletteHeadline(t: HouseT, outcome: unknown) {
  const { number } = outcome as RouletteOutcome;
  return t('tables.result.number', { number, colour: t(`tables.colour.${colourOf(number)}`) });
}

const point = (r: number, deg: number) => {
  const a = (deg * Math.PI) / 180;
  return `${(100 + r * Math.sin(a)).toFixed(2)} ${(100 - r * Math.cos(a)).toFixed(2)}`;
};

/** One pocket of the wheel: a ring segment centred `deg` degrees clockwise from the top. */
const wedge = (deg: number) => {
  const [from, to] = [deg - STEP / 2, deg + STEP / 2];
  return `M${point(96, from)} A96 96 0 0 1 ${point(96, to)} L${point(62, to)} A62 62 0 0 0 ${point(62, from)}Z`;
};

/**
 * The wheel turns until the drawn pocket stops under the ball at the top (a few whole turns
 * first). Without motion, or before the draw, it simply stands at its pocket.
 */
export function RouletteWheel({ outcome, animate }: { outcome: unknown | null; animate: boolean }) {
  const { t } = useHouseT();
  const n = (outcome as RouletteOutcome | null)?.number ?? null;
  const target = n === null ? 0 : TURNS * 360 - WHEEL_ORDER.indexOf(n) * STEP;
  const [angle, setAngle] = useState(animate ? 0 : target);
  useEffect(() => {
    // One frame at rest first, so the browser has a start to turn the wheel from.
    const frame = requestAnimationFrame(() => setAngle(target));
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return (
    <div className="tables-outcome roulette-result">
      <svg className="roulette-wheel" viewBox="0 0 200 200" role="img" aria-label={t('tables.wheel')}>
        <g
          className="roulette-wheel-turn"
          style={{ transform: `rotate(${angle}deg)` }}
          data-animate={animate || undefined}
        >
          <circle cx="100" cy="100" r="99" className="roulette-rim" />
          {WHEEL_ORDER.map((p, i) => (
            <g key={p}>
              <path d={wedge(i * STEP)} data-colour={colourOf(p)} />
              <text x="100" y="17" transform={`rotate(${i * STEP} 100 100)`} textAnchor="middle">
                {p}
              </text>
            </g>
          ))}
          <circle cx="100" cy="100" r="60" className="roulette-hub" />
        </g>
        <circle cx="100" cy="8" r="5" className="roulette-ball" />
      </svg>
      {n === null ? (
        <p className="tables-muted">{t('tables.result.spinning')}</p>
      ) : (
        <p className="tables-headline roulette-number" data-animate={animate || undefined} data-colour={colourOf(n)}>
          {rouletteHeadline(t, outcome)}
        </p>
      )}
    </div>
  );
}
