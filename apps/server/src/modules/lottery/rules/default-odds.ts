import type { VnRegion } from './vn-result.ts';

/**
 * The odds a new merchant starts with; operators change them per merchant (they are data). A line
 * costs points x pricePerPoint and pays hits x points x payPerPoint, both in minor units. Each
 * bet stores the figures it was placed at.
 */
export type Odds = { pricePerPoint: bigint; payPerPoint: bigint };

/** A play type's pay per point: one figure, or one per pick class (a sum's value, a combo's shape). */
export type Pay = bigint | Record<string, bigint>;

/**
 * Vietnamese lottery, per region. Bao lo's price covers every number of the draw (27 in the north,
 * 18 in the south and centre), which is why a point costs more than it pays per hit ratio suggests.
 * Amounts are in minor units of a 1,000-unit point (as VND operators quote them, divided down).
 */
export const VN_ODDS: Record<VnRegion, Record<string, Odds>> = {
  NORTH: {
    LO2: { pricePerPoint: 2170n, payPerPoint: 8000n },
    LO3: { pricePerPoint: 2300n, payPerPoint: 78_000n },
    LO4: { pricePerPoint: 2000n, payPerPoint: 700_000n },
    DE: { pricePerPoint: 100n, payPerPoint: 9500n },
    DE_FIRST: { pricePerPoint: 100n, payPerPoint: 9500n },
    DAU: { pricePerPoint: 100n, payPerPoint: 950n },
    DUOI: { pricePerPoint: 100n, payPerPoint: 950n },
    CANG3: { pricePerPoint: 100n, payPerPoint: 90_000n },
    CANG4: { pricePerPoint: 100n, payPerPoint: 900_000n },
    XIEN2: { pricePerPoint: 100n, payPerPoint: 1700n },
    XIEN3: { pricePerPoint: 100n, payPerPoint: 6500n },
    XIEN4: { pricePerPoint: 100n, payPerPoint: 15_000n },
    TRUOT4: { pricePerPoint: 100n, payPerPoint: 210n },
    TRUOT8: { pricePerPoint: 100n, payPerPoint: 480n },
    TRUOT10: { pricePerPoint: 100n, payPerPoint: 700n },
    BIG_SMALL: { pricePerPoint: 100n, payPerPoint: 195n },
    ODD_EVEN: { pricePerPoint: 100n, payPerPoint: 195n },
  },
  SOUTH: {},
  CENTRAL: {},
};
// The south and centre draw 18 numbers: bao lo costs less a point; da is theirs alone.
VN_ODDS.SOUTH = {
  ...VN_ODDS.NORTH,
  LO2: { pricePerPoint: 1800n, payPerPoint: 9500n },
  LO3: { pricePerPoint: 1700n, payPerPoint: 90_000n },
  LO4: { pricePerPoint: 1600n, payPerPoint: 850_000n },
  DA: { pricePerPoint: 100n, payPerPoint: 60_000n },
};
VN_ODDS.CENTRAL = VN_ODDS.SOUTH;

