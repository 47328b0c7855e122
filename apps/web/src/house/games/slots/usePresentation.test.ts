import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpinReply, SpinResult } from './types.ts';
import { REELS, usePresentation } from './usePresentation.ts';

const spinOf = (win: string, freeSpinsAwarded = 0): SpinResult => ({
  stops: [0, 0, 0, 0, 0],
  grid: [],
  wins: [],
  scatter: null,
  freeSpinsAwarded,
  multiplier: 1,
  win,
});

/** A round whose base spin won 300 and started two free spins winning 100 and 0. */
const featureRound: SpinReply = {
  roundId: 7,
  outcome: {
    game: 'mekong-fortune',
    stake: '100',
    coin: '5',
    base: spinOf('300', 2),
    freeSpins: [spinOf('100'), spinOf('0')],
    win: '400',
  },
  stake: '100',
  payout: '400',
  balance: '10300',
  pending: false,
  seedHash: 'h',
  serverSeed: 's',
  fair: { nextSeedHash: 'n', clientSeed: 'c', nonce: 8 },
};

/** Lets `count` timers of `ms` run, one at a time: each is set by an effect after the last fired. */
const run = (count: number, ms: number) => {
  for (let i = 0; i < count; i++) act(() => vi.advanceTimersByTime(ms));
};

describe('the presentation of a round', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stops the reels one by one, then shows each free spin in turn, and finishes once', () => {
    const done = vi.fn();
    const { result } = renderHook(() => usePresentation(done));
    act(() => result.current.start());
    expect(result.current.spinning).toEqual(Array(REELS).fill(true));
    act(() => result.current.show(featureRound));
    expect(result.current.current).toBe(featureRound.outcome.base);
    run(2, 180);
    expect(result.current.spinning).toEqual([false, false, true, true, true]);
    expect(result.current.shownWin).toBe('0');
    run(3, 180);
    expect(result.current.shownWin).toBe('300');
    expect(result.current.frame).toBe(-1);
    run(1, 1100);
    expect(result.current.frame).toBe(0);
    run(5, 180);
    expect(result.current.shownWin).toBe('400');
    expect(done).not.toHaveBeenCalled();
    run(1, 1100);
    run(5, 180);
    expect(result.current.frame).toBe(1);
    expect(result.current.phase).toBe('idle');
    expect(done).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledWith(featureRound);
    run(10, 2000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('skipping jumps to the last free spin and the whole win', () => {
    const done = vi.fn();
    const { result } = renderHook(() => usePresentation(done));
    act(() => {
      result.current.start();
      result.current.show(featureRound);
    });
    act(() => result.current.skip());
    expect(done).toHaveBeenCalledWith(featureRound);
    expect(result.current).toMatchObject({ phase: 'idle', frame: 1, landed: REELS, shownWin: '400' });
    run(10, 2000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('a refused spin puts the reels back at rest without finishing a round', () => {
    const done = vi.fn();
    const { result } = renderHook(() => usePresentation(done));
    act(() => result.current.start());
    act(() => result.current.cancel());
    expect(result.current.phase).toBe('idle');
    expect(result.current.spinning).toEqual(Array(REELS).fill(false));
    expect(done).not.toHaveBeenCalled();
  });
});
