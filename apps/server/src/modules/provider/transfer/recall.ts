import type { Db } from '../../../platform/db/index.ts';
import { AppError } from '../../../platform/errors.ts';
import type { VendorTransferApi } from './caller.ts';
import { recallableTransferVendors } from './model.ts';
import { startTransfer } from './service.ts';

/**
 * Recall-all's share for vendors that keep their own balance: each vendor the player may hold
 * money at (recallableTransferVendors(): those offered now in the TRANSFER model, and any other
 * the player ever transferred with, so a vendor the brand switched off or over to the seamless
 * model is still emptied) is asked what the player holds there and that much is withdrawn. A
 * vendor that does not answer, or whose balance changed in between (the player is still
 * playing), is left for later and named; nothing is lost either way.
 */
export async function recallTransferVendors(
  db: Db,
  api: VendorTransferApi,
  merchant: { id: number; currency: string; walletMode: 'single' | 'transfer' },
  memberId: number,
) {
  const out = { recalled: 0n, pending: 0n, notRecalled: [] as string[] };
  for (const v of await recallableTransferVendors(db, merchant, memberId)) {
    const held = await api.balance(v.code, String(memberId), merchant.currency);
    if (held === null) {
      out.notRecalled.push(v.code);
      continue;
    }
    if (held === 0n) continue;
    try {
      const { row } = await startTransfer(db, api, {
        merchant,
        memberId,
        vendorCode: v.code,
        direction: 'OUT',
        amount: held,
      });
      if (row.status === 'DONE') out.recalled += held;
      else if (row.status === 'PENDING') out.pending += held;
      else out.notRecalled.push(v.code);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.notRecalled.push(v.code);
    }
  }
  return out;
}
