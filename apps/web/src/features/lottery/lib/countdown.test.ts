import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, secondsLeft, serverOffset, useServerCountdown } from './countdown.ts';

const T0 = Date.parse('2025-01-01T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('countdown on the server clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  // Unmounted before the clock is swapped: the countdowns share one interval, which stops only
  // when the last of them goes.
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('measures the offset half way through the request', () => {
    // Sent at T0, answered 200 ms later, the server said it was T0 + 10.1 s: it is 10 s ahead.
    expect(serverOffset(iso(T0 + 10_100), T0, T0 + 200)).toBe(10_000);
    expect(serverOffset(iso(T0 - 5_000), T0, T0)).toBe(-5_000);
  });

  it('counts to the target by the server clock, not the device clock', () => {
    // The server is 10 s ahead; the draw closes 30 s from the server's now.
    const closesAt = iso(T0 + 10_000 + 30_000);
    expect(secondsLeft(closesAt, T0, 10_000)).toBe(30);
    expect(secondsLeft(closesAt, T0, 0)).toBe(40); // what a naive client would show
    expect(secondsLeft(closesAt, T0 + 29_001, 10_000)).toBe(1);
    expect(secondsLeft(closesAt, T0 + 31_000, 10_000)).toBe(0);
  });

  it('ticks down with the offset and tells once when it reaches zero', () => {
    const onZero = vi.fn();
    const closesAt = iso(T0 - 20_000 + 3_000); // the server is 20 s behind: 3 s left
    const { result } = renderHook(() => useServerCountdown(closesAt, -20_000, onZero));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('restarts for a new target and shows nothing without one', () => {
    const onZero = vi.fn();
    const { result, rerender } = renderHook(({ at }) => useServerCountdown(at, 0, onZero), {
      initialProps: { at: iso(T0 + 1_000) as string | null },
    });
    act(() => vi.advanceTimersByTime(1_000));
    expect(onZero).toHaveBeenCalledTimes(1);
    rerender({ at: iso(T0 + 61_000) });
    expect(result.current).toBe(60);
    rerender({ at: null });
    expect(result.current).toBeNull();
  });

  it('formats minutes and seconds, with hours for a daily draw', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(3 * 3600 + 7 * 60 + 9)).toBe('3:07:09');
  });
});
