import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { merchantVendorWallets, providerVendors, vendors, vendorTransfers } from '../../../platform/db/schema.ts';
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

/**
 * Every vendor at which a member may hold money of a transfer-wallet brand: the TRANSFER-model
 * vendors offered now (in their sort order), then every other vendor the member ever moved money
 * to or from (by code), whatever the brand's switch or the model say now. A brand that switches a
 * vendor off, or over to the seamless model, does not take the player's money there with it, and
 * only a withdrawal from the vendor brings it home (recall.ts). The others are asked only while
 * the platform still has their transfer API: without it no call could reach them. `offered`:
 * whether the brand offers it now in the TRANSFER model (the wallet list shows the others only
 * while they hold something, provider/transfer/balances.ts).
 */
export async function recallableTransferVendors(
  db: Db,
  merchant: { id: number; walletMode: 'single' | 'transfer' },
  memberId: number,
) {
  if (merchant.walletMode !== 'transfer') return [];
  const offered = await transferModelVendors(db, merchant);
  // Served by vendor_transfers_member_vendor from the index alone: this runs on every balance call.
  const used = await db
    .selectDistinct({ code: vendorTransfers.vendorCode })
    .from(vendorTransfers)
    .innerJoin(providerVendors, eq(providerVendors.code, vendorTransfers.vendorCode))
    .where(
      and(
        eq(vendorTransfers.merchantId, merchant.id),
        eq(vendorTransfers.memberId, memberId),
        isNotNull(providerVendors.transferUrl),
      ),
    )
    .orderBy(asc(vendorTransfers.vendorCode));
  const known = new Set(offered.map((v) => v.code));
  const others = used.map((u) => u.code).filter((code) => !known.has(code));
  if (others.length === 0) return offered.map((v) => ({ ...v, offered: true }));
  // The wallet's type id the brand last gave it, switched off or not; 0 when it has no row now.
  const types = new Map<string, number>();
  const rows = await db
    .select({ code: vendors.code, accountTypeId: vendors.accountTypeId })
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchant.id), inArray(vendors.code, others)))
    .orderBy(vendors.sort);
  for (const r of rows) if (!types.has(r.code)) types.set(r.code, r.accountTypeId);
  return [
    ...offered.map((v) => ({ ...v, offered: true })),
    ...others.map((code) => ({ code, accountTypeId: types.get(code) ?? 0, offered: false })),
  ];
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
