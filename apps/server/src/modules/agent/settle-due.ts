import { type ContractKind, contractTerms } from '@mekong/contracts';
import type { Db } from '../../platform/db/index.ts';
import { dividendPeriodOf, overlap, type PeriodType, periodTypesOf, type Span, sameSpan } from './periods.ts';
import { type PeriodFigures, salaryDue, type Terms } from './salary.ts';
import { type ContractInForce, contractsInForce, teamFigures } from './settle-figures.ts';
import type { PaymentRow } from './settle-pay.ts';

/** Terms as stored; a row that no longer parses pays nothing rather than failing the whole run. */
const termsOf = (raw: unknown): Terms & { period?: string | undefined } => {
  const parsed = contractTerms.safeParse(raw);
  return parsed.success ? parsed.data : { tiers: [] };
};

const periodTypeOf = (kind: ContractKind, terms: { period?: string | undefined }): PeriodType =>
  kind === 'DIVIDEND' ? dividendPeriodOf(terms) : (periodTypesOf(kind)[0] as PeriodType);

/** A direct downline's contract as its upline's pays for it: its terms, on its team over the part both were in force. */
type Share = { terms: Terms; team: PeriodFigures };
type Piece = Share & { payee: number; memberId: number; part: Span };

/**
 * What each payee's direct downlines' contracts of the kind earn over the part of the period both
 * were in force (whatever the downline contract's own period type): the share the house pays the
 * downline for those hours, so it comes off the upline's pay for the same hours. Mostly that part
 * is the downline's own, whose figures are at hand; only where the upline's contract changed
 * within the downline's part (new terms accepted mid-period) is the downline's team read again,
 * for each piece, in one statement.
 */
async function downlineShares(
  db: Db,
  merchantId: number,
  span: Span,
  payees: readonly ContractInForce[],
  all: readonly ContractInForce[],
  terms: ReadonlyMap<number, Terms>,
) {
  const below = new Map<number, ContractInForce[]>();
  for (const c of all) below.set(c.uplineId, [...(below.get(c.uplineId) ?? []), c]);
  const pieces: Piece[] = [];
  const unread: Piece[] = [];
  for (const c of payees) {
    for (const d of below.get(c.memberId) ?? []) {
      const part = overlap(c.part, d.part);
      if (!part) continue;
      const piece = { payee: c.id, memberId: d.memberId, part, terms: terms.get(d.id) ?? { tiers: [] }, team: d.team };
      pieces.push(piece);
      if (!sameSpan(part, d.part)) unread.push(piece);
    }
  }
  const read = unread.length > 0 ? await teamFigures(db, merchantId, span, unread) : [];
  unread.forEach((piece, i) => {
    piece.team = read[i] as PeriodFigures;
  });
  const shares = new Map<number, Share[]>();
  for (const p of pieces) shares.set(p.payee, [...(shares.get(p.payee) ?? []), { terms: p.terms, team: p.team }]);
  return shares;
}

export type DuePeriod = {
  /** The contracts of the period type with something to settle in it. */
  contractIds: number[];
  paidBefore: number;
  rows: PaymentRow[];
};

/**
 * What each contract of the period type is due for its part of the period (all of it, or from its
 * start or to its end when it came into force or ended within it): its salaryDue on its member's
 * team over that part, less each direct downline's share over the part both were in force.
 * Contracts paid already, and those whose team was idle (no row: real-time salary has 288
 * periods a day), are left out.
 */
export async function duePayments(
  db: Db,
  merchantId: number,
  kind: ContractKind,
  type: PeriodType,
  span: Span,
): Promise<DuePeriod> {
  const all = await contractsInForce(db, merchantId, kind, span);
  const terms = new Map(all.map((c) => [c.id, termsOf(c.terms)]));
  const payees = all.filter((c) => periodTypeOf(kind, terms.get(c.id) ?? { tiers: [] }) === type);
  const owed = payees.filter((c) => !c.paid && c.team.activeMembers > 0);
  const shares = await downlineShares(db, merchantId, span, owed, all, terms);
  const base = kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY';
  const rows = owed.map((c): PaymentRow => {
    const due = salaryDue(base, { terms: terms.get(c.id) ?? { tiers: [] }, team: c.team }, shares.get(c.id) ?? []);
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
      rate: due.tier?.rate ?? 0,
      gross: due.gross,
      passedDown: due.passedOn,
      amount: due.amount,
    };
  });
  return { contractIds: payees.map((c) => c.id), paidBefore: payees.filter((c) => c.paid).length, rows };
}
