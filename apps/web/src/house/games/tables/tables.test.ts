/**
 * The table screens mirror a little of the engines' rules (which spots light up, what they pay,
 * where the roulette inside bets sit): checked here against the engines themselves.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as baccarat from '../../../../../server/src/house/games/tables/baccarat.ts';
import * as dragonTiger from '../../../../../server/src/house/games/tables/dragon-tiger.ts';
import * as roulette from '../../../../../server/src/house/games/tables/roulette.ts';
import * as sicbo from '../../../../../server/src/house/games/tables/sicbo.ts';
import { INSIDE_SPOTS } from './roulette/layout.ts';
import { paysOf, SICBO_TOTAL_PAYS } from './spots.ts';
import { MAX_LINES, useBetSlip } from './useBetSlip.ts';
import { spotWins } from './wins.ts';

type Spot = { kind: string; selection?: number[] };
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const settlesAsWin = (settle: (o: never, b: never) => { result: string }[], outcome: unknown, s: Spot) =>
  settle(outcome as never, [{ ...s, stake: 100n }] as never)[0]?.result === 'WIN';

const ROULETTE_SPOTS: Spot[] = [
  ...range(0, 36).map((n) => ({ kind: 'STRAIGHT', selection: [n] })),
  ...INSIDE_SPOTS,
  ...[1, 2, 3].flatMap((n) => [
    { kind: 'DOZEN', selection: [n] },
    { kind: 'COLUMN', selection: [n] },
  ]),
  ...['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH'].map((kind) => ({ kind })),
];
const FACES = range(1, 6);
const SICBO_SPOTS: Spot[] = [
  ...['BIG', 'SMALL', 'ODD', 'EVEN', 'ANY_TRIPLE'].map((kind) => ({ kind })),
  ...range(4, 17).map((n) => ({ kind: 'TOTAL', selection: [n] })),
  ...['SINGLE', 'DOUBLE', 'TRIPLE'].flatMap((kind) => FACES.map((f) => ({ kind, selection: [f] }))),
  ...FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => ({ kind: 'COMBINATION', selection: [a, b] }))),
];

describe('roulette board', () => {
  it('offers every inside bet the engine takes, each once, at its own place', () => {
    for (const s of INSIDE_SPOTS) expect(roulette.validateBet(s.kind, s.selection), s.selection.join('-')).toBeNull();
    const count = (kind: string) => INSIDE_SPOTS.filter((s) => s.kind === kind).length;
    expect([count('SPLIT'), count('STREET'), count('CORNER'), count('LINE')]).toEqual([60, 14, 23, 11]);
    const places = INSIDE_SPOTS.map((s) => `${s.kind}@${s.x.toFixed(4)},${s.y.toFixed(4)}`);
    expect(new Set(places).size).toBe(places.length);
  });

  it('lights exactly the spots the engine pays, for every pocket', () => {
    for (const n of range(0, 36)) {
      const outcome = roulette.spinResult(n);
      for (const s of ROULETTE_SPOTS)
        expect(spotWins('roulette', outcome, s.kind, s.selection), `${n} ${s.kind}`).toBe(
          settlesAsWin(roulette.settle, outcome, s),
        );
    }
  });
});

describe('sic bo board', () => {
  it('lights exactly the spots the engine pays, for every throw', () => {
    for (const a of FACES)
      for (const b of FACES)
        for (const c of FACES) {
          const outcome = sicbo.diceResult([a, b, c]);
          for (const s of SICBO_SPOTS)
            expect(spotWins('sicbo', outcome, s.kind, s.selection)).toBe(settlesAsWin(sicbo.settle, outcome, s));
        }
  });
});

describe('card tables', () => {
  it('light the spots the engines pay, for every winner and pair', () => {
    for (const winner of ['PLAYER', 'BANKER', 'TIE'] as const)
      for (const playerPair of [false, true])
        for (const bankerPair of [false, true]) {
          const outcome = {
            player: [],
            banker: [],
            playerTotal: 0,
            bankerTotal: 0,
            natural: false,
            winner,
            playerPair,
            bankerPair,
          };
          for (const kind of baccarat.BACCARAT_BET_KINDS)
            expect(spotWins('baccarat', outcome, kind)).toBe(settlesAsWin(baccarat.settle, outcome, { kind }));
        }
    const card = (rank: number, suit: 'S' | 'H') => ({ rank, suit });
    for (const [d, t] of [
      [card(9, 'S'), card(3, 'H')],
      [card(2, 'S'), card(12, 'H')],
      [card(7, 'S'), card(7, 'H')],
      [card(7, 'S'), card(7, 'S')],
    ] as const) {
      const outcome = dragonTiger.compareCards(d, t);
      for (const kind of dragonTiger.DRAGON_TIGER_BET_KINDS)
        expect(spotWins('dragon-tiger', outcome, kind)).toBe(settlesAsWin(dragonTiger.settle, outcome, { kind }));
    }
  });

  it('show the payouts the engines publish', () => {
    for (const [kind, info] of Object.entries(baccarat.GAME_INFO.bets))
      expect(paysOf('baccarat', kind)).toBe(info.pays);
    for (const [kind, info] of Object.entries(dragonTiger.GAME_INFO.bets))
      expect(info.pays.startsWith(paysOf('dragon-tiger', kind))).toBe(true);
    for (const [kind, info] of Object.entries(roulette.GAME_INFO.bets))
      expect(paysOf('roulette', kind)).toBe(info.pays);
    for (const [kind, info] of Object.entries(sicbo.GAME_INFO.bets))
      if (kind !== 'TOTAL') expect(paysOf('sicbo', kind)).toBe(info.pays);
    expect(SICBO_TOTAL_PAYS).toEqual(sicbo.TOTAL_PAYS);
    expect(paysOf('sicbo', 'TOTAL', [4])).toBe('60:1');
  });
});

describe('bet slip', () => {
  it('adds chips per spot up to the table maximum and at most the lines one placement takes', () => {
    const { result } = renderHook(() => useBetSlip());
    act(() => void result.current.add('BANKER', undefined, 1000n, 2500n));
    act(() => void result.current.add('BANKER', undefined, 1000n, 2500n));
    let refused: string | null = null;
    act(() => {
      refused = result.current.add('BANKER', undefined, 1000n, 2500n);
    });
    expect(refused).toBe('overMax');
    expect(result.current.lines()).toEqual([{ kind: 'BANKER', stake: '2000' }]);
    for (const n of range(1, MAX_LINES - 1)) act(() => void result.current.add('STRAIGHT', [n], 100n, 2500n));
    act(() => {
      refused = result.current.add('STRAIGHT', [30], 100n, 2500n);
    });
    expect(refused).toBe('tooManyLines');
    expect(result.current.total).toBe(2000n + BigInt(MAX_LINES - 1) * 100n);
    act(() => result.current.load([{ kind: 'SPLIT', selection: [1, 2], stake: '500' }]));
    expect(result.current.lines()).toEqual([{ kind: 'SPLIT', selection: [1, 2], stake: '500' }]);
    // A placement takes off what it sent; a chip added while it was on its way stays.
    act(() => void result.current.add('SPLIT', [1, 2], 100n, 2500n));
    act(() => void result.current.add('RED', undefined, 100n, 2500n));
    act(() => result.current.remove([{ kind: 'SPLIT', selection: [1, 2], stake: '500' }]));
    expect(result.current.lines()).toEqual([
      { kind: 'SPLIT', selection: [1, 2], stake: '100' },
      { kind: 'RED', stake: '100' },
    ]);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });
});
