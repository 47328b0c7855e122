/**
 * A Vietnamese regional draw's result and the numbers bets are judged on. Prize names follow the
 * state lotteries: the north has 27 numbers (special to 7th), the south and centre 18 (special
 * to 8th); see shared/reference/vn-lottery.md.
 */
export type VnRegion = 'NORTH' | 'CENTRAL' | 'SOUTH';

export const VN_PRIZES = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
export type VnPrize = (typeof VN_PRIZES)[number];
export type VnResult = { region: VnRegion } & Partial<Record<VnPrize, string[]>>;

/** How many numbers of how many digits each prize draws, per region. */
export const VN_PRIZE_SHAPE: Record<VnRegion, Partial<Record<VnPrize, { count: number; digits: number }>>> = {
  NORTH: {
    special: { count: 1, digits: 5 },
    first: { count: 1, digits: 5 },
    second: { count: 2, digits: 5 },
    third: { count: 6, digits: 5 },
    fourth: { count: 4, digits: 4 },
    fifth: { count: 6, digits: 4 },
    sixth: { count: 3, digits: 3 },
    seventh: { count: 4, digits: 2 },
  },
  SOUTH: {
    special: { count: 1, digits: 6 },
    first: { count: 1, digits: 5 },
    second: { count: 1, digits: 5 },
    third: { count: 2, digits: 5 },
    fourth: { count: 7, digits: 5 },
    fifth: { count: 1, digits: 4 },
    sixth: { count: 3, digits: 4 },
    seventh: { count: 1, digits: 3 },
    eighth: { count: 1, digits: 2 },
  },
  CENTRAL: {},
};
VN_PRIZE_SHAPE.CENTRAL = VN_PRIZE_SHAPE.SOUTH;

/** The numbers a region's draw has in all: 27 in the north, 18 in the south and centre. */
export const vnNumberCount = (region: VnRegion) =>
  Object.values(VN_PRIZE_SHAPE[region]).reduce((n, p) => n + (p?.count ?? 0), 0);

/** Why a result cannot be accepted (wrong count or digits), or null when it has the region's shape. */
export function vnResultProblem(r: VnResult): string | null {
  for (const prize of VN_PRIZES) {
    const shape = VN_PRIZE_SHAPE[r.region][prize];
    const got = r[prize];
    if (!shape) {
      if (got?.length) return `${prize}: not drawn in ${r.region}`;
      continue;
    }
    if (!got || got.length !== shape.count) return `${prize}: expected ${shape.count} numbers`;
    const bad = got.find((n) => !new RegExp(`^[0-9]{${shape.digits}}$`).test(n));
    if (bad !== undefined) return `${prize}: ${bad} is not ${shape.digits} digits`;
  }
  return null;
}

/** Every number of the draw, special first. */
export const vnNumbers = (r: VnResult) => VN_PRIZES.flatMap((p) => r[p] ?? []);

export const special = (r: VnResult) => r.special?.[0] ?? '';

/** The last `n` digits of every number long enough to have them (bao lo's "lo"). */
export const tails = (r: VnResult, n: number) =>
  vnNumbers(r)
    .filter((x) => x.length >= n)
    .map((x) => x.slice(-n));
