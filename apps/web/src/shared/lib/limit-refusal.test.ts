import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { formatDateTime } from './dates.ts';
import { limitRefusal } from './limit-refusal.ts';

// A stand-in translator: the key and its options, so the test sees what would be filled in.
const t = ((key: string, o?: Record<string, unknown>) =>
  o ? `${key}${JSON.stringify(o)}` : key) as unknown as TFunction;

describe('a refusal by the player’s own limit', () => {
  it('names the limit and until when it holds, for a deposit and for a stake', () => {
    const until = '2026-11-27T17:00:00.000Z';
    const deposit = new ApiError('deposit.refused', 403, 'no', { rule: 'limit.DEPOSIT.DAY', until });
    expect(limitRefusal(t, deposit)).toBe(
      `errors.limitRefusal.deposit${JSON.stringify({ limit: 'errors.limitNames.DEPOSIT.DAY', until: formatDateTime(until) })}`,
    );
    const stake = new ApiError('stake.refused', 403, 'no', { rule: 'limit.LOSS.MONTH', until });
    expect(limitRefusal(t, stake)).toContain('errors.limitRefusal.stake{"limit":"errors.limitNames.LOSS.MONTH"');
    const noEnd = new ApiError('stake.refused', 403, 'no', { rule: 'limit.WAGER.WEEK' });
    expect(limitRefusal(t, noEnd)).toBe('errors.limitRefusal.stakeNoEnd{"limit":"errors.limitNames.WAGER.WEEK"}');
  });

  it('leaves every other refusal to its own text', () => {
    expect(limitRefusal(t, new ApiError('stake.refused', 403, 'no', { rule: 'selfExclusion' }))).toBeNull();
    expect(limitRefusal(t, new ApiError('deposit.refused', 403, 'no', null))).toBeNull();
    expect(limitRefusal(t, new ApiError('limit.not.found', 404, 'no', { rule: 'limit.DEPOSIT.DAY' }))).toBeNull();
    expect(limitRefusal(t, new Error('x'))).toBeNull();
  });
});
