/**
 * The arithmetic of the team chart: a value axis that always shows zero (profit and loss goes
 * both ways), with round tick steps, and where each bar sits. Pure, so it is tested alone.
 * Numbers here only place pixels; amounts shown as text stay exact minor-unit strings.
 */

/** A round step (1, 2, 2.5 or 5 times a power of ten) giving about `count` steps over `span`. */
export function niceStep(span: number, count = 4): number {
  if (!(span > 0)) return 1;
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  const nice = unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 2.5 ? 2.5 : unit <= 5 ? 5 : 10;
  return nice * power;
}

export type Axis = { min: number; max: number; ticks: number[] };

/** An axis over the values with zero inside it, widened to whole steps. */
export function axisFor(values: readonly number[], count = 4): Axis {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  if (lo === 0 && hi === 0) return { min: 0, max: 1, ticks: [0, 1] };
  const step = niceStep(hi - lo, count);
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  // Counting steps, not adding floats, keeps 0.1 + 0.2 style drift out of the labels.
  for (let i = 0; min + i * step <= max + step / 1e6; i++) ticks.push(min + i * step);
  return { min, max, ticks };
}

export type Bar = { x: number; y: number; width: number; height: number; negative: boolean };
export type Layout = { zeroY: number; bars: Bar[]; ticks: { value: number; y: number }[] };

/**
 * Bars of `values` side by side across `width`, in a plot `height` high: each from the zero line
 * up (positive) or down (negative). A value of zero gets no height.
 */
export function barLayout(values: readonly number[], width: number, height: number, gap = 0.25): Layout {
  const axis = axisFor(values);
  const y = (v: number) => height - ((v - axis.min) / (axis.max - axis.min)) * height;
  const zeroY = y(0);
  const slot = values.length ? width / values.length : width;
  const barWidth = Math.max(1, slot * (1 - gap));
  const bars = values.map((v, i) => {
    const top = Math.min(y(v), zeroY);
    return {
      x: i * slot + (slot - barWidth) / 2,
      y: top,
      width: barWidth,
      height: Math.abs(y(v) - zeroY),
      negative: v < 0,
    };
  });
  return { zeroY, bars, ticks: axis.ticks.map((value) => ({ value, y: y(value) })) };
}

/** Which of `count` labels to print so that no more than `most` show (always the first and last). */
export function labelEvery(count: number, most: number): number {
  return count <= most ? 1 : Math.ceil(count / Math.max(1, most));
}

/** The indexes of the labels to print: every n-th from the first, and the last one, never crowded. */
export function labelIndexes(count: number, most: number): number[] {
  if (count <= 0) return [];
  const every = labelEvery(count, most);
  const last = count - 1;
  const shown: number[] = [];
  for (let i = 0; i < last; i += every) if (last - i >= every || i === 0) shown.push(i);
  if (shown.at(-1) !== last) shown.push(last);
  // With only two labels the first and last may still be close; keep them (they are the span's ends).
  return shown;
}
