import type { PromotionKind, PromotionState, PromotionTexts } from '@mekong/contracts';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';

const amount = z
  .string()
  .regex(/^[0-9]{1,15}$/)
  .transform((v) => BigInt(v));

/** Each kind's settings, checked when a promotion is written and read back the same way. */
export const KIND_RULES = {
  APPLY: z.object({}).passthrough(),
  /** rateBps of the first deposit (at least minDeposit), at most cap. */
  FIRST_DEPOSIT: z.object({ rateBps: z.number().int().min(1).max(100_000), cap: amount, minDeposit: amount }),
  /** rewards[n-1] for the n-th day of a streak; past the table's end the last one repeats. */
  CHECKIN: z.object({ rewards: z.array(amount).min(1).max(31) }),
  /** rateBps of the day's valid bet (at least minValidBet), at most cap, per member per local day. */
  REBATE: z.object({ rateBps: z.number().int().min(1).max(10_000), minValidBet: amount, cap: amount }),
  /** One draw per period once the period's valid bet or deposits reach `need`; prizes by weight. */
  RAFFLE: z.object({
    period: z.enum(['DAY', 'WEEKLY']),
    metric: z.enum(['VALID_BET', 'DEPOSIT']),
    need: amount,
    prizes: z
      .array(z.object({ amount, weight: z.number().int().min(1).max(1_000_000) }))
      .min(1)
      .max(20),
  }),
  /** Paid to the referrer when a referred friend's first deposit is at least minDeposit. */
  REFERRAL: z.object({ reward: amount, minDeposit: amount }),
} as const satisfies Record<PromotionKind, z.ZodType>;

export type KindRules<K extends PromotionKind> = z.infer<(typeof KIND_RULES)[K]>;

export function parseRules<K extends PromotionKind>(kind: K, rules: unknown): KindRules<K> {
  const r = KIND_RULES[kind].safeParse(rules);
  if (!r.success) throw new AppError('request.param.err', `Rules do not fit a ${kind} promotion`);
  return r.data as KindRules<K>;
}

/** Rules as JSON (amounts back to strings) for the detail page. */
export const rulesJson = (rules: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(rules, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))) as Record<string, unknown>;

/** The window alone decides for visitors, and before or after it for everyone. */
export function windowState(p: { startsAt: Date; endsAt: Date }, now: Date): PromotionState {
  if (now < p.startsAt) return 'COMING_SOON';
  if (now >= p.endsAt) return 'CLOSED';
  return 'JOINABLE';
}

const LANGS = ['KM', 'EN', 'CN'] as const;

/** The text in the caller's language (the Language header); English for the others. */
export function pickText(texts: PromotionTexts, language: unknown): string {
  const code = typeof language === 'string' ? language.toUpperCase() : '';
  const lang = (LANGS as readonly string[]).includes(code) ? (code as keyof PromotionTexts) : 'EN';
  return texts[lang] || texts.EN || texts.KM;
}

/** The streak's day reward (1-based day). */
export const checkinReward = (rewards: bigint[], day: number) => rewards[Math.min(day, rewards.length) - 1] ?? 0n;

/** A prize drawn from a weighted table with a number in [0, total weight). */
export function pickPrize(prizes: { amount: bigint; weight: number }[], roll: number): bigint {
  let left = roll;
  for (const p of prizes) {
    if (left < p.weight) return p.amount;
    left -= p.weight;
  }
  return prizes[prizes.length - 1]?.amount ?? 0n;
}

/** A share in basis points, capped. */
export const shareOf = (base: bigint, rateBps: number, cap: bigint) => {
  const v = (base * BigInt(rateBps)) / 10_000n;
  return v > cap ? cap : v;
};
