import { describe, expect, it } from 'vitest';
import { clockText, hoursAndMinutes, nextCheckAt, sessionStartOnDevice, timerDelay } from './reality-timer.ts';

const MIN = 60_000;

describe('the reality check clock', () => {
  it('anchors the session start to the device clock from the minutes played', () => {
    expect(sessionStartOnDevice(1_000_000, 0)).toBe(1_000_000);
    expect(sessionStartOnDevice(10 * MIN, 3)).toBe(7 * MIN);
    expect(sessionStartOnDevice(5 * MIN, -2)).toBe(5 * MIN);
  });

  it('is due an interval after the start, then an interval after each Continue', () => {
    expect(nextCheckAt(0, 60, null)).toBe(60 * MIN);
    expect(nextCheckAt(0, 10, 12 * MIN)).toBe(22 * MIN);
    // A Continue from before this session's start (another session) does not pull the check earlier.
    expect(nextCheckAt(30 * MIN, 10, 5 * MIN)).toBe(40 * MIN);
    expect(nextCheckAt(0, 0, null)).toBe(MIN);
  });

  it('writes elapsed time as h:mm:ss and as hours and minutes', () => {
    expect(clockText(0)).toBe('0:00:00');
    expect(clockText(3_723_000)).toBe('1:02:03');
    expect(clockText(-5)).toBe('0:00:00');
    expect(clockText(26 * 3600_000)).toBe('26:00:00');
    expect(hoursAndMinutes(65 * MIN + 59_000)).toEqual({ hours: 1, minutes: 5 });
  });

  it('waits no less than zero and no more than a timer holds', () => {
    expect(timerDelay(100, 150)).toBe(0);
    expect(timerDelay(150, 100)).toBe(50);
    expect(timerDelay(1e13, 0)).toBe(2_147_483_647);
  });
});
