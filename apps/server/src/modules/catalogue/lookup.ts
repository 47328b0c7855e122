import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { games, providerVendors, vendors } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

export type GameRef = { id?: number | undefined; vendorCode?: string | undefined; code?: string | undefined };

/**
 * A game a player of this merchant may play (launch, or keep as a favourite): it exists and is
 * enabled, the merchant offers its vendor in its category, and the provider is not switched off.
 */
export async function playableGame(db: Db, merchantId: number, ref: GameRef) {
  const where = ref.id
    ? eq(games.id, ref.id)
    : ref.vendorCode && ref.code
      ? and(eq(games.vendorCode, ref.vendorCode), eq(games.code, ref.code))
      : null;
  if (!where) throw new AppError('request.param.err', 'Give gameId, or gameCode with vendor');
  const [game] = await db.select().from(games).where(where);
  // A lobby entry (isGame false) opens a game list in the client; it is not itself playable.
  if (!game?.enabled || !game.isGame) throw new AppError('game.not.found', 'No such game');
  const [[vendor], [provider]] = await Promise.all([
    db
      .select()
      .from(vendors)
      .where(
        and(eq(vendors.merchantId, merchantId), eq(vendors.code, game.vendorCode), eq(vendors.category, game.category)),
      ),
    db.select().from(providerVendors).where(eq(providerVendors.code, game.vendorCode)),
  ]);
  if (!vendor?.enabled || provider?.enabled === false) {
    throw new AppError('game.vendor.disabled', 'This game provider is not available');
  }
  return { game, vendor, provider: provider ?? null };
}
