/** How far from the gap (in pixels) a drop may land. */
export const SLIDER_TOLERANCE = 5;

/**
 * A person's drag: enough samples, time moving forward, neither instant nor endless, ending where
 * the piece was dropped, and not the perfectly straight constant-speed line a script draws.
 */
export function looksHuman(x: number, trace: [number, number, number][]): boolean {
  if (trace.length < 8) return false;
  for (let i = 1; i < trace.length; i++) if ((trace[i]?.[2] ?? 0) <= (trace[i - 1]?.[2] ?? 0)) return false;
  const first = trace[0] as [number, number, number];
  const last = trace[trace.length - 1] as [number, number, number];
  const duration = last[2] - first[2];
  if (duration < 250 || duration > 60_000) return false;
  if (Math.abs(last[0] - x) > SLIDER_TOLERANCE) return false;
  const wobble = new Set(trace.map((p) => Math.round(p[1]))).size > 1;
  const speeds: number[] = [];
  for (let i = 1; i < trace.length; i++) {
    const a = trace[i - 1] as [number, number, number];
    const b = trace[i] as [number, number, number];
    speeds.push((b[0] - a[0]) / (b[2] - a[2]));
  }
  const mean = speeds.reduce((s, v) => s + v, 0) / speeds.length;
  const spread = Math.sqrt(speeds.reduce((s, v) => s + (v - mean) ** 2, 0) / speeds.length);
  const varied = Math.abs(mean) > 0 && spread / Math.abs(mean) > 0.15;
  return wobble || varied;
}
