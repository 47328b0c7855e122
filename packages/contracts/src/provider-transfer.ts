import { z } from 'zod';

/**
 * The transfer-wallet API (docs/provider-api.md section 7): calls the PLATFORM makes to a vendor
 * that keeps its own balance, signed like the seamless API (PROVIDER_HEADERS, HMAC-SHA256 of
 * "<timestamp>.<call>.<raw body>" with the vendor's secret). Plus the `bets` report such a vendor sends
 * the platform so its rounds reach the player's betting record.
 */

/** What a deposit or withdrawal answered. Anything else (no answer, UNKNOWN_ERROR) is unknown. */
export const TRANSFER_STATUS = [
  'SUCCESS',
  /** Withdrawal of more than the vendor holds; nothing moved, `balance` says how much there is. */
  'INSUFFICIENT_FUNDS',
  /** Refused for another reason (`reason`); nothing moved. */
  'FAILED',
  /** This transactionId was used for a different transfer; nothing moved. */
  'DUPLICATE_TRANSACTION',
  'WRONG_CURRENCY',
  'BAD_REQUEST',
  'INVALID_SIGNATURE',
  /** The vendor's side failed; the transfer may or may not have happened: ask `status`. */
  'UNKNOWN_ERROR',
] as const;
export type TransferStatus = (typeof TRANSFER_STATUS)[number];

/** What `status` says of a transactionId. NOT_FOUND is final: the id can never succeed later. */
export const TRANSFER_STATE = ['SUCCESS', 'FAILED', 'NOT_FOUND'] as const;
export type TransferState = (typeof TRANSFER_STATE)[number];

const id = z.string().min(1).max(100);
const amount = z.string().regex(/^[1-9][0-9]{0,14}$/, 'a positive whole number of minor units');
const currency = z.string().length(3);
/** The platform's player id, as the seamless `authenticate` answered it. */
const playerId = z.string().min(1).max(64);

/** Body of `deposit` (money into the vendor's balance) and `withdraw` (money back out). */
export const transferMove = z.object({ requestId: id, transactionId: id, playerId, currency, amount });
export const transferBalance = z.object({ requestId: id, playerId, currency });
export const transferStatus = z.object({ requestId: id, transactionId: id });

export type TransferMoveAnswer = {
  status: TransferStatus;
  transactionId?: string;
  /** The player's balance at the vendor after the call. */
  balance?: string;
  currency?: string;
  /** True when this is the stored answer to an earlier call with the same transactionId. */
  replayed?: boolean;
  /** Why a FAILED transfer failed (VOIDED: the id was reported NOT_FOUND by `status` first). */
  reason?: string;
};
export type TransferBalanceAnswer = { status: TransferStatus; balance?: string; currency?: string };
export type TransferStatusAnswer = {
  status: TransferState | 'BAD_REQUEST' | 'INVALID_SIGNATURE' | 'UNKNOWN_ERROR';
  transactionId?: string;
  direction?: 'DEPOSIT' | 'WITHDRAW';
  amount?: string;
  playerId?: string;
  currency?: string;
  reason?: string;
};

/** One final bet of a transfer-model vendor, reported to the platform's betting record. */
export const reportedBet = z.object({
  /** The vendor's id of the bet (its debit): unique across the vendor, like a seamless debit. */
  transactionId: id,
  playerId,
  roundId: id,
  gameCode: z.string().min(1).max(64),
  currency,
  stake: amount,
  /** What the bet paid back, stake included; "0" for a lost or cancelled bet. */
  payout: z.string().regex(/^(0|[1-9][0-9]{0,14})$/),
  status: z.enum(['SETTLED', 'CANCELLED']),
  placedAt: z.iso.datetime(),
  settledAt: z.iso.datetime(),
  detail: z.record(z.string(), z.unknown()).optional(),
  /**
   * What of the stake was really played, when the game reserved more than it played (a stake
   * returned in part with the payout): the bet's turnover. The whole stake when left out; at most
   * the stake.
   */
  validStake: amount.optional(),
});
export const providerBetsReport = z.object({ requestId: id, bets: z.array(reportedBet).min(1).max(100) });
export type ReportedBet = z.infer<typeof reportedBet>;

/** Per bet of a report: OK (recorded now or before: `replayed`) or why it was not recorded. */
export type ReportedBetResult = {
  transactionId: string;
  status: 'OK' | 'DUPLICATE_TRANSACTION' | 'UNKNOWN_PLAYER' | 'UNKNOWN_GAME' | 'WRONG_CURRENCY' | 'WRONG_WALLET_MODEL';
  replayed?: boolean;
};
