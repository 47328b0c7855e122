import type { ProviderAnswer } from '@mekong/contracts';
import type { Db } from '../../platform/db/index.ts';
import { providerStatement, refusalOf } from './wallet.ts';

/**
 * Cancels a bet and gives the stake back, in one statement, provider_rollback()
 * (sql/functions/provider_rollback.sql). A rollback of a bet never seen is recorded and answered
 * OK, so the late bet that follows is refused; a bet that received a credit (a zero one too) or
 * whose round closed cannot be undone (ROUND_CLOSED), nor one already rolled back
 * (BET_ROLLED_BACK). The decision is made under the bet id's lock and its round's, the locks
 * debits and credits take.
 */
export async function rollback(
  db: Db,
  vendorCode: string,
  call: { transactionId: string; referenceId: string; roundId: string },
): Promise<ProviderAnswer> {
  // The vendor's id stands for this, not for the HTTP request's id: resends replay.
  const input = { referenceId: call.referenceId, roundId: call.roundId };
  try {
    return await providerStatement(db, 'provider_rollback', {
      vendor: vendorCode,
      transaction: call.transactionId,
      reference: call.referenceId,
      round: call.roundId,
      details: { key: call.transactionId, input },
      fingerprint: `${call.referenceId}|${call.roundId}`,
    });
  } catch (err) {
    throw refusalOf(err);
  }
}
