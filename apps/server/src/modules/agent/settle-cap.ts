import { allot } from './salary.ts';

/** A downline contract's claim on one of its upline's contracts: its gross over the part both were in force. */
export type Claim = { upline: number; downline: number; gross: bigint };

/** A contract's pay once capped: what it may be paid in all, what of that went to its downlines, what it keeps. */
export type Capped = { payable: bigint; passedDown: bigint; amount: bigint };

const indexClaims = (claims: readonly Claim[]) => {
  const below = new Map<number, Claim[]>();
  const waiting = new Map<number, number>();
  for (const c of claims) {
    const list = below.get(c.upline);
    if (list) list.push(c);
    else below.set(c.upline, [c]);
    waiting.set(c.downline, (waiting.get(c.downline) ?? 0) + 1);
  }
  return { below, waiting };
};

/**
 * Pays a tree of contracts top-down, so the house never pays more below a contract than that
 * contract earns. `gross` holds each node's own gross (its terms on its team); `roots` are paid
 * theirs in full, every other node the least of its gross and what its upline contracts allot it
 * (two when the upline's terms changed mid-period). What a node may be paid is shared among its
 * downlines' claims (allot) and it keeps the rest. A node that is no root and nothing claims for
 * is allotted nothing (the settlement puts every contract under an upline contract or a root).
 * Nodes are taken uplines first, without recursion, however deep the tree; one in a cycle (no
 * tree makes one) is never reached and is left out, which pays it nothing.
 */
export function payTopDown(
  gross: ReadonlyMap<number, bigint>,
  roots: ReadonlySet<number>,
  claims: readonly Claim[],
): Map<number, Capped> {
  const { below, waiting } = indexClaims(claims);
  const allotted = new Map<number, bigint>();
  const capped = new Map<number, Capped>();
  const ready = [...gross.keys()].filter((id) => !waiting.has(id));
  for (let id = ready.pop(); id !== undefined; id = ready.pop()) {
    const own = gross.get(id) ?? 0n;
    const got = allotted.get(id) ?? 0n;
    const payable = roots.has(id) || own < got ? own : got;
    const out = below.get(id) ?? [];
    const shares = allot(
      payable,
      out.map((c) => c.gross),
    );
    let passedDown = 0n;
    out.forEach((c, i) => {
      const share = shares[i] ?? 0n;
      passedDown += share;
      allotted.set(c.downline, (allotted.get(c.downline) ?? 0n) + share);
      const left = (waiting.get(c.downline) ?? 1) - 1;
      waiting.set(c.downline, left);
      if (left === 0) ready.push(c.downline);
    });
    capped.set(id, { payable, passedDown, amount: payable - passedDown });
  }
  return capped;
}
