import { freeSpinReels } from './analysis.ts';
import { lineHit } from './lines.ts';
import { windowAt } from './spin.ts';
import { COINS_PER_STAKE } from './stake.ts';
import type { SlotMachine, SymbolId } from './types.ts';

/**
 * The exact spread of a machine's round result, by visiting every combination of reel stops
 * (about 30 million per machine, a few seconds). The mean alone follows from the symbol shares
 * (analysis.ts); the variance needs the joint window, because paylines share cells.
 */

/** Coins of one spin split by whether it triggered the feature ([no trigger, trigger]), and the chance it pays anything. */
export type SpinMoments = { p: [number, number]; m1: [number, number]; m2: [number, number]; hit: number };

type Reels = readonly (readonly SymbolId[])[];

function prepare(m: SlotMachine, reels: Reels) {
  const symbols = [...new Set(reels.flat())];
  const windows = reels.map((strip) =>
    strip.map((_, stop) => windowAt(strip, stop, m.rows).map((s) => symbols.indexOf(s))),
  );
  const scatters = reels.map((strip) =>
    strip.map((_, stop) => windowAt(strip, stop, m.rows).filter((s) => s === m.scatter).length),
  );
  const acc: SpinMoments = { p: [0, 0], m1: [0, 0], m2: [0, 0], hit: 0 };
  const add = (coins: number, scatterCount: number) => {
    const x = coins + (m.scatterPays[scatterCount] ?? 0);
    const t = scatterCount >= m.feature.trigger ? 1 : 0;
    acc.p[t] += 1;
    acc.m1[t] += x;
    acc.m2[t] += x * x;
    if (x > 0) acc.hit += 1;
  };
  const done = () => {
    const n = reels.reduce((prod, strip) => prod * strip.length, 1);
    for (const t of [0, 1] as const) {
      acc.p[t] /= n;
      acc.m1[t] /= n;
      acc.m2[t] /= n;
    }
    acc.hit /= n;
    return acc;
  };
  return { symbols, windows, scatters, add, done };
}

/** Paylines: the pay of every symbol sequence is tabled once, then each line is a lookup. */
function lineMoments(m: SlotMachine, reels: Reels) {
  const { symbols, windows, scatters, add, done } = prepare(m, reels);
  const S = symbols.length;
  const R = reels.length;
  const table = new Float64Array(S ** R);
  for (let idx = 0; idx < table.length; idx++) {
    const seq = Array.from({ length: R }, (_, r) => symbols[Math.floor(idx / S ** (R - 1 - r)) % S] as SymbolId);
    table[idx] = lineHit(seq, m)?.coins ?? 0;
  }
  const lines = m.paylines;
  const parts = reels.map(() => new Int32Array(lines.length));
  const visit = (reel: number, prev: Int32Array, scatterCount: number) => {
    const ws = windows[reel] as number[][];
    const sc = scatters[reel] as number[];
    const cur = parts[reel] as Int32Array;
    for (let stop = 0; stop < ws.length; stop++) {
      const w = ws[stop] as number[];
      for (let l = 0; l < lines.length; l++)
        cur[l] = (prev[l] as number) * S + (w[lines[l]?.[reel] as number] as number);
      if (reel === R - 1) {
        let coins = 0;
        for (let l = 0; l < lines.length; l++) coins += table[cur[l] as number] as number;
        add(coins, scatterCount + (sc[stop] as number));
      } else visit(reel + 1, cur, scatterCount + (sc[stop] as number));
    }
  };
  visit(0, new Int32Array(lines.length), 0);
  return done();
}

