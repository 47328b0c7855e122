/** The single-zero wheel and table layout: colours, and which number groups each bet may cover. */

export const POCKETS = 37;

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type Colour = 'RED' | 'BLACK' | 'GREEN';

export const colourOf = (n: number): Colour => (n === 0 ? 'GREEN' : RED.has(n) ? 'RED' : 'BLACK');

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Numbers 1–36 sit in twelve rows of three: row r holds 3r+1, 3r+2, 3r+3; column 1 starts with 1. */
const ROWS = range(0, 11);

/** Two numbers side by side or one above the other, and the zero with 1, 2 or 3. */
const SPLITS = [
  ...range(1, 36)
    .filter((n) => n % 3 !== 0)
    .map((n) => [n, n + 1]),
  ...range(1, 33).map((n) => [n, n + 3]),
  [0, 1],
  [0, 2],
  [0, 3],
];

/** A row of three, and the two trios with the zero (0-1-2, 0-2-3). */
const STREETS = [...ROWS.map((r) => [3 * r + 1, 3 * r + 2, 3 * r + 3]), [0, 1, 2], [0, 2, 3]];

/** Four numbers meeting at a corner, and the first four (0-1-2-3). */
const CORNERS = [
  ...range(1, 32)
    .filter((n) => n % 3 !== 0)
    .map((n) => [n, n + 1, n + 3, n + 4]),
  [0, 1, 2, 3],
];

/** Two adjacent rows. */
const LINES = ROWS.slice(0, 11).map((r) => range(3 * r + 1, 3 * r + 6));

const keyOf = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');
const keys = (groups: readonly (readonly number[])[]) => new Set(groups.map(keyOf));

export const INSIDE_SELECTIONS = {
  STRAIGHT: keys(range(0, 36).map((n) => [n])),
  SPLIT: keys(SPLITS),
  STREET: keys(STREETS),
  CORNER: keys(CORNERS),
  LINE: keys(LINES),
};

export const isValidGroup = (valid: ReadonlySet<string>, selection: readonly number[]) => valid.has(keyOf(selection));

export const dozenNumbers = (dozen: number) => range(12 * (dozen - 1) + 1, 12 * dozen);

export const columnNumbers = (column: number) => range(1, 36).filter((n) => n % 3 === column % 3);

export const EVEN_MONEY_NUMBERS = {
  RED: range(1, 36).filter((n) => RED.has(n)),
  BLACK: range(1, 36).filter((n) => !RED.has(n)),
  ODD: range(1, 36).filter((n) => n % 2 === 1),
  EVEN: range(1, 36).filter((n) => n % 2 === 0),
  LOW: range(1, 18),
  HIGH: range(19, 36),
};
