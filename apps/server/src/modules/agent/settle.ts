import type { ContractKind } from '@mekong/contracts';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { mainAccounts } from '../../platform/money/accounts.ts';
import type { Actor } from '../../platform/money/command.ts';
import { type PeriodType, periodAt, periodTypesOf, type Span, startsPeriod } from './periods.ts';
import { duePayments } from './settle-due.ts';
import { payContract, recordRun, recordUnpaid, type SettleMerchant } from './settle-pay.ts';

export type { SettleMerchant } from './settle-pay.ts';

export type PeriodResult = {
  periodType: PeriodType;
  periodStart: string;
  periodEnd: string;
  /**
   * Contracts of the kind and period type in force during the period: at its end, or for a part
   * of it in which their team settled bets.
   */
  contracts: number;
  /** Payments this call made, and their sum. */
  paid: number;
  amount: string;
  /** Contracts this call found paid already (by an earlier run or another process at once). */
  alreadyPaid: number;
};

/** Payments made side by side: each holds a pool connection for its transaction. */
const PARALLEL = 4;

/**
 * Settles one period of one kind for a merchant: every contract in force during it is paid what
 * duePayments finds for its part of it. Already-paid contracts are skipped and every payment is
 * keyed, so running this twice, at once or years apart, pays each (contract, period) once.
 */
export async function settlePeriod(
  db: Db,
  merchant: SettleMerchant,
  kind: ContractKind,
  type: PeriodType,
  span: Span,
  actor: Actor,
): Promise<PeriodResult> {
  const due = await duePayments(db, merchant.id, kind, type, span);
  const result = { paid: 0, amount: 0n, alreadyPaid: due.paidBefore };
  const paying = due.rows.filter((r) => r.amount > 0n);
  const wallets = paying.length
    ? await mainAccounts(
        db,
        merchant,
        paying.map((r) => r.memberId),
      )
    : new Map();
  const queue = [...due.rows];
  const work = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      if (row.amount === 0n) {
        await recordUnpaid(db, row);
        continue;
      }
      const paid = await payContract(db, merchant, row, wallets.get(row.memberId) as number, actor);
      if (paid.replayed) {
        result.alreadyPaid++;
        continue;
      }
      result.paid++;
      result.amount += row.amount;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, work));
  if (due.contractIds.length > 0) await recordRun(db, merchant.id, kind, type, span, due.contractIds);
  return {
    periodType: type,
    periodStart: span.start.toISOString(),
    periodEnd: span.end.toISOString(),
    contracts: due.contractIds.length,
    paid: result.paid,
    amount: result.amount.toString(),
    alreadyPaid: result.alreadyPaid,
  };
}

/**
 * A period is read this long after it closes, so a bet settled at its last instant has committed:
 * the scheduled runs and an operator's run alike. A run is recorded once per period, so a run that
 * read it earlier would leave such a bet out for good.
 */
export const SETTLE_GRACE_MS = 60_000;

/**
 * Settles (or replays) the period of a kind that starts at `periodStart` in the merchant's time
 * zone: for a dividend, every dividend period type that starts there and has closed (a month's
 * first midnight starts a day, maybe a week, a half month and the month). An instant that starts
 * no period of the kind, or a period still open or closed less than SETTLE_GRACE_MS ago, is
 * refused.
 */
export async function settleContracts(
  db: Db,
  merchant: SettleMerchant,
  kind: ContractKind,
  periodStart: Date,
  actor: Actor,
  now = new Date(),
) {
  const tz = merchant.timezone;
  const types = periodTypesOf(kind).filter((t) => startsPeriod(t, periodStart, tz));
  if (types.length === 0) {
    throw new AppError('request.param.err', `${periodStart.toISOString()} starts no ${kind} period in ${tz}`);
  }
  const closed = types
    .map((t) => ({ t, span: periodAt(t, periodStart, tz) }))
    .filter((p) => p.span.end.getTime() + SETTLE_GRACE_MS <= now.getTime());
  if (closed.length === 0)
    throw new AppError('request.param.err', 'That period has not closed yet (or closed less than a minute ago)');
  const periods: PeriodResult[] = [];
  for (const p of closed) periods.push(await settlePeriod(db, merchant, kind, p.t, p.span, actor));
  return { kind, timezone: tz, periods };
}
