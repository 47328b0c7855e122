/** The e-lottery families' win rules on hand-checked draws, and the draw shapes. */
import { describe, expect, it } from 'vitest';
import { playsOf } from '../src/modules/lottery/play.ts';
import { type DrawRng, drawElott } from '../src/modules/lottery/rules/elott-draw.ts';
import { elottPlayType, lhcRefunds } from '../src/modules/lottery/rules/elott-play-types.ts';

const hits = (code: string, drawn: number[], picks: string[]) => {
  const t = elottPlayType(code);
  if (!t) throw new Error(`no play type ${code}`);
  expect(picks.every(t.valid), `${code} picks ${picks}`).toBe(true);
  return t.hits(drawn, picks);
};

/** A seeded stand-in for the fair stream: only shapes are checked here, so a plain LCG will do. */
function lcg(seed: number): DrawRng {
  let s = seed >>> 0;
  return {
    int(n) {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      return s % n;
    },
  };
}

describe('draw shapes', () => {
  it('draws each family within its ranges, distinct where it must be', () => {
    const rng = lcg(7);
    for (let i = 0; i < 200; i++) {
      const ssc = drawElott('SSC', rng);
      expect(ssc).toHaveLength(5);
      expect(ssc.every((d) => d >= 0 && d <= 9)).toBe(true);
      const x5 = drawElott('11X5', rng);
      expect(new Set(x5).size).toBe(5);
      expect(x5.every((d) => d >= 1 && d <= 11)).toBe(true);
      expect([...drawElott('PK10', rng)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(drawElott('K3', rng).every((d) => d >= 1 && d <= 6)).toBe(true);
      const lhc = drawElott('LHC', rng);
      expect(new Set(lhc).size).toBe(7);
      expect(lhc.every((d) => d >= 1 && d <= 49)).toBe(true);
    }
  });
});

describe('SSC', () => {
  const d = [3, 1, 4, 1, 5]; // sum 14
  it('positions, straights and combinations', () => {
    expect(hits('SSC_POS1', d, ['3', '4'])).toBe(1);
    expect(hits('SSC_POS4', d, ['1'])).toBe(1);
    expect(hits('SSC_FRONT3', d, ['314', '413'])).toBe(1);
    expect(hits('SSC_MID3', d, ['141'])).toBe(1);
    expect(hits('SSC_BACK3', d, ['415'])).toBe(1);
    expect(hits('SSC_BACK2', d, ['15', '51'])).toBe(1);
    expect(hits('SSC_BACK3_COMBO', d, ['154', '541', '145', '123'])).toBe(3);
  });
  it('sums', () => {
    expect(hits('SSC_SUM_BSOE', d, ['SMALL', 'EVEN', 'BIG', 'ODD'])).toBe(2);
    expect(hits('SSC_SUM_BSOE', [9, 9, 5, 0, 0], ['BIG'])).toBe(1); // 23 is big
    expect(hits('SSC_BACK3_SUM', d, ['10', '11'])).toBe(1);
  });
});

describe('11X5', () => {
  const d = [3, 7, 11, 1, 5];
  it('any k and first', () => {
    expect(hits('X5_ANY1', d, ['3'])).toBe(1);
    expect(hits('X5_ANY2', d, ['3', '11'])).toBe(1);
    expect(hits('X5_ANY3', d, ['3', '11', '2'])).toBe(0);
    expect(hits('X5_ANY5', d, ['1', '3', '5', '7', '11'])).toBe(1);
    expect(hits('X5_ANY6', d, ['1', '3', '5', '7', '11', '2'])).toBe(1);
    expect(hits('X5_ANY8', d, ['1', '2', '4', '5', '6', '7', '8', '11'])).toBe(0);
    expect(hits('X5_FIRST1', d, ['3', '7'])).toBe(1);
  });
});

describe('PK10', () => {
  const d = [4, 9, 1, 10, 2, 7, 3, 8, 6, 5];
  it('places, top-two sums and dragon tiger', () => {
    expect(hits('PK10_PLACE1', d, ['4'])).toBe(1);
    expect(hits('PK10_PLACE10', d, ['5', '6'])).toBe(1);
    expect(hits('PK10_TOP2_SUM', d, ['13'])).toBe(1);
    expect(hits('PK10_TOP2_BSOE', d, ['BIG', 'ODD', 'SMALL'])).toBe(2); // 13: big, odd
    // 1st (4) vs 10th (5): tiger; 2nd (9) vs 9th (6): dragon.
    expect(hits('PK10_DRAGON_TIGER', d, ['1D', '1T', '2D'])).toBe(2);
  });
});

describe('K3', () => {
  it('sums, big/small with triples losing, triples, pairs, runs', () => {
    expect(hits('K3_SUM', [2, 5, 6], ['13', '12'])).toBe(1);
    expect(hits('K3_BSOE', [2, 5, 6], ['BIG', 'ODD'])).toBe(2);
    expect(hits('K3_BSOE', [4, 4, 4], ['BIG', 'SMALL', 'EVEN'])).toBe(1); // 12 is even; a triple loses big/small
    expect(hits('K3_TRIPLE', [4, 4, 4], ['444', '555'])).toBe(1);
    expect(hits('K3_ANY_TRIPLE', [4, 4, 4], ['ANY'])).toBe(1);
    expect(hits('K3_ANY_TRIPLE', [4, 4, 5], ['ANY'])).toBe(0);
    expect(hits('K3_PAIR', [4, 5, 4], ['44', '55'])).toBe(1);
    expect(hits('K3_DIFF3', [6, 2, 5], ['256', '123'])).toBe(1);
    expect(hits('K3_RUN', [5, 3, 4], ['ANY'])).toBe(1);
    expect(hits('K3_RUN', [5, 3, 3], ['ANY'])).toBe(0);
  });
  it('refuses malformed picks', () => {
    const t = elottPlayType('K3_DIFF3');
    expect(t?.valid('112')).toBe(false);
    expect(t?.valid('178')).toBe(false);
    expect(elottPlayType('K3_SUM')?.valid('19')).toBe(false);
    expect(elottPlayType('SSC_BACK2')?.valid('1')).toBe(false);
  });
});

describe('LHC', () => {
  const d = [5, 12, 19, 33, 41, 48, 27];
  it('special, regular, big/small with 49 refunded', () => {
    expect(hits('LHC_SPECIAL', d, ['27', '5'])).toBe(1);
    expect(hits('LHC_REGULAR', d, ['5', '27', '48'])).toBe(2);
    expect(hits('LHC_SPECIAL_BSOE', d, ['BIG', 'ODD', 'SMALL'])).toBe(2);
    const with49 = [...d.slice(0, 6), 49];
    expect(hits('LHC_SPECIAL_BSOE', with49, ['BIG', 'SMALL', 'ODD'])).toBe(0);
    expect(lhcRefunds('LHC_SPECIAL_BSOE', with49)).toBe(true);
    expect(lhcRefunds('LHC_SPECIAL_BSOE', d)).toBe(false);
  });
});

describe('picks in any order', () => {
  it('count every spelling of a combination as one number against the payout limit', () => {
    for (const [family, code, a, b] of [
      ['SSC', 'SSC_BACK3_COMBO', '123', '321'],
      ['K3', 'K3_DIFF3', '123', '312'],
      ['LF', 'LF_GROUP', '450', '054'],
    ] as const) {
      const play = playsOf(family, null).find((p) => p.code === code);
      if (!play) throw new Error(`no play ${code}`);
      expect(play.exposure([a])[0]?.key, code).toBe(play.exposure([b])[0]?.key);
      // One line naming the same combination twice is one number given twice.
      expect(play.problem([a, b]), code).toBe('DUPLICATE_NUMBER');
    }
    // Where the order counts, each spelling is a number of its own.
    const straight = playsOf('LF', null).find((p) => p.code === 'LF_STRAIGHT');
    expect(straight?.exposure(['450'])[0]?.key).not.toBe(straight?.exposure(['054'])[0]?.key);
    expect(straight?.problem(['450', '054'])).toBeNull();
  });
});
