import { z } from 'zod';

/**
 * The provider wallet API (docs/provider-api.md): what a game vendor sends and what it gets back.
 * Business outcomes answer HTTP 200 with a status; only a bad signature (401) and a malformed
 * request (400) use other HTTP codes.
 */
export const PROVIDER_STATUS = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'INVALID_TOKEN',
  'INVALID_SIGNATURE',
  'DUPLICATE_TRANSACTION',
  'WRONG_CURRENCY',
  'PLAYER_DISABLED',
  'UNKNOWN_GAME',
  'UNKNOWN_TRANSACTION',
  'ROUND_CLOSED',
  'BET_ROLLED_BACK',
  /** The brand's player-protection policy refuses this stake now (a limit or a break). */
  'BET_REFUSED',
  'BAD_REQUEST',
  /** The brand runs this vendor in the transfer-wallet model: no seamless debit or balance. */
  'WRONG_WALLET_MODEL',
  'UNKNOWN_ERROR',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUS)[number];

export const PROVIDER_HEADERS = { timestamp: 'x-mekong-timestamp', signature: 'x-mekong-signature' } as const;
/**
 * What X-Mekong-Signature is the HMAC-SHA256 of, in both directions: the timestamp header, the
 * call's name (the last segment of the path it is sent to: debit, credit, rollback, deposit...) and
 * the raw body. The name is signed so a captured body of one call cannot be sent as another (a
 * credit's body as a rollback's, say) within the timestamp's window.
 */
export const providerSignedText = (timestamp: string, call: string, body: string) => `${timestamp}.${call}.${body}`;
/** How far a request's timestamp may be from the platform's clock. */
export const PROVIDER_WINDOW_MS = 5 * 60_000;

const id = z.string().min(1).max(100);
/** Whole minor units as a string, like every amount in the product. */
const amount = z.string().regex(/^(0|[1-9][0-9]{0,14})$/);

export const providerAuthenticate = z.object({ requestId: id, ticket: z.string().min(20).max(128) });
export const providerBalance = z.object({ requestId: id, token: z.string().min(20).max(128) });
export const providerDebit = z.object({
  requestId: id,
  token: z.string().min(20).max(128),
  transactionId: id,
  roundId: id,
  gameCode: z.string().min(1).max(64),
  amount,
  currency: z.string().length(3),
  /** What the bet is on, kept in the betting record. */
  detail: z.record(z.string(), z.unknown()).optional(),
});
export const providerCredit = z.object({
  requestId: id,
  transactionId: id,
  /** The debit this win belongs to. */
  referenceId: id,
  roundId: id,
  amount,
  currency: z.string().length(3),
  /** True on the round's last call: its bets are settled and later credits are refused. */
  roundClosed: z.boolean(),
  /**
   * The part of the referenced debit that was really at stake, when less than all of it (a reserve
   * taken up front and partly returned with the win): what counts as turnover. Only with
   * `roundClosed`, never more than the debit.
   */
  validStake: amount.optional(),
});
export const providerRollback = z.object({
  requestId: id,
  transactionId: id,
  /** The debit to cancel. */
  referenceId: id,
  roundId: id,
});

export type ProviderAnswer = {
  status: ProviderStatus;
  /** The wallet balance after the call, in minor units. */
  balance?: string;
  currency?: string;
  transactionId?: string;
  /** True when this answer is the stored answer to an earlier call with the same transaction id. */
  replayed?: boolean;
  message?: string;
  /** `authenticate` only: TRANSFER when the brand runs this vendor in the transfer-wallet model. */
  walletModel?: 'SEAMLESS' | 'TRANSFER';
};
