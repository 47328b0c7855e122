import { z } from 'zod';

/**
 * The points mall (SPEC: Points). Points are whole numbers and travel as strings, like money;
 * money amounts are strings of minor units.
 */
export const POINTS_ERROR_STATUS = {
  'points.not.enabled': 403,
  'points.balance.not.enough': 400,
  'points.goods.not.found': 404,
  'points.stock.not.enough': 409,
  'points.convert.below.min': 400,
  'points.convert.step': 400,
  /** More than one conversion may pay: the brand's amount an operator may move alone (`value.max` points). */
  'points.convert.above.max': 400,
  'points.redemption.not.found': 404,
  'points.redemption.decided': 409,
} as const;

/** A count of whole points: positive, at most 15 digits. */
export const wholePoints = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/, 'a positive whole number of points')
  .transform((v) => BigInt(v));

const idempotencyKey = z.string().min(8).max(64).optional();

export const pointBalanceValue = z.object({
  /** Points the player can spend or convert. */
  points: z.string(),
  /** Points held by redemptions an operator has not decided yet. */
  held: z.string(),
});

export const pointConfigValue = z.object({
  enabled: z.boolean(),
  /** Every whole `betUnit` (minor units) of a settled bet's valid stake earns `pointsPerUnit`. */
  betUnit: z.string(),
  pointsPerUnit: z.string(),
  /** `convertPoints` points convert to `convertAmount` minor units of the main wallet. */
  convertPoints: z.string(),
  convertAmount: z.string(),
  minConvert: z.string(),
  currency: z.string(),
});
export type PointConfig = z.infer<typeof pointConfigValue>;

/** Names and descriptions per language code (KM, EN, CN); the client picks, English the fallback. */
const texts = z.record(z.string(), z.string().max(500));

export const pointGoods = z.object({
  id: z.number(),
  names: texts,
  descriptions: texts,
  imageUrl: z.string(),
  price: z.string(),
  stock: z.number(),
});
export type PointGoods = z.infer<typeof pointGoods>;
export const pointRewardValue = z.array(pointGoods);

export const redeemStatus = z.enum(['IN_PROCESS', 'APPROVED', 'REJECTED']);
export type RedeemStatus = z.infer<typeof redeemStatus>;

export const pointRedemption = z.object({
  id: z.number(),
  goodsId: z.number(),
  names: texts,
  imageUrl: z.string(),
  quantity: z.number(),
  points: z.string(),
  address: z.string(),
  status: redeemStatus,
  note: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type PointRedemption = z.infer<typeof pointRedemption>;

const page = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
};
export const redeemListQuery = z.object({ status: redeemStatus.optional(), ...page });
export const redeemListValue = z.object({ total: z.number(), list: z.array(pointRedemption) });

/** Points details: every movement of the player's points. */
export const pointDetailQuery = z.object({
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  ...page,
});
export const pointMovementType = z.enum(['EARN', 'REDEEM', 'REDEEM_RETURN', 'CONVERT']);
export const pointDetailValue = z.object({
  total: z.number(),
  list: z.array(
    z.object({
      transactionId: z.number(),
      type: z.string(),
      /** Signed: what this movement added to or took from the points. */
      changedPoints: z.string(),
      balanceAfter: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type PointDetail = z.infer<typeof pointDetailValue>;

export const redeemPointRequest = z.object({
  goodsId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(1000),
  address: z.string().trim().min(5).max(300),
  paymentPassword: z.string().max(64),
  idempotencyKey,
});
export const redeemPointValue = z.object({ id: z.number(), points: z.string(), replayed: z.boolean() });

export const convertPointRequest = z.object({
  points: wholePoints,
  paymentPassword: z.string().max(64),
  idempotencyKey,
});
export const convertPointValue = z.object({
  transactionId: z.number(),
  points: z.string(),
  amount: z.string(),
  replayed: z.boolean(),
});

/**
 * The most the points a bet earns may be worth once converted, as a share of its valid stake:
 * 10% (in basis points). Conversion pays cash from the house with no turnover, withdrawable at
 * once, so points are a rebate on play: programmes pay 1-2% at most (the demo's rules, 1%), and a
 * brand keeps only 1-5% of the stakes on its busiest games (baccarat, blackjack, sports, most
 * slots), so a rebate above a tenth hands back more than those games earn: a typing slip or an
 * abuse, not a promotion. Bounding the product of both ratios, rather than the conversion ratio
 * alone, holds in every currency whatever its minor unit is worth. A point made dear while the
 * bets that earn it are made rare stays inside this bound and revalues points already earned, so
 * a conversion is also capped per request at the brand's `adjustment_approval_above`
 * (`points.convert.above.max`): no more at once than one operator may move alone.
 */
export const MAX_POINTS_RETURN_BPS = 1_000n;

/** Operators: the merchant's point rules, within MAX_POINTS_RETURN_BPS. */
export const pointConfigRequest = z
  .object({
    enabled: z.boolean(),
    betUnit: wholePoints,
    pointsPerUnit: wholePoints,
    convertPoints: wholePoints,
    convertAmount: wholePoints,
    minConvert: wholePoints,
  })
  .refine((r) => r.pointsPerUnit * r.convertAmount * 10_000n <= r.betUnit * r.convertPoints * MAX_POINTS_RETURN_BPS, {
    message: 'points.rate.too.high',
    path: ['convertAmount'],
  });

/** Operators: goods; an image is a path on this site or an https address. */
export const pointGoodsRequest = z.object({
  names: z.partialRecord(z.enum(['KM', 'EN', 'CN']), z.string().trim().min(1).max(100)),
  descriptions: z.partialRecord(z.enum(['KM', 'EN', 'CN']), z.string().max(500)).default({}),
  imageUrl: z.string().regex(/^(\/[A-Za-z0-9._/-]{1,200}|https:\/\/[^\s"'<>]{1,300})$/),
  price: wholePoints,
  stock: z.number().int().min(0).max(1_000_000),
  active: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});

/**
 * Operators: a change to goods. Stock moves by a delta, never set outright, so a change made
 * while players redeem cannot undo their decrements.
 */
export const pointGoodsUpdate = pointGoodsRequest
  .omit({ stock: true })
  .partial()
  .extend({ addStock: z.number().int().min(-1_000_000).max(1_000_000).optional() });
