import { and, eq } from 'drizzle-orm';
import { type Db, perDatabase } from '../../../platform/db/index.ts';
import { merchantVendorWallets, providerVendors, vendors } from '../../../platform/db/schema.ts';

export type WalletModel = 'SEAMLESS' | 'TRANSFER';

/**
 * Models read in the last two seconds, per database: every transfer and vendor call of a
 * transfer-wallet brand asks, and the answer changes only when an operator switches it (this
 * process forgets at once; others within two seconds, as with merchant resolution).
 */
const MODEL_TTL_MS = 2000;
const modelCache = perDatabase(() => new Map<string, { model: WalletModel; at: number }>());

/**
 * The wallet model a brand runs a vendor in: always SEAMLESS on a single-wallet brand; on a
 * transfer-wallet brand its own choice, else the vendor's default. A brand never runs both.
 */
export async function walletModelOf(
  db: Db,
  merchant: { id: number; walletMode: 'single' | 'transfer' },
  vendorCode: string,
): Promise<WalletModel> {
  if (merchant.walletMode !== 'transfer') return 'SEAMLESS';
  const cache = modelCache(db);
  const key = `${merchant.id}:${vendorCode}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < MODEL_TTL_MS) return hit.model;
  const model = await readWalletModel(db, merchant.id, vendorCode);
  cache.set(key, { model, at: Date.now() });
  return model;
}

async function readWalletModel(db: Db, merchantId: number, vendorCode: string): Promise<WalletModel> {
  const [row] = await db
    .select({ brand: merchantVendorWallets.walletModel, vendor: providerVendors.walletModel })
    .from(providerVendors)
    .leftJoin(
      merchantVendorWallets,
      and(eq(merchantVendorWallets.vendorCode, providerVendors.code), eq(merchantVendorWallets.merchantId, merchantId)),
    )
    .where(eq(providerVendors.code, vendorCode));
  return row?.brand ?? row?.vendor ?? 'SEAMLESS';
}

/** The vendors a transfer-wallet brand offers in the TRANSFER model, with their wallet's type id. */
export async function transferModelVendors(db: Db, merchant: { id: number; walletMode: 'single' | 'transfer' }) {
  if (merchant.walletMode !== 'transfer') return [];
  const offered = await db
    .select({
      code: vendors.code,
      accountTypeId: vendors.accountTypeId,
      brand: merchantVendorWallets.walletModel,
      vendor: providerVendors.walletModel,
    })
    .from(vendors)
    .innerJoin(providerVendors, eq(providerVendors.code, vendors.code))
    .leftJoin(
      merchantVendorWallets,
      and(eq(merchantVendorWallets.vendorCode, vendors.code), eq(merchantVendorWallets.merchantId, merchant.id)),
    )
    .where(and(eq(vendors.merchantId, merchant.id), eq(vendors.enabled, true)))
    .orderBy(vendors.sort);
  // A vendor listed in several categories is one wallet, under its first category's type id.
  const byCode = new Map<string, { code: string; accountTypeId: number }>();
  for (const v of offered)
    if ((v.brand ?? v.vendor) === 'TRANSFER' && !byCode.has(v.code))
      byCode.set(v.code, { code: v.code, accountTypeId: v.accountTypeId });
  return [...byCode.values()];
}

/** Chooses the model a brand runs a vendor in (the operator's switch; tests and seeds use it). */
export async function setWalletModel(db: Db, merchantId: number, vendorCode: string, walletModel: WalletModel) {
  await db
    .insert(merchantVendorWallets)
    .values({ merchantId, vendorCode, walletModel })
    .onConflictDoUpdate({
      target: [merchantVendorWallets.merchantId, merchantVendorWallets.vendorCode],
      set: { walletModel, updatedAt: new Date() },
    });
  modelCache(db).delete(`${merchantId}:${vendorCode}`);
}
