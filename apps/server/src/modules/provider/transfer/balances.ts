import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { vendorTransfers } from '../../../platform/db/schema.ts';
import type { VendorTransferApi } from './caller.ts';
import { recallableTransferVendors } from './model.ts';

/** The wallet list is on every page's header: a slow vendor must not hold it up for long. */
const BALANCE_TIMEOUT_MS = 3_000;

/**
 * What the player holds at each TRANSFER-model vendor, as the vendor says (null: it did not
 * answer), and how many of the player's transfers still wait for a vendor's answer. The vendors
 * are the ones recall-all empties (recallableTransferVendors()), so money left at a vendor the
 * brand has since switched off or over to the seamless model is still counted in the player's
 * total and shown until recall-all brings it home; such a vendor is listed only while it holds
 * something or does not answer, not for every vendor the player ever used.
 */
export async function transferVendorBalances(
  db: Db,
  api: VendorTransferApi,
  merchant: { id: number; currency: string; walletMode: 'single' | 'transfer' },
  memberId: number,
) {
  const list = await recallableTransferVendors(db, merchant, memberId);
  const asked = await Promise.all(
    list.map(async (v) => ({
      ...v,
      balance: await api.balance(v.code, String(memberId), merchant.currency, BALANCE_TIMEOUT_MS),
    })),
  );
  const balances = asked.filter((v) => v.offered || v.balance !== 0n);
  const [pending] =
    merchant.walletMode !== 'transfer'
      ? [{ n: 0 }]
      : await db
          .select({ n: count() })
          .from(vendorTransfers)
          .where(
            and(
              eq(vendorTransfers.merchantId, merchant.id),
              eq(vendorTransfers.memberId, memberId),
              eq(vendorTransfers.status, 'PENDING'),
            ),
          );
  return { balances, pendingTransfers: pending?.n ?? 0 };
}
