import type { ElottFamily } from './elott-draw.ts';

/**
 * The e-lottery play types. A line's `numbers` are its picks (as strings, like the slip sends
 * them); `hits` counts the winning bets in the line on a drawn result. Odds live in the merchant's
 * odds table; here only the rules.
 */
export type ElottPlayType = {
  code: string;
  family: ElottFamily;
  /** A pick is valid for this play type. */
  valid: (pick: string) => boolean;
  /** How many picks make one bet (1: every pick is its own bet). */
  group: number;
  hits: (drawn: readonly number[], picks: readonly string[]) => number;
  /**
   * For picks in any order (123 wins as 321 does): the one spelling of a pick's combination, so
   * that its spellings count as one number against the payout limit per number.
   */
  canonical?: (pick: string) => string;
};

const digitsOf = (n: number) => new RegExp(`^[0-9]{${n}}$`);
/** A number in range, written plainly ("3", never "03"), so each pick has one spelling. */
const inRange = (lo: number, hi: number) => (p: string) =>
  /^(0|[1-9][0-9]?)$/.test(p) && Number(p) >= lo && Number(p) <= hi;
const oneOf =
  (...choices: string[]) =>
  (p: string) =>
    choices.includes(p);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const each =
  (judge: (drawn: readonly number[], pick: string) => boolean) =>
  (drawn: readonly number[], picks: readonly string[]) =>
    picks.filter((p) => judge(drawn, p)).length;
const sorted = (s: string) => [...s].sort().join('');

/** Big/small/odd/even of a total: big from `bigFrom` up. */
const bsoe = (total: number, pick: string, bigFrom: number) =>
  pick === 'BIG'
    ? total >= bigFrom
    : pick === 'SMALL'
      ? total < bigFrom
      : pick === 'ODD'
        ? total % 2 === 1
        : total % 2 === 0;
const BSOE = oneOf('BIG', 'SMALL', 'ODD', 'EVEN');

const SSC: ElottPlayType[] = [
  // One position, any digits: each picked digit is a bet on that position (positions 1 to 5).
  ...[1, 2, 3, 4, 5].map((pos) => ({
    code: `SSC_POS${pos}`,
    family: 'SSC' as const,
    valid: (p: string) => digitsOf(1).test(p),
    group: 1,
    hits: each((d, p) => d[pos - 1] === Number(p)),
  })),
  {
    code: 'SSC_FRONT3',
    family: 'SSC',
    valid: (p) => digitsOf(3).test(p),
    group: 1,
    hits: each((d, p) => d.slice(0, 3).join('') === p),
  },
  {
    code: 'SSC_MID3',
    family: 'SSC',
    valid: (p) => digitsOf(3).test(p),
    group: 1,
    hits: each((d, p) => d.slice(1, 4).join('') === p),
  },
  {
    code: 'SSC_BACK3',
    family: 'SSC',
    valid: (p) => digitsOf(3).test(p),
    group: 1,
    hits: each((d, p) => d.slice(2).join('') === p),
  },
  {
    code: 'SSC_BACK2',
    family: 'SSC',
    valid: (p) => digitsOf(2).test(p),
    group: 1,
    hits: each((d, p) => d.slice(3).join('') === p),
  },
  // Combination: the last three digits in any order.
  {
    code: 'SSC_BACK3_COMBO',
    family: 'SSC',
    valid: (p) => digitsOf(3).test(p),
    group: 1,
    hits: each((d, p) => sorted(d.slice(2).join('')) === sorted(p)),
    canonical: sorted,
  },
  // On the sum of all five digits (0 to 45): big from 23.
  { code: 'SSC_SUM_BSOE', family: 'SSC', valid: BSOE, group: 1, hits: each((d, p) => bsoe(sum(d), p, 23)) },
  {
    code: 'SSC_BACK3_SUM',
    family: 'SSC',
    valid: inRange(0, 27),
    group: 1,
    hits: each((d, p) => sum(d.slice(2)) === Number(p)),
  },
];

/** 11X5 "any k": k picks all among the five drawn (k <= 5), or all five drawn among k picks (k > 5). */
const anyK = (k: number): ElottPlayType => ({
  code: `X5_ANY${k}`,
  family: '11X5',
  valid: inRange(1, 11),
  group: k,
  hits: (d, picks) => {
    const n = picks.map(Number);
    return (k <= 5 ? n.every((x) => d.includes(x)) : d.every((x) => n.includes(x))) ? 1 : 0;
  },
});

const X5: ElottPlayType[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(anyK),
  { code: 'X5_FIRST1', family: '11X5', valid: inRange(1, 11), group: 1, hits: each((d, p) => d[0] === Number(p)) },
];

