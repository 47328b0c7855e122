import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { vendorTransfers } from '../../../platform/db/schema.ts';
import type { VendorTransferApi } from './caller.ts';
import { resolveTransfer } from './service.ts';

/**
 * Longer than a vendor call may take, so the job never asks `status` about a transfer whose own
 * request is still on its way (that would be safe, as NOT_FOUND voids the id, but would fail a
 * transfer that was about to succeed).
 */
const QUIET_MS = 60_000;

/**
 * The resolve job: every transfer left PENDING by a vendor that did not answer is asked about
 * again until the vendor gives a definite `status`. Safe to run anywhere and twice.
 */
export async function resolvePendingTransfers(db: Db, api: VendorTransferApi, now = new Date()) {
  const pending = await db
    .select()
    .from(vendorTransfers)
    .where(
      and(eq(vendorTransfers.status, 'PENDING'), lt(vendorTransfers.updatedAt, new Date(now.getTime() - QUIET_MS))),
    )
    .orderBy(asc(vendorTransfers.updatedAt))
    .limit(200);
  const tally = { done: 0, failed: 0, pending: 0 };
  for (const row of pending) {
    const after = await resolveTransfer(db, api, row);
    if (after.status === 'DONE') tally.done++;
    else if (after.status === 'FAILED') tally.failed++;
    else tally.pending++;
  }
  return tally;
}
