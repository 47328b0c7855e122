import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { merchantVendorWallets, providerVendors, vendors } from '../../../platform/db/schema.ts';
import { recentAnswers } from '../../../platform/recent.ts';

export type WalletModel = 'SEAMLESS' | 'TRANSFER';

/**
 * Every transfer and vendor call of a transfer-wallet brand asks for the model, and it changes
 * only when an operator switches it: answers are kept two seconds (platform/recent.ts).
 */
const models = recentAnswers<WalletModel>(2000);

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
  return models.get(db, `${merchant.id}:${vendorCode}`, () => readWalletModel(db, merchant.id, vendorCode));
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
  models.forget(db, `${merchantId}:${vendorCode}`);
}