const PK10: ElottPlayType[] = [
  // The car finishing in place n (1 to 10).
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((place) => ({
    code: `PK10_PLACE${place}`,
    family: 'PK10' as const,
    valid: inRange(1, 10),
    group: 1,
    hits: each((d, p) => d[place - 1] === Number(p)),
  })),
  // First plus second (3 to 19): big from 12.
  {
    code: 'PK10_TOP2_SUM',
    family: 'PK10',
    valid: inRange(3, 19),
    group: 1,
    hits: each((d, p) => (d[0] ?? 0) + (d[1] ?? 0) === Number(p)),
  },
  {
    code: 'PK10_TOP2_BSOE',
    family: 'PK10',
    valid: BSOE,
    group: 1,
    hits: each((d, p) => bsoe((d[0] ?? 0) + (d[1] ?? 0), p, 12)),
  },
  // Dragon/tiger: place n against place 11 - n, for n 1 to 5 ("1D" is dragon at place 1).
  {
    code: 'PK10_DRAGON_TIGER',
    family: 'PK10',
    valid: (p) => /^[1-5][DT]$/.test(p),
    group: 1,
    hits: each((d, p) => {
      const n = Number(p[0]);
      const dragon = (d[n - 1] ?? 0) > (d[10 - n] ?? 0);
      return p[1] === 'D' ? dragon : !dragon;
    }),
  },
];

const isTriple = (d: readonly number[]) => d[0] === d[1] && d[1] === d[2];
const K3: ElottPlayType[] = [
  { code: 'K3_SUM', family: 'K3', valid: inRange(3, 18), group: 1, hits: each((d, p) => sum(d) === Number(p)) },
  // Big 11-17, small 4-10; a triple loses both (as in sic bo). Odd/even on the sum.
  {
    code: 'K3_BSOE',
    family: 'K3',
    valid: BSOE,
    group: 1,
    hits: each((d, p) => (p === 'BIG' || p === 'SMALL' ? !isTriple(d) && bsoe(sum(d), p, 11) : bsoe(sum(d), p, 11))),
  },
  {
    code: 'K3_TRIPLE',
    family: 'K3',
    valid: oneOf('111', '222', '333', '444', '555', '666'),
    group: 1,
    hits: each((d, p) => isTriple(d) && d.join('') === p),
  },
  { code: 'K3_ANY_TRIPLE', family: 'K3', valid: oneOf('ANY'), group: 1, hits: each((d) => isTriple(d)) },
  // A given pair among the three dice.
  {
    code: 'K3_PAIR',
    family: 'K3',
    valid: oneOf('11', '22', '33', '44', '55', '66'),
    group: 1,
    hits: each((d, p) => d.filter((x) => x === Number(p[0])).length >= 2),
  },
  // Three different numbers, in any order; three in a row (123, 234, 345, 456).
  {
    code: 'K3_DIFF3',
    family: 'K3',
    valid: (p) => /^[1-6]{3}$/.test(p) && new Set(p).size === 3,
    group: 1,
    hits: each((d, p) => sorted(d.join('')) === sorted(p)),
    canonical: sorted,
  },
  {
    code: 'K3_RUN',
    family: 'K3',
    valid: oneOf('ANY'),
    group: 1,
    hits: each((d) => ['123', '234', '345', '456'].includes(sorted(d.join('')))),
  },
];

const LHC: ElottPlayType[] = [
  // The special (seventh) number; a regular number among the first six.
  { code: 'LHC_SPECIAL', family: 'LHC', valid: inRange(1, 49), group: 1, hits: each((d, p) => d[6] === Number(p)) },
  {
    code: 'LHC_REGULAR',
    family: 'LHC',
    valid: inRange(1, 49),
    group: 1,
    hits: each((d, p) => d.slice(0, 6).includes(Number(p))),
  },
  // Big (25-48) / small (1-24), odd / even of the special; 49 is neither and the bet is refunded.
  {
    code: 'LHC_SPECIAL_BSOE',
    family: 'LHC',
    valid: BSOE,
    group: 1,
    hits: each((d, p) => d[6] !== 49 && bsoe(d[6] ?? 0, p, 25)),
  },
];

/** Lucky three (LF): three digits, straight, in any order, their sum, and big (14-27)/small/odd/even of it. */
const LF: ElottPlayType[] = [
  {
    code: 'LF_STRAIGHT',
    family: 'LF',
    valid: (p) => digitsOf(3).test(p),
    group: 1,
    hits: each((d, p) => d.join('') === p),
  },
  {
    code: 'LF_GROUP',
    family: 'LF',
    valid: (p) => digitsOf(3).test(p),
    group: 1,
    hits: each((d, p) => sorted(d.join('')) === sorted(p)),
    canonical: sorted,
  },
  { code: 'LF_SUM', family: 'LF', valid: inRange(0, 27), group: 1, hits: each((d, p) => sum(d) === Number(p)) },
  { code: 'LF_BSOE', family: 'LF', valid: BSOE, group: 1, hits: each((d, p) => bsoe(sum(d), p, 14)) },
];

export const ELOTT_PLAY_TYPES: readonly ElottPlayType[] = [...SSC, ...X5, ...PK10, ...K3, ...LHC, ...LF];
export const elottPlayType = (code: string) => ELOTT_PLAY_TYPES.find((t) => t.code === code);

/** LHC big/small/odd/even bets are returned, not lost, when the special is 49. */
export const lhcRefunds = (code: string, drawn: readonly number[]) => code === 'LHC_SPECIAL_BSOE' && drawn[6] === 49;
