import { special, tails, type VnRegion, type VnResult } from './vn-result.ts';

/**
 * The Vietnamese lottery's play types. A line picks numbers; `units` says how many separate bets
 * the line holds (bao lo on 05, 15 and 25 is three bets, a xien 3 on them is one) and `hits` how
 * many times the line pays on a result. Payout = hits x points x pay per point, in the merchant's
 * odds table (stored on the bet).
 */
export type VnPlayType = {
  code: string;
  /** Digits of each chosen number, or 'PICK' for a named choice (BIG, SMALL, ...). */
  digits: number | 'PICK';
  /** How many numbers make one bet: 1 for single-number types, k for xien k and da. */
  group: number;
  /** Regions it is offered in. */
  regions: readonly VnRegion[];
  hits: (result: VnResult, numbers: readonly string[]) => number;
};

const count = (list: readonly string[], x: string) => list.reduce((n, y) => n + (y === x ? 1 : 0), 0);
const ALL: readonly VnRegion[] = ['NORTH', 'CENTRAL', 'SOUTH'];
const lastTwo = (r: VnResult) => special(r).slice(-2);

/** Each chosen number on its own: hits summed over them. */
const single = (
  code: string,
  digits: number,
  judge: (r: VnResult, n: string) => number,
  regions = ALL,
): VnPlayType => ({
  code,
  digits,
  group: 1,
  regions,
  hits: (r, numbers) => numbers.reduce((sum, n) => sum + judge(r, n), 0),
});

/** Bao lo: pays once per number of the draw ending in it, so a number out twice pays twice. */
const lo = (digits: number) => single(`LO${digits}`, digits, (r, n) => count(tails(r, digits), n));

/** Xien k: the k numbers must all be among the draw's two-digit endings. */
const xien = (k: number): VnPlayType => ({
  code: `XIEN${k}`,
  digits: 2,
  group: k,
  regions: ALL,
  hits: (r, numbers) => (numbers.every((n) => tails(r, 2).includes(n)) ? 1 : 0),
});

/** Lo truot k: wins when none of the k numbers is among the draw's two-digit endings. */
const truot = (k: number): VnPlayType => ({
  code: `TRUOT${k}`,
  digits: 2,
  group: k,
  regions: ALL,
  hits: (r, numbers) => (numbers.some((n) => tails(r, 2).includes(n)) ? 0 : 1),
});

const pick = (
  code: string,
  wins: (twoDigits: number, choice: string) => boolean,
  choices: readonly string[],
): VnPlayType => ({
  code,
  digits: 'PICK',
  group: 1,
  regions: ALL,
  hits: (r, numbers) => numbers.filter((c) => choices.includes(c) && wins(Number(lastTwo(r)), c)).length,
});

export const VN_PLAY_TYPES: readonly VnPlayType[] = [
  lo(2),
  lo(3),
  lo(4),
  // De: the special prize's last two digits; De dau: its first two.
  single('DE', 2, (r, n) => (lastTwo(r) === n ? 1 : 0)),
  single('DE_FIRST', 2, (r, n) => (special(r).slice(0, 2) === n ? 1 : 0)),
  // Dau and duoi: the first and the last digit of the special's last two.
  single('DAU', 1, (r, n) => (lastTwo(r)[0] === n ? 1 : 0)),
  single('DUOI', 1, (r, n) => (lastTwo(r)[1] === n ? 1 : 0)),
  single('CANG3', 3, (r, n) => (special(r).slice(-3) === n ? 1 : 0)),
  single('CANG4', 4, (r, n) => (special(r).slice(-4) === n ? 1 : 0)),
  xien(2),
  xien(3),
  xien(4),
  // Da (south and centre): a pair that pays once for every time both numbers are out together.
  {
    code: 'DA',
    digits: 2,
    group: 2,
    regions: ['CENTRAL', 'SOUTH'],
    hits: (r, [a = '', b = '']) => Math.min(count(tails(r, 2), a), count(tails(r, 2), b)),
  },
  truot(4),
  truot(8),
  truot(10),
  pick('BIG_SMALL', (n, c) => (c === 'BIG' ? n >= 50 : n < 50), ['BIG', 'SMALL']),
  pick('ODD_EVEN', (n, c) => (c === 'ODD' ? n % 2 === 1 : n % 2 === 0), ['ODD', 'EVEN']),
  // The sum of the special's last two digits, 0 to 18.
  {
    code: 'SUM',
    digits: 'PICK',
    group: 1,
    regions: ALL,
    hits: (r, numbers) => {
      const [a = 0, b = 0] = lastTwo(r).split('').map(Number);
      return numbers.filter((n) => Number(n) === a + b).length;
    },
  },
];

export const vnPlayType = (code: string) => VN_PLAY_TYPES.find((t) => t.code === code);
