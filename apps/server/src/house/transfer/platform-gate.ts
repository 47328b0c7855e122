import type { ProviderStatus } from '@mekong/contracts';
import { onBreak } from '../../modules/protection/index.ts';
import { vendorSession } from '../../modules/provider/index.ts';
import type { Db } from '../../platform/db/index.ts';

/**
 * Whether a TRANSFER-model game window may still move the player's money, asked before each of
 * its debits and balances. The house-held balance never reaches the platform's `debit`, so the
 * checks the seamless path makes there must be made here: the vendor session the window was opened
 * from must still be live (a session limit caps it, a brand switch ends it; docs/provider-api.md
 * section 3, the same check and INVALID_TOKEN), and for a stake the player must not be on a break
 * (the same rule stake_policy() applies to a seamless debit, answered BET_REFUSED as it is there),
 * nor the brand in maintenance.
 * Without them a window went on taking stakes for its 12 hours after the limit or the break.
 * Credits and rollbacks are never asked: a bet already taken is always settled.
 */
export type PlayGate = (token: string, stake: boolean) => Promise<ProviderStatus | null>;

export const platformGate =
  (db: Db, vendorCode = 'HOUSE'): PlayGate =>
  async (token, stake) => {
    const p = await vendorSession(db, vendorCode, token);
    if (!p) return 'INVALID_TOKEN';
    if (p.member.status !== 'ACTIVE') return 'PLAYER_DISABLED';
    // A brand in maintenance takes no stake, as provider_debit() refuses a seamless one.
    if (stake && (p.merchant.maintenance || (await onBreak(db, p.merchant.id, p.member.id)))) return 'BET_REFUSED';
    return null;
  };

/** No gate: a house on a server of its own cannot read the platform's sessions and breaks. */
export const openGate: PlayGate = async () => null;
