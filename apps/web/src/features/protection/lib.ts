import { type LimitSetRequest, limitSetRequest, type PlayerLimit } from '@mekong/contracts';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { parseAmount } from '../../shared/lib/money.ts';
import { parseMinutes } from './minutes.ts';

/** How much of the limit the period has used, 0-100 (a loss period that is ahead reads as 0). */
export function usedPercent(limit: Pick<PlayerLimit, 'amount' | 'used'>): number {
  const amount = BigInt(limit.amount);
  const used = BigInt(limit.used);
  if (amount <= 0n || used <= 0n) return 0;
  if (used >= amount) return 100;
  return Number((used * 100n) / amount);
}

// setTimeout holds at most about 24.8 days.
const MAX_DELAY = 2_147_483_647;

/**
 * The time now, moved on when the first of `moments` still ahead arrives, so a pending change's
 * Confirm button appears when its cooling-off ends without a reload.
 */
export function useNowPast(moments: string[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = moments
    .map((m) => Date.parse(m))
    .filter((m) => m > now)
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined) return;
    const id = window.setTimeout(() => setNow(Date.now()), Math.min(next - Date.now() + 50, MAX_DELAY));
    return () => window.clearTimeout(id);
  }, [next]);
  return now;
}

/**
 * What the player types, checked by the shared `limitSetRequest`: the amount in major units
 * ("1,250.50") becomes minor units ("125050") exactly, an amount that is not one becomes '' and
 * fails the shared check; "remove" sends null. A session-time limit is per day and typed in
 * minutes ("90" or "1:30"), never read as money.
 */
export const limitForm = z
  .object({
    kind: limitSetRequest.shape.kind,
    period: limitSetRequest.shape.period,
    amount: z.string(),
    remove: z.boolean(),
  })
  .transform(({ kind, period, amount, remove }): LimitSetRequest => {
    if (kind === 'SESSION') return { kind, period: 'DAY', amount: remove ? null : parseMinutes(amount) };
    return { kind, period, amount: remove ? null : (parseAmount(amount) ?? '') };
  })
  .pipe(limitSetRequest);
