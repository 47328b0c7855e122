/**
 * Query keys read or invalidated by more than one feature. A feature that changes the balance or
 * the member invalidates through these, so the header's balance and every member read follow.
 */
export const queryKeys = {
  /** Every member read, whichever session it was made for. */
  members: ['member-info'] as const,
  /** GET /wps/member/info for one session: a new session never sees the old member. */
  member: (token: string | null) => ['member-info', token] as const,
  /** Every balance read: the header's sum and the wallet page's wallets. */
  balances: ['balance'] as const,
  /** GET /wps/v2/wallets/balance as the header's sum, for one session. */
  balance: (token: string | null) => ['balance', token] as const,
  /** GET /wps/v2/wallets/balance as the wallet page's list of wallets. */
  wallets: ['balance', 'wallets'] as const,
};
