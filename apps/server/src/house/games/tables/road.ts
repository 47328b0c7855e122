/**
 * The scoreboards of the two-sided card games (baccarat, dragon tiger): the bead plate and the big
 * road, laid out on the usual six-row grid. Entries are the rounds' summaries, oldest first.
 */

export const ROAD_ROWS = 6;

export type RoadEntry = { winner: string };

/** One round per cell, ties included, filling each column top to bottom. */
export type BeadCell<E extends RoadEntry> = { column: number; row: number; entry: E };

/** A non-tie round; `ties` counts the ties dealt after it, drawn as a slash across the cell. */
export type BigRoadCell<E extends RoadEntry> = { column: number; row: number; entry: E; ties: number };

/** One streak of the same winner: a logical column, even when its tail bends right on the grid. */
export type BigRoadStreak<E extends RoadEntry> = { winner: string; cells: BigRoadCell<E>[] };

export type BigRoad<E extends RoadEntry> = {
  streaks: BigRoadStreak<E>[];
  /** Ties dealt before the first non-tie round, shown on the board's first cell once it exists. */
  leadingTies: number;
};

export function beadPlate<E extends RoadEntry>(entries: readonly E[]): BeadCell<E>[] {
  return entries.map((entry, i) => ({ column: Math.floor(i / ROAD_ROWS), row: i % ROAD_ROWS, entry }));
}

/** Groups the non-tie rounds into streaks and attaches every tie to the cell before it. */
function streaksOf<E extends RoadEntry>(entries: readonly E[], tie: string): BigRoad<E> {
  const streaks: BigRoadStreak<E>[] = [];
  let leadingTies = 0;
  let last: BigRoadCell<E> | undefined;
  for (const entry of entries) {
    if (entry.winner === tie) {
      if (last) last.ties++;
      else leadingTies++;
      continue;
    }
    last = { column: 0, row: 0, entry, ties: 0 };
    const current = streaks.at(-1);
    if (current?.winner === entry.winner) current.cells.push(last);
    else streaks.push({ winner: entry.winner, cells: [last] });
  }
  return { streaks, leadingTies };
}

/**
 * Places the streaks on the grid. Each streak starts at the top of the next free column and runs
 * down; when it reaches the bottom row or a cell already taken by an earlier streak's tail it turns
 * right and runs along that row (the "dragon tail").
 */
export function bigRoad<E extends RoadEntry>(entries: readonly E[], tie: string): BigRoad<E> {
  const road = streaksOf(entries, tie);
  const taken = new Set<string>();
  const take = (column: number, row: number) => taken.add(`${column},${row}`);
  const isTaken = (column: number, row: number) => taken.has(`${column},${row}`);
  let start = -1;
  for (const streak of road.streaks) {
    start++;
    while (isTaken(start, 0)) start++;
    let column = start;
    let row = 0;
    let turned = false;
    streak.cells.forEach((cell, i) => {
      if (i > 0) {
        if (!turned && row + 1 < ROAD_ROWS && !isTaken(column, row + 1)) row++;
        else {
          turned = true;
          column++;
        }
      }
      cell.column = column;
      cell.row = row;
      take(column, row);
    });
  }
  return road;
}
