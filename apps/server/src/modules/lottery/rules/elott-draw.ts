/** What an e-lottery draw needs from the provably fair stream: unbiased integers in [0, n). */
export type DrawRng = { int(n: number): number };

/** The e-lottery families and the shape of their results. */
export type ElottFamily = 'SSC' | '11X5' | 'PK10' | 'K3' | 'LHC' | 'LF';

/** `count` distinct numbers from `from`..`to`, in draw order (a partial Fisher-Yates shuffle). */
export function drawDistinct(rng: DrawRng, count: number, from: number, to: number): number[] {
  const pool = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count);
}

/**
 * One draw of a family: SSC five digits 0-9; 11X5 five distinct of 1-11; PK10 the finishing order
 * of cars 1-10; K3 three dice; LHC six distinct of 1-49 and a seventh, the special number; LF
 * (lucky three) three digits 0-9.
 */
export function drawElott(family: ElottFamily, rng: DrawRng): number[] {
  switch (family) {
    case 'SSC':
      return Array.from({ length: 5 }, () => rng.int(10));
    case '11X5':
      return drawDistinct(rng, 5, 1, 11);
    case 'PK10':
      return drawDistinct(rng, 10, 1, 10);
    case 'K3':
      return Array.from({ length: 3 }, () => 1 + rng.int(6));
    case 'LHC':
      return drawDistinct(rng, 7, 1, 49);
    case 'LF':
      return Array.from({ length: 3 }, () => rng.int(10));
  }
}