/** E-lottery: a point costs 100 minor units in every play type; pay per point below. */
export const ELOTT_POINT_PRICE = 100n;
export const ELOTT_PAY: Record<string, Pay> = {
  SSC_POS1: 980n,
  SSC_POS2: 980n,
  SSC_POS3: 980n,
  SSC_POS4: 980n,
  SSC_POS5: 980n,
  SSC_FRONT3: 98_000n,
  SSC_MID3: 98_000n,
  SSC_BACK3: 98_000n,
  SSC_BACK2: 9800n,
  // Three different digits come out 6 ways in 1,000, a pair 3, a triple 1.
  SSC_BACK3_COMBO: { DISTINCT: 16_100n, PAIR: 32_300n, TRIPLE: 97_000n },
  SSC_SUM_BSOE: 196n,
  SSC_BACK3_SUM: {
    '0': 97000n,
    '1': 32330n,
    '2': 16160n,
    '3': 9700n,
    '4': 6460n,
    '5': 4610n,
    '6': 3460n,
    '7': 2690n,
    '8': 2150n,
    '9': 1760n,
    '10': 1530n,
    '11': 1400n,
    '12': 1320n,
    '13': 1290n,
    '14': 1290n,
    '15': 1320n,
    '16': 1400n,
    '17': 1530n,
    '18': 1760n,
    '19': 2150n,
    '20': 2690n,
    '21': 3460n,
    '22': 4610n,
    '23': 6460n,
    '24': 9700n,
    '25': 16160n,
    '26': 32330n,
    '27': 97000n,
  },
  X5_ANY1: 215n,
  X5_ANY2: 540n,
  X5_ANY3: 1610n,
  X5_ANY4: 6450n,
  X5_ANY5: 45_100n,
  X5_ANY6: 7520n,
  X5_ANY7: 2150n,
  X5_ANY8: 800n,
  X5_FIRST1: 1070n,
  PK10_PLACE1: 980n,
  PK10_PLACE2: 980n,
  PK10_PLACE3: 980n,
  PK10_PLACE4: 980n,
  PK10_PLACE5: 980n,
  PK10_PLACE6: 980n,
  PK10_PLACE7: 980n,
  PK10_PLACE8: 980n,
  PK10_PLACE9: 980n,
  PK10_PLACE10: 980n,
  PK10_TOP2_SUM: {
    '3': 4360n,
    '4': 4360n,
    '5': 2180n,
    '6': 2180n,
    '7': 1450n,
    '8': 1450n,
    '9': 1090n,
    '10': 1090n,
    '11': 870n,
    '12': 1090n,
    '13': 1090n,
    '14': 1450n,
    '15': 1450n,
    '16': 2180n,
    '17': 2180n,
    '18': 4360n,
    '19': 4360n,
  },
  PK10_TOP2_BSOE: 196n,
  PK10_DRAGON_TIGER: 196n,
  K3_SUM: {
    '3': 20950n,
    '4': 6980n,
    '5': 3490n,
    '6': 2090n,
    '7': 1390n,
    '8': 990n,
    '9': 830n,
    '10': 770n,
    '11': 770n,
    '12': 830n,
    '13': 990n,
    '14': 1390n,
    '15': 2090n,
    '16': 3490n,
    '17': 6980n,
    '18': 20950n,
  },
  K3_BSOE: 196n,
  K3_TRIPLE: 20_000n,
  K3_ANY_TRIPLE: 3300n,
  K3_PAIR: 1300n,
  K3_DIFF3: 3300n,
  K3_RUN: 880n,
  LHC_SPECIAL: 4700n,
  LHC_REGULAR: 780n,
  LHC_SPECIAL_BSOE: 196n,
};
// Lucky three draws what SSC's last three digits are: the same chances, the same pay.
ELOTT_PAY.LF_STRAIGHT = ELOTT_PAY.SSC_BACK3 as bigint;
ELOTT_PAY.LF_GROUP = ELOTT_PAY.SSC_BACK3_COMBO as Record<string, bigint>;
ELOTT_PAY.LF_SUM = ELOTT_PAY.SSC_BACK3_SUM as Record<string, bigint>;
// Big is 14-27 of 0-27: 500 of 1,000 outcomes, like odd and even.
ELOTT_PAY.LF_BSOE = 196n;

/** The Vietnamese SUM (of the special's last two digits) pays by how rare its value is. */
export const VN_SUM_PAY: Record<string, bigint> = {
  '0': 9500n,
  '1': 4750n,
  '2': 3160n,
  '3': 2370n,
  '4': 1900n,
  '5': 1580n,
  '6': 1350n,
  '7': 1180n,
  '8': 1050n,
  '9': 950n,
  '10': 1050n,
  '11': 1180n,
  '12': 1350n,
  '13': 1580n,
  '14': 1900n,
  '15': 2370n,
  '16': 3160n,
  '17': 4750n,
  '18': 9500n,
};

/** Which pay class a pick falls in, for play types whose pay depends on the pick. */
export function payClass(code: string, pick: string): string {
  if (code === 'SSC_BACK3_COMBO' || code === 'LF_GROUP') {
    const distinct = new Set(pick).size;
    return distinct === 3 ? 'DISTINCT' : distinct === 2 ? 'PAIR' : 'TRIPLE';
  }
  return pick;
}

/** The pay per point of one pick, or undefined when the table has none for it. */
export function payOf(pay: Pay | undefined, code: string, pick: string): bigint | undefined {
  if (pay === undefined || typeof pay === 'bigint') return pay;
  return pay[payClass(code, pick)];
}
