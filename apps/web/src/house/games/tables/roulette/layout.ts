import type { Colour } from '../types.ts';

/** The single-zero layout, as the engine has it: twelve rows of three, row r holds 3r+1..3r+3. */

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export const colourOf = (n: number): Colour => (n === 0 ? 'GREEN' : RED.has(n) ? 'RED' : 'BLACK');

/** The pockets in their order round a European wheel, clockwise from the zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];

export const ROWS = 12;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
export const NUMBERS = range(1, 36);

export const EVEN_MONEY = ['LOW', 'EVEN', 'RED', 'BLACK', 'ODD', 'HIGH'] as const;

/** The numbers a roulette bet covers: what decides whether it won. */
export function coveredNumbers(kind: string, selection: readonly number[] = []): readonly number[] {
  const which = selection[0] ?? 0;
  switch (kind) {
    case 'RED':
      return NUMBERS.filter((n) => RED.has(n));
    case 'BLACK':
      return NUMBERS.filter((n) => !RED.has(n));
    case 'ODD':
      return NUMBERS.filter((n) => n % 2 === 1);
    case 'EVEN':
      return NUMBERS.filter((n) => n % 2 === 0);
    case 'LOW':
      return range(1, 18);
    case 'HIGH':
      return range(19, 36);
    case 'DOZEN':
      return range(12 * (which - 1) + 1, 12 * which);
    case 'COLUMN':
      return NUMBERS.filter((n) => n % 3 === which % 3);
    default:
      return selection;
  }
}

/**
 * The inside bets other than single numbers, each with where its button sits over the number
 * grid: x as a share of the grid's width (0 the left edge, 1/3 the first column line…), y of its
 * height (0 the zero's edge, 1/12 the line under the first row…). Splits sit on the line between
 * their two numbers, corners where four meet, streets and six lines on the left edge.
 */
export type InsideSpot = { kind: 'SPLIT' | 'STREET' | 'CORNER' | 'LINE'; selection: number[]; x: number; y: number };

export const INSIDE_SPOTS: InsideSpot[] = [
  ...[1, 2, 3].map((k): InsideSpot => ({ kind: 'SPLIT', selection: [0, k], x: (k - 0.5) / 3, y: 0 })),
  ...NUMBERS.filter((n) => n % 3 !== 0).map(
    (n): InsideSpot => ({
      kind: 'SPLIT',
      selection: [n, n + 1],
      x: (((n - 1) % 3) + 1) / 3,
      y: (rowOf(n) + 0.5) / ROWS,
    }),
  ),
  ...range(1, 33).map(
    (n): InsideSpot => ({
      kind: 'SPLIT',
      selection: [n, n + 3],
      x: (((n - 1) % 3) + 0.5) / 3,
      y: (rowOf(n) + 1) / ROWS,
    }),
  ),
  { kind: 'STREET', selection: [0, 1, 2], x: 1 / 3, y: 0 },
  { kind: 'STREET', selection: [0, 2, 3], x: 2 / 3, y: 0 },
  ...range(0, 11).map(
    (r): InsideSpot => ({ kind: 'STREET', selection: [3 * r + 1, 3 * r + 2, 3 * r + 3], x: 0, y: (r + 0.5) / ROWS }),
  ),
  { kind: 'CORNER', selection: [0, 1, 2, 3], x: 0, y: 0 },
  ...range(1, 32)
    .filter((n) => n % 3 !== 0)
    .map(
      (n): InsideSpot => ({
        kind: 'CORNER',
        selection: [n, n + 1, n + 3, n + 4],
        x: (((n - 1) % 3) + 1) / 3,
        y: (rowOf(n) + 1) / ROWS,
      }),
    ),
  ...range(0, 10).map(
    (r): InsideSpot => ({ kind: 'LINE', selection: range(3 * r + 1, 3 * r + 6), x: 0, y: (r + 1) / ROWS }),
  ),
];

function rowOf(n: number) {
  return Math.floor((n - 1) / 3);
}
