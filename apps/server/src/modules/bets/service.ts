import type { Db } from '../../platform/db/index.ts';
import { PLAYER_KINDS, playerAccount } from '../../platform/money/accounts.ts';

/** What the money side needs to know of a merchant. */
export type BetMerchant = { id: number; currency: string; walletMode: 'single' | 'transfer' };

/**
 * The wallet a bet is paid from: a vendor's own wallet on transfer-wallet merchants (the player
 * moved money there), the main wallet otherwise and always for our lottery.
 */
export function walletOf(db: Db, merchant: BetMerchant, memberId: number, source: string, vendorCode: string) {
  return merchant.walletMode === 'transfer' && source === 'VENDOR'
    ? playerAccount(db, merchant.id, memberId, merchant.currency, PLAYER_KINDS.vendor, vendorCode)
    : playerAccount(db, merchant.id, memberId, merchant.currency);
}
