import { describe, expect, it } from 'vitest';
import { breakEnd } from './break-end.ts';

describe('when a break ends', () => {
  const from = new Date('2026-11-27T14:45:10.000Z');

  it('is hours, days and weeks later for a time-out', () => {
    expect(breakEnd('24h', from)?.toISOString()).toBe('2026-11-28T14:45:10.000Z');
    expect(breakEnd('7d', from)?.toISOString()).toBe('2026-12-04T14:45:10.000Z');
    expect(breakEnd('30d', from)?.toISOString()).toBe('2026-12-27T14:45:10.000Z');
    expect(breakEnd('6w', from)?.toISOString()).toBe('2027-01-08T14:45:10.000Z');
  });

  it('is calendar months and years later for a self-exclusion, a short month ending on its last day', () => {
    expect(breakEnd('6m', from)?.toISOString()).toBe('2027-05-27T14:45:10.000Z');
    expect(breakEnd('1y', from)?.toISOString()).toBe('2027-11-27T14:45:10.000Z');
    expect(breakEnd('5y', from)?.toISOString()).toBe('2031-11-27T14:45:10.000Z');
    expect(breakEnd('6m', new Date('2026-08-31T09:00:00Z'))?.toISOString()).toBe('2027-02-28T09:00:00.000Z');
    expect(breakEnd('1y', new Date('2028-02-29T09:00:00Z'))?.toISOString()).toBe('2029-02-28T09:00:00.000Z');
  });

  it('never comes for a permanent self-exclusion', () => {
    expect(breakEnd('permanent', from)).toBeNull();
  });
});
