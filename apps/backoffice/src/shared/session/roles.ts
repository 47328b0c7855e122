import type { OperatorRole } from '@mekong/contracts';

/**
 * What each role is shown. The server checks every call on its own; this only hides what a role
 * could not do anyway.
 */
export const CAN = {
  players: ['admin', 'finance', 'support', 'risk'],
  playerActions: ['admin', 'support', 'risk'],
  lock: ['admin', 'support', 'risk'],
  passwordReset: ['admin', 'support'],
  labels: ['admin', 'risk'],
  clearLockout: ['admin', 'support'],
  payments: ['admin', 'finance', 'support'],
  paymentActions: ['admin', 'finance'],
  /** Payout reports: support reads them; closing one is `payoutResolve`. */
  payoutReports: ['admin', 'finance', 'support'],
  payoutResolve: ['admin', 'finance'],
  /** Payment channels: where players' money goes is the owner's decision, so admins alone change them. */
  channels: ['admin', 'finance'],
  channelsEdit: ['admin'],
  /** Banners and notices, as the server lets them: finance reads; support, content and admins write. */
  content: ['admin', 'finance', 'support', 'content'],
  contentEdit: ['admin', 'support', 'content'],
  /** A message to a player's inbox, from the 360. */
  message: ['admin', 'finance', 'support'],
  /** The adjustments list; asking for an adjustment or deciding one is `adjust`. */
  adjustments: ['admin', 'finance', 'risk'],
  adjust: ['admin', 'finance'],
  audit: ['admin', 'finance', 'risk'],
  /** A player's limits, breaks and their history; lowering a limit or setting a break is `protect`. */
  protection: ['admin', 'finance', 'support', 'risk'],
  protect: ['admin', 'support', 'risk'],
  /** The identity-check queue and its decisions (the server's reviewers). */
  kyc: ['admin', 'support', 'risk'],
  ledger: ['admin', 'finance'],
  reports: ['admin', 'finance'],
  staff: ['admin'],
  settings: ['admin', 'finance', 'support', 'risk', 'content', 'lottery'],
  settingsEdit: ['admin'],
  /**
   * Every brand on the server, a new brand, any brand's settings: the platform operator's alone. Its
   * own brand's sections stay its brand staff's (the server lets `platform` reach none of them), so
   * it changes its own brand's settings, as any other's, from the brands list.
   */
  brands: ['platform'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Capability = keyof typeof CAN;

export const can = (role: OperatorRole | undefined, what: Capability) =>
  !!role && (CAN[what] as readonly OperatorRole[]).includes(role);
