import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { houseAccount, playerAccount } from '../../platform/money/accounts.ts';

/** Points are an asset of their own in the ledger: postings sum to zero in this currency apart. */
export const POINTS_CURRENCY = 'PTS';

export const POINT_KINDS = {
  /** The player's spendable points. */
  points: 'points',
  /** Points of redemptions waiting for an operator: the player's, but not spendable. */
  held: 'points_held',
  /** The merchant's points issuer: earned points come from it, spent points go back to it. */
  house: 'house_points',
  /** Money the merchant paid out for converted points (in the merchant's currency). */
  conversions: 'house_point_conversions',
} as const;

/** Ledger types of points movements, and the names the points details show for them. */
export const POINT_TYPES = {
  POINTS_EARN: 'EARN',
  POINTS_REDEEM: 'REDEEM',
  POINTS_REDEEM_RETURN: 'REDEEM_RETURN',
  POINTS_CONVERT: 'CONVERT',
} as const;

export const pointsAccount = (db: Db, merchantId: number, memberId: number) =>
  playerAccount(db, merchantId, memberId, POINTS_CURRENCY, POINT_KINDS.points);
export const heldPointsAccount = (db: Db, merchantId: number, memberId: number) =>
  playerAccount(db, merchantId, memberId, POINTS_CURRENCY, POINT_KINDS.held);
export const housePointsAccount = (db: Db, merchantId: number) =>
  houseAccount(db, merchantId, POINT_KINDS.house, POINTS_CURRENCY);
export const conversionsAccount = (db: Db, merchantId: number, currency: string) =>
  houseAccount(db, merchantId, POINT_KINDS.conversions, currency);

/** The ledger refuses a points account below zero; the player reads it as too few points. */
export function asPointsError(err: unknown): unknown {
  if (err instanceof AppError && err.code === 'account.balance.not.enough')
    return new AppError('points.balance.not.enough', 'Not enough points');
  return err;
}
