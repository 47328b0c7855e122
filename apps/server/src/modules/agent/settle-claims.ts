import type { ContractKind } from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { merchants } from '../../platform/db/schema.ts';
import { TOP_AGENT_CEILING, topRate } from './contract-rules.ts';
import { overlap, type Span, sameSpan } from './periods.ts';
import { baseOf, grossPay, type PeriodFigures, type Terms } from './salary.ts';
import type { Claim } from './settle-cap.ts';
import { type ContractInForce, teamFigures } from './settle-figures.ts';

export type Base = 'SALARY' | 'DIVIDEND';
/** What a contract of the kind is a share of: the valid bet (salaries) or the loss (dividends). */
export const baseOfKind = (kind: ContractKind): Base => (kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY');

/** A contract in force with its terms as parsed (none when they no longer parse) and its own gross on them. */
export type Priced = ContractInForce & {
  own: Terms & { period?: string | undefined };
  gross: ReturnType<typeof grossPay>;
};

type Piece = { upline: number; downline: Priced; memberId: number; part: Span; team: PeriodFigures };

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** A contract's claims on its upline's contracts, and what of its own gross none of them covers. */
export type DownlineClaims = { claims: Claim[]; uncovered: Map<number, bigint> };

const spanMs = (s: Span) => s.end.getTime() - s.start.getTime();

/**
 * A downline's own gross (its terms on its whole part) split across the pieces of that part its
 * upline's contracts were in force for, in proportion to each piece's base (valid bet, or loss):
 * so the claims add up to its gross, whatever the tiers would make of each piece alone (a tier
 * reached by the whole day is reached by no half of it). A dividend piece can lose more than the
 * whole part did (the team won some back at another time): the weights are then scaled to their
 * sum. When the pieces cover the whole part, what rounding down leaves goes to the last; else the
 * rest is what no upline contract covers (the upline's contract ended, or began, within the part).
 */
function splitGross(base: Base, d: Priced, pieces: readonly Piece[]): { claims: Claim[]; uncovered: bigint } {
  const gross = d.gross.amount;
  const weights = pieces.map((p) => baseOf(base, p.team));
  const whole = baseOf(base, d.team);
  const sum = weights.reduce((a, w) => a + w, 0n);
  let over = whole;
  if (sum > over) over = sum;
  const shares = weights.map((w) => (over > 0n ? (gross * w) / over : 0n));
  const covered = pieces.reduce((ms, p) => ms + spanMs(p.part), 0) >= spanMs(d.part);
  const left = gross - shares.reduce((a, x) => a + x, 0n);
  if (covered && shares.length > 0) shares[shares.length - 1] = (shares[shares.length - 1] ?? 0n) + left;
  return {
    claims: pieces.map((p, i) => ({ upline: p.upline, downline: d.id, gross: shares[i] ?? 0n })),
    uncovered: covered ? 0n : left,
  };
}

/**
 * Each contract's claims on its upline's contracts of the kind (whatever either's period type)
 * it shared hours with. Mostly one upline contract covers the downline's whole part, and the claim
 * is its own gross; where the upline's contract changed within the downline's part (new terms
 * accepted mid-period, or a contract ended or begun), the downline's team is read again for each
 * piece, in one statement, and its gross split across them (splitGross).
 */
export async function downlineClaims(
  db: Db,
  merchantId: number,
  base: Base,
  span: Span,
  all: readonly Priced[],
): Promise<DownlineClaims> {
  const held = new Map<number, Priced[]>();
  for (const c of all) push(held, c.memberId, c);
  const pieces: Piece[] = [];
  for (const d of all) {
    for (const u of held.get(d.uplineId) ?? []) {
      const part = overlap(u.part, d.part);
      if (part) pieces.push({ upline: u.id, downline: d, memberId: d.memberId, part, team: d.team });
    }
  }
  const unread = pieces.filter((p) => !sameSpan(p.part, p.downline.part));
  const read = unread.length > 0 ? await teamFigures(db, merchantId, span, unread) : [];
  unread.forEach((p, i) => {
    p.team = read[i] as PeriodFigures;
  });
  const byDownline = new Map<Priced, Piece[]>();
  for (const p of pieces) push(byDownline, p.downline, p);
  const out: DownlineClaims = { claims: [], uncovered: new Map() };
  for (const [d, own] of byDownline) {
    const whole = own.length === 1 && sameSpan((own[0] as Piece).part, d.part);
    const split = whole
      ? { claims: [{ upline: (own[0] as Piece).upline, downline: d.id, gross: d.gross.amount }], uncovered: 0n }
      : splitGross(base, d, own);
    out.claims.push(...split.claims);
    if (split.uncovered > 0n) out.uncovered.set(d.id, split.uncovered);
  }
  return out;
}

const brandCeiling = async (db: Db, merchantId: number, kind: ContractKind) => {
  const [row] = await db
    .select({ rate: merchants[TOP_AGENT_CEILING[kind]] })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.rate ?? 0;
};

/**
 * An upline's team over the period less the hours its own contracts of the kind cover: those hours
 * cap its downlines through those contracts already, and counted here too they would pay twice
 * (valid bet and profit add up over hours; the virtual tier asks for no active members).
 */
function hoursUncovered(team: PeriodFigures, all: readonly Priced[], upline: number): PeriodFigures {
  let { validBet, profitLoss } = team;
  for (const c of all) {
    if (c.memberId !== upline) continue;
    validBet -= c.team.validBet;
    profitLoss -= c.team.profitLoss;
  }
  return { validBet, profitLoss, activeMembers: team.activeMembers };
}

/** The brand's virtual contracts, one per upline with none of its own (keyed by its member id negated), and the claims on them. */
export type Roots = { gross: Map<number, bigint>; claims: Claim[] };

/**
 * A top agent (no upline: the brand made them) holds no contract and is paid none, but its offers
 * answer to the brand's ceiling of the kind as if that were its terms (ownTermsBelowUpline). So a
 * contract no upline contract claims for (every one a top agent offered; the rules let no other
 * upline offer without terms of its own) is capped as if under a contract at that rate, one tier
 * without thresholds, on its upline's whole team over the period (less the hours the upline's own
 * contracts of the kind cover, where it holds any: hoursUncovered): contracts side by side
 * under a top agent whose sub-teams bet against each other earn nothing either. A contract over
 * the ceiling (made before the brand set it, and not ended since) keeps its terms: the virtual
 * rate is then its top rate. For a salary this never binds (the upline's team bet at least what
 * its sub-teams did); for a dividend it binds when sub-teams won back what others lost. What the
 * virtual contract keeps, nobody is paid. One statement reads every such upline's team.
 */
export async function brandRoots(
  db: Db,
  merchantId: number,
  kind: ContractKind,
  span: Span,
  unclaimed: readonly { contract: Priced; claim: bigint }[],
  all: readonly Priced[],
): Promise<Roots> {
  const under = new Map<number, { contract: Priced; claim: bigint }[]>();
  for (const u of unclaimed) push(under, u.contract.uplineId, u);
  const roots: Roots = { gross: new Map(), claims: [] };
  if (under.size === 0) return roots;
  const ceiling = await brandCeiling(db, merchantId, kind);
  const uplines = [...under.entries()];
  const teams = await teamFigures(
    db,
    merchantId,
    span,
    uplines.map(([memberId]) => ({ memberId, part: span })),
  );
  const base = baseOfKind(kind);
  uplines.forEach(([upline, entries], i) => {
    const rate = entries.reduce((best, u) => Math.max(best, topRate(u.contract.own)), ceiling);
    const virtual = { tiers: [{ validBet: '0', activeMembers: 0, rate }] };
    const team = hoursUncovered(teams[i] as PeriodFigures, all, upline);
    roots.gross.set(-upline, grossPay(base, virtual, team).amount);
    for (const u of entries) roots.claims.push({ upline: -upline, downline: u.contract.id, gross: u.claim });
  });
  return roots;
}
