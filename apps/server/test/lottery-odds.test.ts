/**
 * The default odds against the exact chances, by enumerating every outcome of SSC (100,000), K3
 * (216) and 11X5 (55,440 ordered draws) and counting the rest: every pick of every play type returns
 * less than it costs, and not much less (a player-facing table between 85% and 100%).
 */
import { describe, expect, it } from 'vitest';
import { ELOTT_PAY, ELOTT_POINT_PRICE, payOf, VN_SUM_PAY } from '../src/modules/lottery/rules/default-odds.ts';
import { ELOTT_PLAY_TYPES, type ElottPlayType } from '../src/modules/lottery/rules/elott-play-types.ts';

function* ssc() {
  for (let n = 0; n < 100_000; n++) yield String(n).padStart(5, '0').split('').map(Number);
}
function* lf() {
  for (let n = 0; n < 1000; n++) yield String(n).padStart(3, '0').split('').map(Number);
}
function* k3() {
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) yield [a, b, c];
}
function* x5(): Generator<number[]> {
  const go = function* (prefix: number[]): Generator<number[]> {
    if (prefix.length === 5) return yield prefix;
    for (let n = 1; n <= 11; n++) if (!prefix.includes(n)) yield* go([...prefix, n]);
  };
  yield* go([]);
}

/** Picks worth checking per play type: every valid single pick, or a sample group for group types. */
function picksOf(t: ElottPlayType): string[][] {
  if (t.group > 1) return [Array.from({ length: t.group }, (_, i) => String(i + 1))];
  const candidates = [
    ...Array.from({ length: 1000 }, (_, i) => String(i)),
    ...Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
    ...Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0')),
    'BIG',
    'SMALL',
    'ODD',
    'EVEN',
    'ANY',
  ];
  const valid = [...new Set(candidates)].filter(t.valid);
  // Straights have a thousand picks with the same chance: a few of each shape stand for them all.
  const sample = valid.length > 40 ? [...valid.slice(0, 3), '112', '111', ...valid.slice(-3)].filter(t.valid) : valid;
  return sample.map((p) => [p]);
}

function rtps(family: string, outcomes: () => Iterable<number[]>) {
  const all = [...outcomes()];
  const out: { code: string; pick: string; rtp: number }[] = [];
  for (const t of ELOTT_PLAY_TYPES.filter((x) => x.family === family)) {
    for (const picks of picksOf(t)) {
      const pay = payOf(ELOTT_PAY[t.code], t.code, picks[0] as string);
      expect(pay, `${t.code} ${picks} has a pay`).toBeDefined();
      let hits = 0;
      for (const d of all) hits += t.hits(d, picks);
      out.push({
        code: t.code,
        pick: picks.join(','),
        rtp: (hits * Number(pay)) / all.length / Number(ELOTT_POINT_PRICE),
      });
    }
  }
  return out;
}

const inBand = (r: { code: string; pick: string; rtp: number }) => r.rtp > 0.85 && r.rtp < 1;

describe('default e-lottery odds', () => {
  it.each([
    ['SSC', ssc],
    ['K3', k3],
    ['11X5', x5],
    ['LF', lf],
  ] as const)(
    '%s: every pick returns between 85% and 100%',
    (family, outcomes) => {
      const r = rtps(family, outcomes);
      expect(r.length).toBeGreaterThan(5);
      expect(r.filter((x) => !inBand(x))).toEqual([]);
      // SSC's 100,000 outcomes take a few seconds on a busy machine.
    },
    60_000,
  );

  it('PK10 and LHC by their exact chances', () => {
    const price = Number(ELOTT_POINT_PRICE);
    const pay = (code: string, pick: string) => Number(payOf(ELOTT_PAY[code], code, pick));
    expect(inBand({ code: 'PK10_PLACE1', pick: '1', rtp: pay('PK10_PLACE1', '1') / 10 / price })).toBe(true);
    expect(inBand({ code: 'PK10_DRAGON_TIGER', pick: '1D', rtp: pay('PK10_DRAGON_TIGER', '1D') / 2 / price })).toBe(
      true,
    );
    for (let s = 3; s <= 19; s++) {
      let ways = 0;
      for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) if (a !== b && a + b === s) ways++;
      const rtp = (pay('PK10_TOP2_SUM', String(s)) * ways) / 90 / price;
      expect(inBand({ code: 'PK10_TOP2_SUM', pick: String(s), rtp }), `sum ${s}: ${rtp}`).toBe(true);
    }
    expect(inBand({ code: 'LHC_SPECIAL', pick: '7', rtp: pay('LHC_SPECIAL', '7') / 49 / price })).toBe(true);
    expect(inBand({ code: 'LHC_REGULAR', pick: '7', rtp: (pay('LHC_REGULAR', '7') * 6) / 49 / price })).toBe(true);
    // Big: 24 of 49 win, 1 (the 49) is refunded.
    expect(
      inBand({
        code: 'LHC_SPECIAL_BSOE',
        pick: 'BIG',
        rtp: (pay('LHC_SPECIAL_BSOE', 'BIG') * 24 + price) / 49 / price,
      }),
    ).toBe(true);
  });

  it('the Vietnamese sum pays by rarity', () => {
    for (let s = 0; s <= 18; s++) {
      const ways = s <= 9 ? s + 1 : 19 - s;
      const rtp = (Number(VN_SUM_PAY[String(s)]) * ways) / 100 / 100;
      expect(rtp > 0.9 && rtp < 1, `sum ${s}: ${rtp}`).toBe(true);
    }
  });
});
