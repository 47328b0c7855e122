import { ELOTT_PLAY_TYPES, lhcRefunds } from './rules/elott-play-types.ts';
import { vnExposure } from './rules/risk.ts';
import { MAX_NUMBERS_PER_LINE, vnLineProblem, vnUnits } from './rules/vn-lines.ts';
import { VN_PLAY_TYPES } from './rules/vn-play-types.ts';
import type { VnRegion, VnResult } from './rules/vn-result.ts';

/** A draw's outcome as the rules read it: e-lottery numbers in order, or a VN result. */
export type DrawOutcome = { kind: 'ELOTT'; drawn: number[] } | { kind: 'VN'; result: VnResult };

/**
 * One play type of a game, whichever lottery it belongs to: how a line is checked, how many bets
 * it holds, how often each pick wins, and what the house risks on each number.
 */
export type Play = {
  code: string;
  /** Digits of a pick, 0 for named choices. */
  digits: number;
  group: number;
  choices: string[] | null;
  problem: (numbers: readonly string[]) => string | null;
  units: (numbers: readonly string[]) => number;
  /**
   * The winning parts of a line: for single-pick types one entry per winning pick (with its hits),
   * for group types one entry for the whole line. `refund` when the line is returned, not judged.
   */
  judge: (
    outcome: DrawOutcome,
    numbers: readonly string[],
  ) => { refund: boolean; wins: { pick: string; hits: number }[] };
  /** Exposure keys with the most hits each can pay, to price against the per-number limit. */
  exposure: (numbers: readonly string[]) => { key: string; pick: string; maxHits: number }[];
};

const VN_CHOICES: Record<string, string[]> = {
  BIG_SMALL: ['BIG', 'SMALL'],
  ODD_EVEN: ['ODD', 'EVEN'],
  SUM: Array.from({ length: 19 }, (_, i) => String(i)),
};

function vnPlays(region: VnRegion): Play[] {
  return VN_PLAY_TYPES.filter((t) => t.regions.includes(region)).map((t) => ({
    code: t.code,
    digits: t.digits === 'PICK' ? 0 : t.digits,
    group: t.group,
    choices: VN_CHOICES[t.code] ?? null,
    problem: (numbers) => vnLineProblem(t, region, numbers),
    units: (numbers) => vnUnits(t, numbers),
    judge: (o, numbers) => {
      if (o.kind !== 'VN') return { refund: false, wins: [] };
      if (t.group > 1) {
        const hits = t.hits(o.result, numbers);
        return { refund: false, wins: hits > 0 ? [{ pick: numbers.join(','), hits }] : [] };
      }
      const wins = numbers.map((n) => ({ pick: n, hits: t.hits(o.result, [n]) })).filter((w) => w.hits > 0);
      return { refund: false, wins };
    },
    exposure: (numbers) =>
      vnExposure(t, region, numbers, 1n, 1n).map((e, i) => ({
        key: e.key,
        pick: t.group > 1 ? numbers.join(',') : (numbers[i] as string),
        maxHits: Number(e.amount),
      })),
  }));
}

/** Named picks of the e-lottery types whose picks are words, for the slip's buttons. */
const ELOTT_CHOICES: Record<string, string[]> = {};
for (const t of ELOTT_PLAY_TYPES) {
  const words = ['BIG', 'SMALL', 'ODD', 'EVEN', 'ANY', '1D', '1T', '2D', '2T', '3D', '3T', '4D', '4T', '5D', '5T'];
  const named = words.filter(t.valid);
  const small = Array.from({ length: 50 }, (_, i) => String(i)).filter(t.valid);
  if (named.length) ELOTT_CHOICES[t.code] = named;
  else if (['K3_TRIPLE', 'K3_PAIR'].includes(t.code)) {
    ELOTT_CHOICES[t.code] = ['111', '222', '333', '444', '555', '666', '11', '22', '33', '44', '55', '66'].filter(
      t.valid,
    );
  } else if (t.code.endsWith('SUM')) ELOTT_CHOICES[t.code] = small;
}

/** Digits of a pick for the slip's picker: fixed-length digit picks, else 0 (choices or a 1-49 style range). */
function elottDigits(code: string): number {
  if (/^SSC_POS/.test(code)) return 1;
  if (/^SSC_BACK2$/.test(code)) return 2;
  if (/^(SSC_(FRONT3|MID3|BACK3|BACK3_COMBO)|LF_STRAIGHT|LF_GROUP|K3_DIFF3)$/.test(code)) return 3;
  return 0;
}

function elottPlays(family: string): Play[] {
  return ELOTT_PLAY_TYPES.filter((t) => t.family === family).map((t) => {
    const canonical = t.canonical ?? ((n: string) => n);
    return {
      code: t.code,
      digits: elottDigits(t.code),
      group: t.group,
      choices: ELOTT_CHOICES[t.code] ?? null,
      problem: (numbers) => {
        if (numbers.length === 0 || numbers.length > MAX_NUMBERS_PER_LINE) return 'NUMBER_COUNT';
        if (new Set(numbers.map(canonical)).size !== numbers.length) return 'DUPLICATE_NUMBER';
        if (!numbers.every(t.valid)) return 'MALFORMED_NUMBER';
        if (t.group > 1 && numbers.length !== t.group) return 'NUMBER_COUNT';
        return null;
      },
      units: (numbers) => (t.group > 1 ? 1 : numbers.length),
      judge: (o, numbers) => {
        if (o.kind !== 'ELOTT') return { refund: false, wins: [] };
        if (lhcRefunds(t.code, o.drawn)) return { refund: true, wins: [] };
        if (t.group > 1) {
          const hits = t.hits(o.drawn, numbers);
          return { refund: false, wins: hits > 0 ? [{ pick: numbers.join(','), hits }] : [] };
        }
        const wins = numbers.map((n) => ({ pick: n, hits: t.hits(o.drawn, [n]) })).filter((w) => w.hits > 0);
        return { refund: false, wins };
      },
      exposure: (numbers) =>
        t.group > 1
          ? [{ key: `${t.code}:${[...numbers].sort().join(',')}`, pick: numbers.join(','), maxHits: 1 }]
          : numbers.map((n) => ({ key: `${t.code}:${canonical(n)}`, pick: n, maxHits: 1 })),
    };
  });
}

const cache = new Map<string, Play[]>();

/** The play types of a game: by region for the VN lottery, by family for the e-lottery. */
export function playsOf(family: string, region: string | null): Play[] {
  const key = `${family}:${region ?? ''}`;
  let plays = cache.get(key);
  if (!plays) {
    plays = family === 'VN' ? vnPlays((region ?? 'NORTH') as VnRegion) : elottPlays(family);
    cache.set(key, plays);
  }
  return plays;
}

export const playOf = (family: string, region: string | null, code: string) =>
  playsOf(family, region).find((p) => p.code === code);
