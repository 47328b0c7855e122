import type { ProviderAnswer } from '@mekong/contracts';
import { sql } from 'drizzle-orm';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { rowsOf } from '../../platform/money/ledger.ts';
import { type DebitCall, debitFingerprint } from './wallet.ts';

/**
 * A debit resent after its vendor session ended, answered as its first send was. A session ends
 * when the player signs out, changes the password elsewhere, takes a break or is locked (and after
 * its 12 hours): a vendor whose first answer was lost resends, as the API promises it always may,
 * and INVALID_TOKEN would tell it nothing moved while the stake was taken, leaving the bet open
 * with neither a credit nor a rollback to come. Only the ended session's own player's call is
 * answered (the stored request's hash names the player and what the id stands for, as
 * provider_debit() wrote it); anything else is no resend, and stays INVALID_TOKEN.
 */
export async function replayedDebit(
  db: Db,
  vendorCode: string,
  token: string,
  call: DebitCall,
): Promise<ProviderAnswer | null> {
  const [row] = await db.transaction(async (tx) => {
    // Under the id's lock, as provider_debit() takes it: a first send still running is waited for,
    // and its answer found once it committed (else this resend would be refused meanwhile).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${vendorCode}:${call.transactionId}`}))`);
    return rowsOf<{ response: ProviderAnswer | string }>(
      await tx.execute(sql`select k.response from vendor_sessions s
        join idempotency_keys k on k.merchant_id = 0 and k.scope = ${`vendor:${vendorCode}`}
          and k.key = ${call.transactionId}
          and k.request_hash = md5('DEBIT|' || ${debitFingerprint(call)}::text || '|' || s.member_id)
        where s.token_hash = ${hashToken(token)} and s.vendor_code = ${vendorCode} and k.response is not null`),
    );
  });
  if (!row) return null;
  const first = (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as ProviderAnswer;
  return { ...first, replayed: true };
}
