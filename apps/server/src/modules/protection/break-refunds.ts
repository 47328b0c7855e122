import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HouseDeps } from '../../house/instant.ts';
import { voidUpcomingSportsBets } from '../../house/sports/void-upcoming.ts';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/index.ts';
import { refundOpenLotteryBets } from '../lottery/index.ts';
import { exclusionCopiesOf } from './exclusion-across-brands.ts';

export type BreakRefundDeps = { db: Db; house: HouseDeps | undefined };

const SYSTEM = { type: 'system' as const, id: 'break-refund' };

/** Some of a player's upcoming bets could not be refunded; running the refund again finishes it. */
export class BreakRefundIncomplete extends Error {
  readonly failed: Record<string, string>;
  readonly counts: Record<string, number>;
  constructor(failed: Record<string, string>, counts: Record<string, number>) {
    super(`break refund incomplete: ${Object.keys(failed).join(', ')}`);
    this.failed = failed;
    this.counts = counts;
  }
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * A player starting a break gets back the stakes of bets on what has not begun: lottery bets on
 * draws still taking bets and sportsbook bets before kick-off. What has started or closed runs its
 * course. Both parts refund only bets still open, so running this again refunds nothing twice and
 * finishes what a failure left. An audit line counts what was refunded and names what failed.
 */
export async function refundUpcomingBets(
  deps: BreakRefundDeps,
  merchantId: number,
  memberId: number,
  /** For a copy of a self-exclusion taken on another brand: that brand, named in the audit line. */
  from?: { fromMerchantId: number },
) {
  const counts = { lotteryBets: 0, lotteryDraws: 0, sportsBets: 0, sportsRefunded: 0 };
  const failed: Record<string, string> = {};
  try {
    const lottery = await refundOpenLotteryBets(deps.db, merchantId, memberId);
    counts.lotteryBets = lottery.bets;
    counts.lotteryDraws = lottery.draws;
  } catch (err) {
    failed.lottery = messageOf(err);
  }
  try {
    if (!deps.house) throw new Error('the house vendor is not mounted');
    const sports = await voidUpcomingSportsBets(deps.house, String(memberId));
    counts.sportsBets = sports.voided;
    counts.sportsRefunded = sports.refunded;
  } catch (err) {
    failed.sports = messageOf(err);
  }
  const incomplete = Object.keys(failed).length > 0;
  // A line when money moved or something failed; a player with nothing open leaves no noise in
  // the protection history.
  if (incomplete || counts.lotteryBets + counts.sportsBets > 0)
    await audit(deps.db, {
      merchantId,
      actor: SYSTEM,
      action: 'break.refund',
      details: { memberId, ...from, ...counts, ...(incomplete ? { failed } : {}) },
    });
  if (incomplete) throw new BreakRefundIncomplete(failed, counts);
  return counts;
}

export type CopyRefund = {
  merchantId: number;
  memberId: number;
  counts: Record<string, number>;
  failed?: Record<string, string>;
};

/**
 * A self-exclusion a brand extends to the same person on other brands refunds their bets there as
 * the break refunds the player's own: each copy (exclusionCopiesOf()) through refundUpcomingBets()
 * on its own brand, audited there with the brand the exclusion came from. Each runs apart, so one
 * failing leaves the others refunded; what failed is answered (and audited) for a run again, and a
 * run again refunds nothing twice. The exclusions stand whatever happens here.
 */
export async function refundExclusionCopies(
  deps: BreakRefundDeps,
  merchantId: number,
  memberId: number,
): Promise<CopyRefund[]> {
  const out: CopyRefund[] = [];
  for (const copy of await exclusionCopiesOf(deps.db, merchantId, memberId)) {
    try {
      const counts = await refundUpcomingBets(deps, copy.merchantId, copy.memberId, { fromMerchantId: merchantId });
      out.push({ ...copy, counts });
    } catch (err) {
      const incomplete = err instanceof BreakRefundIncomplete ? err : null;
      out.push({
        ...copy,
        counts: incomplete?.counts ?? {},
        failed: incomplete?.failed ?? { copy: messageOf(err) },
      });
    }
  }
  return out;
}

/** The house vendor's deps, which buildApp attaches to the app once the house is mounted (app.ts). */
const houseOf = (server: FastifyInstance) => (server as FastifyInstance & { house?: HouseDeps }).house;

/**
 * Called by both break routes once the break has committed: the player's upcoming bets, then
 * those of the accounts a self-exclusion reached on other brands. The break stands whatever
 * happens here: a failure is logged with the player, for the refund to be run again.
 */
export async function refundAfterBreak(db: Db, request: FastifyRequest, merchantId: number, memberId: number) {
  const deps = { db, house: houseOf(request.server) };
  try {
    const counts = await refundUpcomingBets(deps, merchantId, memberId);
    request.log.info({ merchantId, memberId, ...counts }, 'break: upcoming bets refunded');
  } catch (err) {
    request.log.error(
      { err, merchantId, memberId, failed: (err as Partial<BreakRefundIncomplete>).failed },
      'break: refunding upcoming bets failed; refundUpcomingBets may be run again for this player',
    );
  }
  try {
    for (const copy of await refundExclusionCopies(deps, merchantId, memberId)) {
      const where = { fromMerchantId: merchantId, merchantId: copy.merchantId, memberId: copy.memberId };
      if (copy.failed)
        request.log.error(
          { ...where, counts: copy.counts, failed: copy.failed },
          'break: refunding upcoming bets on another brand failed; refundExclusionCopies may be run again',
        );
      else request.log.info({ ...where, ...copy.counts }, 'break: upcoming bets refunded on another brand');
    }
  } catch (err) {
    request.log.error(
      { err, merchantId, memberId },
      'break: the exclusion’s other brands were not refunded; refundExclusionCopies may be run again',
    );
  }
}
