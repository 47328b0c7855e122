import type { ContractKind } from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { merchants } from '../../platform/db/schema.ts';
import { TOP_AGENT_CEILING, topRate } from './contract-rules.ts';
import { overlap, type Span, sameSpan } from './periods.ts';
import { grossPay, type PeriodFigures, type Terms } from './salary.ts';
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

/**
 * Each contract's claim on each of its upline's contracts of the kind (whatever either's period
 * type) it shared hours with: its terms on its team over the part both were in force. Mostly that
 * part is the downline's own, whose figures and gross are at hand; only where the upline's contract
 * changed within the downline's part (new terms accepted mid-period) is the downline's team read
 * again, for each piece, in one statement.
 */
export async function downlineClaims(
  db: Db,
  merchantId: number,
  base: Base,
  span: Span,
  all: readonly Priced[],
): Promise<Claim[]> {
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
  return pieces.map((p) => ({
    upline: p.upline,
    downline: p.downline.id,
    gross: grossPay(base, p.downline.own, p.team).amount,
  }));
}

const brandCeiling = async (db: Db, merchantId: number, kind: ContractKind) => {
  const [row] = await db
    .select({ rate: merchants[TOP_AGENT_CEILING[kind]] })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.rate ?? 0;
};

/** The brand's virtual contracts, one per upline with none of its own (keyed by its member id negated), and the claims on them. */
export type Roots = { gross: Map<number, bigint>; claims: Claim[] };

/**
 * A top agent (no upline: the brand made them) holds no contract and is paid none, but its offers
 * answer to the brand's ceiling of the kind as if that were its terms (ownTermsBelowUpline). So a
 * contract no upline contract claims for (every one a top agent offered; the rules let no other
 * upline offer without terms of its own) is capped as if under a contract at that rate, one tier
 * without thresholds, on its upline's whole team over the whole period: contracts side by side
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
  unclaimed: readonly Priced[],
): Promise<Roots> {
  const under = new Map<number, Priced[]>();
  for (const c of unclaimed) push(under, c.uplineId, c);
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
  uplines.forEach(([upline, contracts], i) => {
    const rate = contracts.reduce((best, c) => Math.max(best, topRate(c.own)), ceiling);
    const virtual = { tiers: [{ validBet: '0', activeMembers: 0, rate }] };
    roots.gross.set(-upline, grossPay(base, virtual, teams[i] as PeriodFigures).amount);
    for (const c of contracts) roots.claims.push({ upline: -upline, downline: c.id, gross: c.gross.amount });
  });
  return roots;
}
