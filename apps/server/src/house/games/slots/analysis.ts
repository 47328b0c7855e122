import { lineHit } from './lines.ts';
import { windowAt } from './spin.ts';
import { COINS_PER_STAKE } from './stake.ts';
import type { SlotMachine, SymbolId } from './types.ts';

/**
 * The theoretical return of a machine, computed from its reels and pays, not measured. Every reel
 * stops uniformly and independently, so any one row of a reel shows each symbol with its share of
 * the strip; a payline's expected pay is an exact sum over those shares, the scatter count's
 * distribution is a convolution over the reels, and the free spins' length follows from the
 * retrigger chance. Results are floating-point, exact to about 1e-12.
 */

/** The strips the free spins play on: the feature's wild reel is all wilds. */
export const freeSpinReels = (m: SlotMachine) =>
  m.reels.map((strip, reel) => (m.feature.wildReel === reel ? [m.wild] : strip));

/** How often each symbol shows at one row of a reel. */
function shares(strip: readonly SymbolId[]) {
  const out = new Map<SymbolId, number>();
  for (const s of strip) out.set(s, (out.get(s) ?? 0) + 1 / strip.length);
  return [...out];
}

/** Expected coins of one payline: every sequence of symbols, weighted by its chance. */
function expectedLineCoins(m: SlotMachine, reels: readonly (readonly SymbolId[])[]) {
  const perReel = reels.map(shares);
  const walk = (reel: number, symbols: SymbolId[], p: number): number => {
    if (reel === reels.length) return p * (lineHit(symbols, m)?.coins ?? 0);
    let sum = 0;
    for (const [s, share] of perReel[reel] ?? []) sum += walk(reel + 1, [...symbols, s], p * share);
    return sum;
  };
  return walk(0, [], 1);
}

/** Expected coins of every way of every symbol (reels are independent, so expectations multiply). */
function expectedWaysCoins(m: SlotMachine, reels: readonly (readonly SymbolId[])[]) {
  let sum = 0;
  for (const [symbol, pays] of Object.entries(m.pays)) {
    if (symbol === m.wild || symbol === m.scatter) continue;
    // Per reel: the mean number of matching cells, and the chance of none.
    const reelStats = reels.map((strip) => {
      let mean = 0;
      let none = 0;
      for (let stop = 0; stop < strip.length; stop++) {
        const hits = windowAt(strip, stop, m.rows).filter((s) => s === symbol || s === m.wild).length;
        mean += hits / strip.length;
        if (hits === 0) none += 1 / strip.length;
      }
      return { mean, none };
    });
    let reach = 1; // expected ways product over the reels so far
    for (let count = 1; count <= reels.length; count++) {
      reach *= reelStats[count - 1]?.mean ?? 0;
      const stops = count < reels.length ? (reelStats[count]?.none ?? 0) : 1;
      sum += (pays[count] ?? 0) * reach * stops;
    }
  }
  return sum;
}

/** Distribution of the number of scatters on the window. */
export function scatterDistribution(m: SlotMachine, reels: readonly (readonly SymbolId[])[]) {
  let dist = [1];
  for (const strip of reels) {
    const reelDist = Array.from({ length: m.rows + 1 }, () => 0);
    for (let stop = 0; stop < strip.length; stop++) {
      const n = windowAt(strip, stop, m.rows).filter((s) => s === m.scatter).length;
      reelDist[n] = (reelDist[n] ?? 0) + 1 / strip.length;
    }
    const next = Array.from({ length: dist.length + m.rows }, () => 0);
    dist.forEach((p, a) => {
      reelDist.forEach((q, b) => {
        next[a + b] = (next[a + b] ?? 0) + p * q;
      });
    });
    dist = next;
  }
  return dist;
}

/** Expected free spins played from a trigger, with retriggers up to the cap. */
export function expectedFreeSpins(m: SlotMachine, retriggerChance: number) {
  const f = m.feature;
  const memo = new Map<string, number>();
  const played = (left: number, awarded: number): number => {
    if (left === 0) return 0;
    const key = `${left}:${awarded}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const add = Math.min(f.retrigger, f.cap - awarded);
    const retriggered = add > 0 ? played(left - 1 + add, awarded + add) : played(left - 1, awarded);
    const value = 1 + retriggerChance * retriggered + (1 - retriggerChance) * played(left - 1, awarded);
    memo.set(key, value);
    return value;
  };
  return played(f.award, f.award);
}

/** Mean coins of one spin on these reels and its chance of triggering or retriggering. */
export function spinExpectation(m: SlotMachine, reels: readonly (readonly SymbolId[])[]) {
  const dist = scatterDistribution(m, reels);
  const scatterCoins = dist.reduce((sum, p, n) => sum + p * (m.scatterPays[n] ?? 0), 0);
  const trigger = dist.reduce((sum, p, n) => (n >= m.feature.trigger ? sum + p : sum), 0);
  const winCoins =
    m.evaluation === 'lines' ? m.paylines.length * expectedLineCoins(m, reels) : expectedWaysCoins(m, reels);
  return { winCoins, scatterCoins, coins: winCoins + scatterCoins, trigger };
}

/** The machine's return to player, split into its parts (each per unit staked). */
export function theoreticalRtp(m: SlotMachine) {
  const stakeCoins = Number(COINS_PER_STAKE);
  const base = spinExpectation(m, m.reels);
  const free = spinExpectation(m, freeSpinReels(m));
  const spins = expectedFreeSpins(m, m.feature.retrigger > 0 ? free.trigger : 0);
  const feature = base.trigger * spins * free.coins * m.feature.multiplier;
  return {
    rtp: (base.coins + feature) / stakeCoins,
    baseWins: base.winCoins / stakeCoins,
    baseScatter: base.scatterCoins / stakeCoins,
    freeSpins: feature / stakeCoins,
    triggerChance: base.trigger,
    expectedFreeSpins: spins,
  };
}