/** Ways: each symbol carries its number of ways so far; a symbol that misses a reel is paid then. */
function waysMoments(m: SlotMachine, reels: Reels) {
  const { symbols, windows, scatters, add, done } = prepare(m, reels);
  const payers = Object.keys(m.pays).filter((s) => s !== m.wild && s !== m.scatter);
  const wild = symbols.indexOf(m.wild);
  const ids = payers.map((s) => symbols.indexOf(s));
  const pays = payers.map((s) => m.pays[s] ?? []);
  // matches[reel][stop][payer]: cells showing the symbol or a wild.
  const matches = windows.map((ws) => ws.map((w) => ids.map((id) => w.filter((s) => s === id || s === wild).length)));
  const R = reels.length;
  const states = reels.map(() => new Float64Array(payers.length));
  const visit = (reel: number, prev: Float64Array, paid: number, scatterCount: number) => {
    const cur = states[reel] as Float64Array;
    const ms = matches[reel] as number[][];
    const sc = scatters[reel] as number[];
    for (let stop = 0; stop < ms.length; stop++) {
      const mm = ms[stop] as number[];
      let coins = paid;
      for (let p = 0; p < payers.length; p++) {
        const ways = prev[p] as number;
        const hits = mm[p] as number;
        if (ways === 0 || hits === 0) {
          if (ways !== 0) coins += ((pays[p] as readonly number[])[reel] ?? 0) * ways;
          cur[p] = 0;
        } else cur[p] = ways * hits;
      }
      if (reel === R - 1) {
        for (let p = 0; p < payers.length; p++) coins += ((pays[p] as readonly number[])[R] ?? 0) * (cur[p] as number);
        add(coins, scatterCount + (sc[stop] as number));
      } else visit(reel + 1, cur, coins, scatterCount + (sc[stop] as number));
    }
  };
  visit(0, new Float64Array(payers.length).fill(1), 0, 0);
  return done();
}

export const spinMoments = (m: SlotMachine, reels: Reels): SpinMoments =>
  m.evaluation === 'lines' ? lineMoments(m, reels) : waysMoments(m, reels);

/**
 * Mean and standard deviation of a whole round per unit staked. The free spins' total follows a
 * small recursion over (spins left, spins awarded): each spin's win and whether it retriggers come
 * from the free-spin moments, and what follows depends only on the retrigger.
 */
export function roundMoments(m: SlotMachine) {
  const base = spinMoments(m, m.reels);
  // Without a wild reel the free spins play the base reels: the same moments.
  const free = m.feature.wildReel === undefined ? base : spinMoments(m, freeSpinReels(m));
  const f = m.feature;
  const q = f.retrigger > 0 ? free.p[1] : 0;
  const memo = new Map<string, [number, number]>();
  const total = (left: number, awarded: number): [number, number] => {
    if (left === 0) return [0, 0];
    const key = `${left}:${awarded}`;
    const known = memo.get(key);
    if (known) return known;
    const add = f.retrigger > 0 ? Math.min(f.retrigger, f.cap - awarded) : 0;
    const [s1, s2] = total(left - 1, awarded);
    const [t1, t2] = add > 0 ? total(left - 1 + add, awarded + add) : [s1, s2];
    const [x1, x0] = f.retrigger > 0 ? [free.m1[1], free.m1[0]] : [0, free.m1[0] + free.m1[1]];
    const [y1, y0] = f.retrigger > 0 ? [free.m2[1], free.m2[0]] : [0, free.m2[0] + free.m2[1]];
    const value: [number, number] = [
      x0 + x1 + q * t1 + (1 - q) * s1,
      y0 + y1 + 2 * (x1 * t1 + x0 * s1) + q * t2 + (1 - q) * s2,
    ];
    memo.set(key, value);
    return value;
  };
  const [f1, f2] = total(f.award, f.award);
  const mu = f.multiplier;
  const mean = base.m1[0] + base.m1[1] + mu * base.p[1] * f1;
  const second = base.m2[0] + base.m2[1] + 2 * mu * base.m1[1] * f1 + mu * mu * base.p[1] * f2;
  const unit = Number(COINS_PER_STAKE);
  return { rtp: mean / unit, stdDev: Math.sqrt(second - mean * mean) / unit, base, free };
}
