import { describe, expect, it } from 'vitest';
import { axisFor, barLayout, labelEvery, labelIndexes, niceStep } from './chart.ts';

describe('team chart scaling', () => {
  it('picks round steps', () => {
    expect(niceStep(100, 4)).toBe(25);
    expect(niceStep(1000, 4)).toBe(250);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(0.3, 3)).toBeCloseTo(0.1);
    expect(niceStep(0)).toBe(1);
  });

  it('always shows zero, with whole steps around the data', () => {
    expect(axisFor([120, 340, 80])).toEqual({ min: 0, max: 400, ticks: [0, 100, 200, 300, 400] });
    expect(axisFor([-50, -310])).toEqual({ min: -400, max: 0, ticks: [-400, -300, -200, -100, 0] });
    const mixed = axisFor([-90, 260]);
    expect(mixed.min).toBeLessThanOrEqual(-90);
    expect(mixed.max).toBeGreaterThanOrEqual(260);
    expect(mixed.ticks).toContain(0);
  });

  it('gives an empty period a flat axis', () => {
    expect(axisFor([])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(axisFor([0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });

  it('draws positive bars up from the zero line and negative ones down', () => {
    const { zeroY, bars, ticks } = barLayout([100, -100, 0], 300, 200);
    expect(zeroY).toBe(100);
    // The axis runs -100..100 in steps of 50, so each bar fills half the plot.
    expect(bars[0]).toMatchObject({ y: 0, height: 100, negative: false });
    expect(bars[1]).toMatchObject({ y: 100, height: 100, negative: true });
    expect(bars[2]).toMatchObject({ y: 100, height: 0 });
    // Three slots of 100 px, each bar 75 px wide and centred.
    expect(bars.map((b) => b.x)).toEqual([12.5, 112.5, 212.5]);
    expect(ticks.map((t) => t.value)).toEqual([-100, -50, 0, 50, 100]);
    expect(ticks[0]).toEqual({ value: -100, y: 200 });
    expect(ticks.at(-1)).toEqual({ value: 100, y: 0 });
  });

  it('thins day labels so at most a few show', () => {
    expect(labelEvery(7, 8)).toBe(1);
    expect(labelEvery(31, 8)).toBe(4);
    expect(labelEvery(93, 8)).toBe(12);
  });

  it('always labels the first and last day, without one crowding the other', () => {
    expect(labelIndexes(5, 8)).toEqual([0, 1, 2, 3, 4]);
    // 24 days, every 3rd: 0..18, then 23; 21 would sit next to 23.
    expect(labelIndexes(24, 8)).toEqual([0, 3, 6, 9, 12, 15, 18, 23]);
    expect(labelIndexes(1, 8)).toEqual([0]);
    expect(labelIndexes(0, 8)).toEqual([]);
  });
});
