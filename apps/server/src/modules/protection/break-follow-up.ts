import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import type { Actor } from '../../platform/money/command.ts';
import { rowsOf } from '../../platform/money/ledger.ts';
import { recallHome } from '../wallet/index.ts';
import { type BreakRefundDeps, BreakRefundIncomplete, refundUpcomingBets } from './break-refunds.ts';

/**
 * What a break sets off once it has started. The player's upcoming bets are refunded
 * (break-refunds.ts). On a transfer-wallet brand, the money at vendors that keep their own balance
 * comes home to the main wallet, where only a withdrawal reaches it: left there, it would go on
 * playing out of the stake policy's reach, in a game window the break did not close.
 *
 * The break routes do both at once. The `break-follow-up` job then takes every running break a
 * minute after it began and finishes what is left, trying again later while something is:
 * - a vendor that did not answer, or a recall still waiting for the vendor's answer;
 * - a refund that failed;
 * - a self-exclusion a brand copied to the same person on another brand (exclusion-across-brands.ts).
 * A pass that leaves nothing marks the break followed up. Refunds and recalls move only what is
 * still there, so a pass run twice, or beside the route's own, moves nothing twice.
 */
export type BreakFollowUpDeps = BreakRefundDeps & { vendorApi: VendorApi };

/** The transfer-wallet vendors' API, as the wallet module takes it (the provider module uses protection). */
type VendorApi = Parameters<typeof recallHome>[1];

const SYSTEM: Actor = { type: 'system', id: 'break-follow-up' };

/** The routes act on a break at once; the job leaves it this long, so as not to race them. */
const GRACE_MINUTES = 1;
/** Breaks followed up per run, oldest first; the rest wait for the next minute's run. */
const BATCH = 50;
/** A vendor down for hours is asked again after 1, 2, 4 ... minutes, then every hour. */
export const retryAfterMinutes = (attempts: number) => Math.min(2 ** attempts, 60);

type Merchant = Pick<ResolvedMerchant, 'id' | 'currency' | 'walletMode'>;

/** Where a break's follow-up stands, for staff (the player's protection view). */
export const followUpState = (b: { followedUpAt: Date | null; followUpAttempts: number }) =>
  b.followedUpAt ? 'DONE' : b.followUpAttempts > 0 ? 'RETRYING' : 'UNDER_WAY';

/**
 * Money at the player's vendors brought home, as the break routes do it at once. Answers what is
 * left out (vendors that did not answer, or recalls still pending); a failure is logged with the
 * player and left to the job.
 */
export async function bringHomeAfterBreak(
  deps: Pick<BreakFollowUpDeps, 'db' | 'vendorApi'>,
  log: FastifyBaseLogger,
  merchant: Merchant,
  memberId: number,
): Promise<string[]> {
  if (merchant.walletMode !== 'transfer') return [];
  try {
    const recalled = await recallHome(deps.db, deps.vendorApi, merchant, memberId, SYSTEM);
    log.info({ merchantId: merchant.id, memberId, ...recalled }, 'break: transfer wallets recalled');
    return [...recalled.notRecalled, ...(recalled.pending === '0' ? [] : ['pending'])];
  } catch (err) {
    log.error({ err, merchantId: merchant.id, memberId }, 'break: recalling transfer wallets failed');
    return ['recall'];
  }
}

type DueBreak = {
  id: number;
  merchant_id: number;
  member_id: number;
  attempts: number;
  from_merchant_id: number | null;
  currency: string;
  wallet_mode: 'single' | 'transfer';
};

/** What one pass over a break leaves undone: empty when the break is followed up. */
async function followUp(deps: BreakFollowUpDeps, log: FastifyBaseLogger, b: DueBreak): Promise<string[]> {
  const left: string[] = [];
  try {
    await refundUpcomingBets(
      deps,
      b.merchant_id,
      b.member_id,
      b.from_merchant_id === null ? undefined : { fromMerchantId: b.from_merchant_id },
    );
  } catch (err) {
    left.push(...(err instanceof BreakRefundIncomplete ? Object.keys(err.failed) : ['refunds']));
  }
  const merchant = { id: b.merchant_id, currency: b.currency, walletMode: b.wallet_mode };
  left.push(...(await bringHomeAfterBreak(deps, log, merchant, b.member_id)));
  return left;
}

/**
 * The job: every running break not yet followed up, from a minute after it began, and each one
 * again on its retry schedule while something is left. `merchantId` keeps a run to one brand's
 * breaks (a run by hand for one brand; tests, which share a database). Answers how many were
 * finished and how many wait for another try.
 */
export async function followUpBreaks(
  deps: BreakFollowUpDeps,
  log: FastifyBaseLogger,
  { now = new Date(), merchantId }: { now?: Date; merchantId?: number } = {},
) {
  const at = now.toISOString();
  const due = rowsOf<DueBreak>(
    await deps.db.execute(sql`select b.id, b.merchant_id, b.member_id, b.follow_up_attempts as attempts,
        s.merchant_id as from_merchant_id, m.currency, m.wallet_mode
      from player_breaks b
      join merchants m on m.id = b.merchant_id
      left join player_breaks s on s.id = b.source_break_id
      where b.followed_up_at is null and (b.ends_at is null or b.ends_at > ${at}::timestamptz)
        and b.started_at <= ${at}::timestamptz - make_interval(mins => ${GRACE_MINUTES})
        and (b.follow_up_next_at is null or b.follow_up_next_at <= ${at}::timestamptz)
        and (${merchantId ?? null}::int is null or b.merchant_id = ${merchantId ?? null}::int)
      order by b.id
      limit ${BATCH}`),
  );
  const out = { followedUp: 0, retrying: 0 };
  for (const b of due) {
    const left = await followUp(deps, log, b);
    if (left.length === 0) {
      await deps.db.execute(sql`update player_breaks set followed_up_at = ${at}::timestamptz where id = ${b.id}`);
      out.followedUp++;
      continue;
    }
    await deps.db.execute(sql`update player_breaks set follow_up_attempts = ${b.attempts + 1},
        follow_up_next_at = ${at}::timestamptz + make_interval(mins => ${retryAfterMinutes(b.attempts)})
      where id = ${b.id}`);
    log.warn({ breakId: b.id, merchantId: b.merchant_id, memberId: b.member_id, left }, 'break: follow-up left');
    out.retrying++;
  }
  return out;
}
