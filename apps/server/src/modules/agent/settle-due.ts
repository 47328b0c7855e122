import { type ContractKind, contractTerms } from '@mekong/contracts';
import type { Db } from '../../platform/db/index.ts';
import { dividendPeriodOf, type PeriodType, periodTypesOf, type Span } from './periods.ts';
import { grossPay, type Terms } from './salary.ts';
import { payTopDown } from './settle-cap.ts';
import { baseOfKind, brandRoots, downlineClaims, type Priced } from './settle-claims.ts';
import { contractsInForce } from './settle-figures.ts';
import type { PaymentRow } from './settle-pay.ts';

/** Terms as stored; a row that no longer parses pays nothing rather than failing the whole run. */
const termsOf = (raw: unknown): Terms & { period?: string | undefined } => {
  const parsed = contractTerms.safeParse(raw);
  return parsed.success ? parsed.data : { tiers: [] };
};

const periodTypeOf = (kind: ContractKind, terms: { period?: string | undefined }): PeriodType =>
  kind === 'DIVIDEND' ? dividendPeriodOf(terms) : (periodTypesOf(kind)[0] as PeriodType);

export type DuePeriod = {
  /** The contracts of the period type with something to settle in it. */
  contractIds: number[];
  paidBefore: number;
  rows: PaymentRow[];
};

/**
 * Every contract in force during the period (of whatever period type: they are the tree the pay
 * flows down), capped top-down: its own gross, the least of that and what its upline contracts
 * allot it, what of that it passes down and keeps (payTopDown). Where no upline contract claims
 * for one (under a top agent), or for part of its gross (its upline's contract ended or began
 * within the period), the brand's virtual contract over its upline does (brandRoots).
 */
async function cappedTree(db: Db, merchantId: number, kind: ContractKind, span: Span, all: readonly Priced[]) {
  const { claims, uncovered } = await downlineClaims(db, merchantId, baseOfKind(kind), span, all);
  const claimed = new Set(claims.map((c) => c.downline));
  const rootless = all.flatMap((contract) => {
    const claim = claimed.has(contract.id) ? uncovered.get(contract.id) : contract.gross.amount;
    return claim === undefined ? [] : [{ contract, claim }];
  });
  const roots = await brandRoots(db, merchantId, kind, span, rootless, all);
  const gross = new Map([...all.map((c): [number, bigint] => [c.id, c.gross.amount]), ...roots.gross]);
  return payTopDown(gross, new Set(roots.gross.keys()), [...roots.claims, ...claims]);
}

/**
 * What each contract of the period type is due for its part of the period (all of it, or from its
 * start or to its end when it came into force or ended within it): its terms' gross on its
 * member's team over that part, capped by what its upline's contracts allot it (no more than they
 * earn, shared pro rata among their downlines when theirs add up to more), less what it allots its
 * own direct downlines over the part both were in force. Contracts paid already, and those whose
 * team was idle (no row: real-time salary has 288 periods a day), are left out.
 */
export async function duePayments(
  db: Db,
  merchantId: number,
  kind: ContractKind,
  type: PeriodType,
  span: Span,
): Promise<DuePeriod> {
  const base = baseOfKind(kind);
  const all = (await contractsInForce(db, merchantId, kind, span)).map((c): Priced => {
    const own = termsOf(c.terms);
    return { ...c, own, gross: grossPay(base, own, c.team) };
  });
  const payees = all.filter((c) => periodTypeOf(kind, c.own) === type);
  const owed = payees.filter((c) => !c.paid && c.team.activeMembers > 0);
  const due = { contractIds: payees.map((c) => c.id), paidBefore: payees.filter((c) => c.paid).length };
  if (owed.length === 0) return { ...due, rows: [] };
  const capped = await cappedTree(db, merchantId, kind, span, all);
  const rows = owed.map((c): PaymentRow => {
    const pay = capped.get(c.id) ?? { passedDown: 0n, amount: 0n };
    return {
      merchantId,
      contractId: c.id,
      memberId: c.memberId,
      kind,
      periodStart: c.part.start,
      periodEnd: c.part.end,
      validBet: c.team.validBet,
      profitLoss: c.team.profitLoss,
      activeMembers: c.team.activeMembers,
      rate: c.gross.tier?.rate ?? 0,
      gross: c.gross.amount,
      passedDown: pay.passedDown,
      amount: pay.amount,
    };
  });
  return { ...due, rows };
}
