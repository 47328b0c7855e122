import { type ContractKind, contractTerms } from '@mekong/contracts';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { mainAccounts } from '../../platform/money/accounts.ts';
import type { Actor } from '../../platform/money/command.ts';
import { dividendPeriodOf, type PeriodType, periodAt, periodTypesOf, type Span, startsPeriod } from './periods.ts';
import { salaryDue, type Terms } from './salary.ts';
import { type ContractInForce, contractsInForce } from './settle-figures.ts';
import { type PaymentRow, payContract, recordRun, recordUnpaid, type SettleMerchant } from './settle-pay.ts';

export type { SettleMerchant } from './settle-pay.ts';

/** Terms as stored; a row that no longer parses pays nothing rather than failing the whole run. */
const termsOf = (raw: unknown): Terms & { period?: string | undefined } => {
  const parsed = contractTerms.safeParse(raw);
  return parsed.success ? parsed.data : { tiers: [] };
};

const periodTypeOf = (kind: ContractKind, terms: { period?: string | undefined }): PeriodType =>
  kind === 'DIVIDEND' ? dividendPeriodOf(terms) : (periodTypesOf(kind)[0] as PeriodType);

export type PeriodResult = {
  periodType: PeriodType;
  periodStart: string;
  periodEnd: string;
  /** Contracts of the kind and period type in force when the period ended. */
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
 * What each contract of the period type is due: its salaryDue on its member's team figures,
 * less what each direct downline's own contract of the kind earns on that downline's team over
 * the same span (whatever that downline contract's own period type). Contracts paid already,
 * and those whose team was idle (no row: real-time salary has 288 periods a day), are left out.
 */
function dueRows(merchantId: number, kind: ContractKind, type: PeriodType, span: Span, all: ContractInForce[]) {
  const terms = new Map(all.map((c) => [c.id, termsOf(c.terms)]));
  const below = new Map<number, ContractInForce[]>();
  for (const c of all) below.set(c.uplineId, [...(below.get(c.uplineId) ?? []), c]);
  const payees = all.filter((c) => periodTypeOf(kind, terms.get(c.id) ?? { tiers: [] }) === type);
  const rows: PaymentRow[] = [];
  for (const c of payees) {
    if (c.paid || c.team.activeMembers === 0) continue;
    const downlines = (below.get(c.memberId) ?? []).map((d) => ({
      terms: terms.get(d.id) ?? { tiers: [] },
      team: d.team,
    }));
    const base = kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY';
    const due = salaryDue(base, { terms: terms.get(c.id) ?? { tiers: [] }, team: c.team }, downlines);
    rows.push({
      merchantId,
      contractId: c.id,
      memberId: c.memberId,
      kind,
      periodStart: span.start,
      periodEnd: span.end,
      validBet: c.team.validBet,
      profitLoss: c.team.profitLoss,
      activeMembers: c.team.activeMembers,
      rate: due.tier?.rate ?? 0,
      gross: due.gross,
      passedDown: due.passedOn,
      amount: due.amount,
    });
  }
  return { contracts: payees.length, paidBefore: payees.filter((c) => c.paid).length, rows };
}

/**
 * Settles one period of one kind for a merchant: every contract in force at the period's end is
 * paid what dueRows finds. Already-paid contracts are skipped and every payment is keyed, so
 * running this twice, at once or years apart, pays each (contract, period) once.
 */
export async function settlePeriod(
  db: Db,
  merchant: SettleMerchant,
  kind: ContractKind,
  type: PeriodType,
  span: Span,
  actor: Actor,
): Promise<PeriodResult> {
  const due = dueRows(merchant.id, kind, type, span, await contractsInForce(db, merchant.id, kind, span));
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
  if (due.contracts > 0) await recordRun(db, merchant.id, kind, type, span, due.contracts);
  return {
    periodType: type,
    periodStart: span.start.toISOString(),
    periodEnd: span.end.toISOString(),
    contracts: due.contracts,
    paid: result.paid,
    amount: result.amount.toString(),
    alreadyPaid: result.alreadyPaid,
  };
}

/**
 * Settles (or replays) the period of a kind that starts at `periodStart` in the merchant's time
 * zone: for a dividend, every dividend period type that starts there and has closed (a month's
 * first midnight starts a day, maybe a week, a half month and the month). An instant that starts
 * no period of the kind, or a period still open, is refused.
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
  const closed = types.map((t) => ({ t, span: periodAt(t, periodStart, tz) })).filter((p) => p.span.end <= now);
  if (closed.length === 0) throw new AppError('request.param.err', 'That period has not closed yet');
  const periods: PeriodResult[] = [];
  for (const p of closed) periods.push(await settlePeriod(db, merchant, kind, p.t, p.span, actor));
  return { kind, timezone: tz, periods };
}
