import { describe, expect, it } from 'vitest';
import { rtpTolerance, type Settlement, type TableBet, type TableGameInfo } from '../src/house/games/tables/bets.ts';
import { type Card, cardLabel, freshShoe, SUITS, type Suit, scriptedCards } from '../src/house/games/tables/cards.ts';
import { baccarat, dragonTiger, roulette, sicbo, TABLE_GAMES } from '../src/house/games/tables/index.ts';
import { bigRoad } from '../src/house/games/tables/road.ts';
import { FairStream, SimulationRng } from '../src/platform/fair.ts';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const card = (label: string): Card => ({ rank: RANKS.indexOf(label.slice(0, -1)), suit: label.slice(-1) as Suit });
const cards = (labels: string) => scriptedCards(labels.split(' ').map(card));
const coup = (labels: string) => baccarat.playCoup(cards(labels));
const payouts = (settlements: Settlement[]) => settlements.map((s) => s.payout);

type Engine<O, K extends string> = {
  deal(rng: SimulationRng): O;
  settle(outcome: O, bets: readonly TableBet<K>[]): Settlement[];
  GAME_INFO: TableGameInfo<K>;
};

/** Plays `rounds` rounds of one unit (100 minor units) on each bet; returns the measured return per bet. */
function simulate<O, K extends string>(engine: Engine<O, K>, bets: TableBet<K>[], rounds: number, seed: number) {
  const rng = new SimulationRng(seed);
  const returned = bets.map(() => 0);
  for (let i = 0; i < rounds; i++) {
    engine.settle(engine.deal(rng), bets).forEach((s, b) => {
      returned[b] = (returned[b] as number) + Number(s.payout);
    });
  }
  return returned.map((total) => total / (100 * rounds));
}

/** Checks each main bet's simulated return against its documented RTP within four standard errors. */
function expectSimulatedRtp<O, K extends string>(engine: Engine<O, K>, bets: TableBet<K>[], seed: number) {
  const { simulationRounds: rounds, bets: info } = engine.GAME_INFO;
  expect(rounds).toBeGreaterThanOrEqual(1_000_000);
  const measured = simulate(engine, bets, rounds, seed);
  bets.forEach((bet, i) => {
    const { rtp, stdDev } = info[bet.kind];
    expect(Math.abs((measured[i] as number) - rtp), `${bet.kind} measured ${measured[i]}`).toBeLessThan(
      rtpTolerance(stdDev, rounds),
    );
  });
  return measured;
}

describe('house table games: documented returns', () => {
  it('baccarat: exact enumeration of the eight-deck tableau gives the documented returns', () => {
    const NEED_CARD = new Error('need a card');
    const left = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32]; // cards of each point value in the shoe
    const kinds = ['BANKER', 'PLAYER', 'TIE'] as const;
    const rtp = [0, 0, 0];
    const walk = (prefix: number[], probability: number, remaining: number) => {
      let next = 0;
      const draw = () => {
        const points = prefix[next++];
        if (points === undefined) throw NEED_CARD;
        return { rank: points === 0 ? 10 : points, suit: 'S' as const };
      };
      let outcome: baccarat.BaccaratOutcome;
      try {
        outcome = baccarat.playCoup(draw);
      } catch (error) {
        if (error !== NEED_CARD) throw error;
        for (let points = 0; points < 10; points++) {
          const count = left[points] as number;
          left[points] = count - 1;
          walk([...prefix, points], (probability * count) / remaining, remaining - 1);
          left[points] = count;
        }
        return;
      }
      const bets = kinds.map((kind) => ({ kind, stake: 100n }));
      baccarat.settle(outcome, bets).forEach((s, i) => {
        rtp[i] = (rtp[i] as number) + (probability * Number(s.payout)) / 100;
      });
    };
    walk([], 1, 416);
    kinds.forEach((kind, i) => {
      expect(rtp[i], kind).toBeCloseTo(baccarat.GAME_INFO.bets[kind].rtp, 6);
    });
    expect(rtp[0]).toBeCloseTo(baccarat.GAME_INFO.rtp, 4);
    expect(baccarat.GAME_INFO.bets.PLAYER_PAIR.rtp).toBeCloseTo((12 * 31) / 415, 6);
  });

  it('dragon tiger: exact enumeration of two cards from eight decks gives the documented returns', () => {
    const deck = SUITS.flatMap((suit) => RANKS.slice(1).map((_, i) => ({ rank: i + 1, suit })));
    const kinds = dragonTiger.DRAGON_TIGER_BET_KINDS;
    const rtp = kinds.map(() => 0);
    for (const dragon of deck) {
      for (const tiger of deck) {
        const probability = (1 / 52) * ((dragon === tiger ? 7 : 8) / 415);
        const outcome = dragonTiger.compareCards(dragon, tiger);
        dragonTiger
          .settle(
            outcome,
            kinds.map((kind) => ({ kind, stake: 100n })),
          )
          .forEach((s, i) => {
            rtp[i] = (rtp[i] as number) + (probability * Number(s.payout)) / 100;
          });
      }
    }
    kinds.forEach((kind, i) => {
      expect(rtp[i], kind).toBeCloseTo(dragonTiger.GAME_INFO.bets[kind].rtp, 6);
    });
    expect(rtp[0]).toBeCloseTo(dragonTiger.GAME_INFO.rtp, 4);
  });

  it('roulette: every valid bet of every kind returns 36/37 over the 37 pockets', () => {
    /** Every ascending group of `size` different numbers from `from` to 36. */
    const groups = (size: number, from = 0): number[][] =>
      size === 0
        ? [[]]
        : Array.from({ length: 37 - from }, (_, i) => from + i).flatMap((n) =>
            groups(size - 1, n + 1).map((rest) => [n, ...rest]),
          );
    const candidates = (kind: roulette.RouletteBetKind) => {
      if (kind === 'DOZEN' || kind === 'COLUMN') return [[1], [2], [3]];
      const size = { STRAIGHT: 1, SPLIT: 2, STREET: 3, CORNER: 4 }[kind as string];
      if (size) return groups(size);
      if (kind === 'LINE') return Array.from({ length: 32 }, (_, i) => Array.from({ length: 6 }, (_, j) => i + j));
      return [undefined];
    };
    const validCount: Record<string, number> = {};
    for (const kind of roulette.ROULETTE_BET_KINDS) {
      const valid = candidates(kind).filter((selection) => roulette.validateBet(kind, selection) === null);
      validCount[kind] = valid.length;
      for (const selection of valid) {
        let returned = 0n;
        for (let n = 0; n < 37; n++)
          returned += roulette.settle(roulette.spinResult(n), [{ kind, selection, stake: 37n }])[0]?.payout ?? 0n;
        expect(returned, `${kind} ${selection}`).toBe(36n * 37n);
      }
      expect(roulette.GAME_INFO.bets[kind].rtp).toBeCloseTo(36 / 37, 9);
    }
    // 57 splits on the numbers and 3 with the zero; 12 streets and 2 trios; 22 corners and the first four.
    expect(validCount).toMatchObject({
      STRAIGHT: 37,
      SPLIT: 60,
      STREET: 14,
      CORNER: 23,
      LINE: 11,
      DOZEN: 3,
      COLUMN: 3,
    });
    expect(roulette.GAME_INFO.rtp).toBeCloseTo(36 / 37, 4);
  });

  it('sic bo: every bet and selection over the 216 throws gives the documented returns', () => {
    const throws = [1, 2, 3, 4, 5, 6].flatMap((a) =>
      [1, 2, 3, 4, 5, 6].flatMap((b) => [1, 2, 3, 4, 5, 6].map((c) => [a, b, c] as [number, number, number])),
    );
    const faces = [1, 2, 3, 4, 5, 6];
    const selections: Record<sicbo.SicBoBetKind, (number[] | undefined)[]> = {
      BIG: [undefined],
      SMALL: [undefined],
      ODD: [undefined],
      EVEN: [undefined],
      ANY_TRIPLE: [undefined],
      TOTAL: Array.from({ length: 14 }, (_, i) => [i + 4]),
      SINGLE: faces.map((f) => [f]),
      DOUBLE: faces.map((f) => [f]),
      TRIPLE: faces.map((f) => [f]),
      COMBINATION: faces.flatMap((a) => faces.filter((b) => b > a).map((b) => [a, b])),
    };
    for (const kind of sicbo.SICBO_BET_KINDS) {
      for (const selection of selections[kind]) {
        const returned = throws.reduce(
          (sum, dice) =>
            sum + Number(sicbo.settle(sicbo.diceResult(dice), [{ kind, selection, stake: 1n }])[0]?.payout),
          0,
        );
        const info = sicbo.GAME_INFO.bets[kind];
        const documented = info.rtpBySelection?.[String(selection?.[0])] ?? info.rtp;
        expect(returned / 216, `${kind} ${selection}`).toBeCloseTo(documented, 6);
      }
    }
    expect(sicbo.GAME_INFO.rtp).toBeCloseTo(210 / 216, 4);
  });
});

describe('house table games: one million simulated rounds', () => {
  it('baccarat BANKER, PLAYER and the pairs stay within four standard errors of their RTP', () => {
    const kinds = ['BANKER', 'PLAYER', 'PLAYER_PAIR', 'BANKER_PAIR'] as const;
    const measured = expectSimulatedRtp(
      baccarat,
      kinds.map((kind) => ({ kind, stake: 100n })),
      2024,
    );
    console.info('baccarat simulated RTP', Object.fromEntries(kinds.map((k, i) => [k, measured[i]])));
  });

  it('dragon tiger DRAGON and TIGER stay within four standard errors of their RTP', () => {
    const kinds = ['DRAGON', 'TIGER'] as const;
    const measured = expectSimulatedRtp(
      dragonTiger,
      kinds.map((kind) => ({ kind, stake: 100n })),
      7,
    );
    console.info('dragon tiger simulated RTP', measured);
  });

  it('roulette RED and a straight number stay within four standard errors of their RTP', () => {
    const bets = [
      { kind: 'RED' as const, stake: 100n },
      { kind: 'STRAIGHT' as const, selection: [17], stake: 100n },
    ];
    console.info('roulette simulated RTP', expectSimulatedRtp(roulette, bets, 36));
  });

  it('sic bo BIG and SMALL stay within four standard errors of their RTP', () => {
    const kinds = ['BIG', 'SMALL'] as const;
    console.info(
      'sic bo simulated RTP',
      expectSimulatedRtp(
        sicbo,
        kinds.map((kind) => ({ kind, stake: 100n })),
        888,
      ),
    );
  });
});

describe('baccarat rules', () => {
  it('a natural 8 or 9 on either side ends the coup on two cards', () => {
    const bankerNatural = coup('KS 9H 8D 10C');
    expect(bankerNatural).toMatchObject({ playerTotal: 8, bankerTotal: 9, winner: 'BANKER', natural: true });
    const playerNatural = coup('4S 3H 5D 4C');
    expect(playerNatural).toMatchObject({ playerTotal: 9, bankerTotal: 7, winner: 'PLAYER', natural: true });
    expect([playerNatural.player.length, playerNatural.banker.length]).toEqual([2, 2]);
  });

  it('the player stands on 6 and 7, then the banker draws on 0-5 and stands on 6-7', () => {
    const onSix = coup('3S 2H 3D 2C 2S');
    expect(onSix.player.map(cardLabel)).toEqual(['3S', '3D']);
    expect(onSix.banker.map(cardLabel)).toEqual(['2H', '2C', '2S']);
    expect(onSix).toMatchObject({ playerTotal: 6, bankerTotal: 6, winner: 'TIE', natural: false });
    const onSeven = coup('4S 3H 3D 3C');
    expect(onSeven).toMatchObject({ playerTotal: 7, bankerTotal: 6, winner: 'PLAYER' });
    expect(onSeven.banker).toHaveLength(2);
  });

  it("the banker's third card follows the tableau on the player's third card", () => {
    const rankWorth = (points: number) => (points === 0 ? 'Q' : RANKS[points]);
    // Row: banker's two-card total; column: points of the player's third card, 0..9. 1 = banker draws.
    const TABLEAU: Record<number, string> = {
      0: '1111111111',
      1: '1111111111',
      2: '1111111111',
      3: '1111111101',
      4: '0011111100',
      5: '0000111100',
      6: '0000001100',
      7: '0000000000',
    };
    for (const [bankerTotal, row] of Object.entries(TABLEAU)) {
      [...row].forEach((draws, third) => {
        const outcome = coup(`10S JH KD ${rankWorth(Number(bankerTotal))}C ${rankWorth(third)}H 5S`);
        expect(outcome.player, `player drew on 0`).toHaveLength(3);
        expect(outcome.banker.length, `banker ${bankerTotal}, third ${third}`).toBe(draws === '1' ? 3 : 2);
      });
    }
  });

  it('pairs are the first two cards of a side sharing a rank and pay 11:1', () => {
    const pairs = coup('8S 2H 8D 2C AS');
    expect(pairs).toMatchObject({ playerPair: true, bankerPair: true, winner: 'PLAYER', bankerTotal: 5 });
    const bets = [
      { kind: 'PLAYER_PAIR' as const, stake: 10n },
      { kind: 'BANKER_PAIR' as const, stake: 10n },
    ];
    expect(payouts(baccarat.settle(pairs, bets))).toEqual([120n, 120n]);
    const kingQueen = coup('KS 9H QD 9C');
    expect(kingQueen).toMatchObject({ playerPair: false, bankerPair: true });
    expect(payouts(baccarat.settle(kingQueen, bets))).toEqual([0n, 120n]);
  });

  it('a tie pushes player and banker bets and pays the tie 8:1; banker wins pay 0.95:1 rounded down', () => {
    const tie = coup('9S 9H KD KC');
    const bets = (['PLAYER', 'BANKER', 'TIE'] as const).map((kind) => ({ kind, stake: 100n }));
    expect(baccarat.settle(tie, bets)).toEqual([
      { result: 'PUSH', payout: 100n },
      { result: 'PUSH', payout: 100n },
      { result: 'WIN', payout: 900n },
    ]);
    const bankerWin = coup('KS 9H 8D 10C');
    const stakes = [100n, 15n, 1n].map((stake) => ({ kind: 'BANKER' as const, stake }));
    expect(payouts(baccarat.settle(bankerWin, stakes))).toEqual([195n, 29n, 1n]);
    expect(payouts(baccarat.settle(bankerWin, [{ kind: 'PLAYER', stake: 100n }]))).toEqual([0n]);
  });

  it('rejects unknown kinds, selections on plain bets and non-positive stakes', () => {
    expect(baccarat.validateBet('SUPER_SIX')).toBe('UNKNOWN_BET_KIND');
    expect(baccarat.validateBet('BANKER', [1])).toBe('SELECTION_NOT_ALLOWED');
    expect(baccarat.validateBet('TIE')).toBeNull();
    expect(() => baccarat.settle(coup('9S 9H KD KC'), [{ kind: 'TIE', stake: 0n }])).toThrow(RangeError);
  });
});

describe('dragon tiger rules', () => {
  const bets = dragonTiger.DRAGON_TIGER_BET_KINDS.map((kind) => ({ kind, stake: 101n }));

  it('the higher rank wins with aces low, paying 1:1', () => {
    const outcome = dragonTiger.compareCards(card('AS'), card('KH'));
    expect(outcome).toMatchObject({ winner: 'TIGER', suitedTie: false });
    expect(payouts(dragonTiger.settle(outcome, bets))).toEqual([0n, 202n, 0n, 0n]);
  });

  it('on a tie dragon and tiger lose half (rounded down for the player) and the tie pays 8:1', () => {
    const tie = dragonTiger.compareCards(card('7S'), card('7H'));
    expect(dragonTiger.settle(tie, bets)).toEqual([
      { result: 'HALF_LOSS', payout: 50n },
      { result: 'HALF_LOSS', payout: 50n },
      { result: 'WIN', payout: 909n },
      { result: 'LOSE', payout: 0n },
    ]);
    const suited = dragonTiger.compareCards(card('QD'), card('QD'));
    expect(payouts(dragonTiger.settle(suited, bets))).toEqual([50n, 50n, 909n, 5151n]);
  });
});

describe('roulette rules', () => {
  it('accepts only bets that exist on the single-zero layout', () => {
    const cases: [string, number[] | undefined, string | null][] = [
      ['STRAIGHT', [0], null],
      ['STRAIGHT', [37], 'INVALID_SELECTION'],
      ['STRAIGHT', [1.5], 'INVALID_SELECTION'],
      ['SPLIT', [2, 1], null],
      ['SPLIT', [1, 4], null],
      ['SPLIT', [0, 3], null],
      ['SPLIT', [3, 4], 'INVALID_SELECTION'],
      ['SPLIT', [1, 3], 'INVALID_SELECTION'],
      ['SPLIT', [0, 4], 'INVALID_SELECTION'],
      ['SPLIT', [5, 5], 'INVALID_SELECTION'],
      ['STREET', [34, 35, 36], null],
      ['STREET', [0, 1, 2], null],
      ['STREET', [2, 3, 4], 'INVALID_SELECTION'],
      ['CORNER', [2, 3, 5, 6], null],
      ['CORNER', [0, 1, 2, 3], null],
      ['CORNER', [3, 4, 6, 7], 'INVALID_SELECTION'],
      ['LINE', [31, 32, 33, 34, 35, 36], null],
      ['LINE', [2, 3, 4, 5, 6, 7], 'INVALID_SELECTION'],
      ['DOZEN', [3], null],
      ['DOZEN', [4], 'INVALID_SELECTION'],
      ['COLUMN', [], 'INVALID_SELECTION'],
      ['COLUMN', undefined, 'SELECTION_REQUIRED'],
      ['RED', undefined, null],
      ['RED', [1], 'SELECTION_NOT_ALLOWED'],
      ['FIVE_NUMBER', undefined, 'UNKNOWN_BET_KIND'],
    ];
    for (const [kind, selection, error] of cases)
      expect(roulette.validateBet(kind, selection), `${kind} ${selection}`).toBe(error);
    expect(() => roulette.settle(roulette.spinResult(1), [{ kind: 'SPLIT', selection: [1, 3], stake: 10n }])).toThrow(
      RangeError,
    );
  });

  it('pays each kind at its ratio on a covered number and nothing otherwise; zero loses every outside bet', () => {
    const cases: [roulette.RouletteBetKind, number[] | undefined, number, number, bigint][] = [
      ['STRAIGHT', [17], 17, 18, 360n],
      ['SPLIT', [17, 20], 20, 19, 180n],
      ['STREET', [16, 17, 18], 18, 19, 120n],
      ['CORNER', [17, 18, 20, 21], 21, 19, 90n],
      ['LINE', [16, 17, 18, 19, 20, 21], 16, 22, 60n],
      ['DOZEN', [2], 13, 12, 30n],
      ['COLUMN', [1], 34, 36, 30n],
      ['RED', undefined, 1, 2, 20n],
      ['BLACK', undefined, 2, 0, 20n],
      ['ODD', undefined, 35, 0, 20n],
      ['EVEN', undefined, 36, 0, 20n],
      ['LOW', undefined, 18, 0, 20n],
      ['HIGH', undefined, 19, 0, 20n],
    ];
    for (const [kind, selection, winning, losing, payout] of cases) {
      const bet = { kind, selection, stake: 10n };
      expect(roulette.settle(roulette.spinResult(winning), [bet])[0], kind).toEqual({ result: 'WIN', payout });
      expect(roulette.settle(roulette.spinResult(losing), [bet])[0]?.payout, kind).toBe(0n);
    }
    expect([0, 1, 2, 10, 11, 19, 36].map((n) => roulette.spinResult(n).colour)).toEqual([
      'GREEN',
      'RED',
      'BLACK',
      'BLACK',
      'BLACK',
      'RED',
      'RED',
    ]);
  });
});

describe('sic bo rules', () => {
  const dice = (a: number, b: number, c: number) => sicbo.diceResult([a, b, c]);
  const pay = (outcome: sicbo.SicBoOutcome, kind: sicbo.SicBoBetKind, selection?: number[]) =>
    sicbo.settle(outcome, [{ kind, selection, stake: 1n }])[0]?.payout;

  it('a triple loses big, small, odd and even and pays the triple bets', () => {
    const fours = dice(4, 4, 4);
    expect(fours).toMatchObject({ total: 12, triple: true, size: 'TRIPLE' });
    expect((['BIG', 'SMALL', 'ODD', 'EVEN'] as const).map((kind) => pay(fours, kind))).toEqual([0n, 0n, 0n, 0n]);
    expect([
      pay(fours, 'ANY_TRIPLE'),
      pay(fours, 'TRIPLE', [4]),
      pay(fours, 'TRIPLE', [5]),
      pay(fours, 'DOUBLE', [4]),
    ]).toEqual([31n, 181n, 0n, 11n]);
    expect([
      pay(dice(1, 1, 1), 'SMALL'),
      pay(dice(5, 5, 1), 'BIG'),
      pay(dice(4, 4, 2), 'SMALL'),
      pay(dice(4, 4, 2), 'EVEN'),
    ]).toEqual([0n, 2n, 2n, 2n]);
  });

  it('totals pay by the table and singles pay once, twice or three times the number shown', () => {
    expect([
      pay(dice(1, 1, 2), 'TOTAL', [4]),
      pay(dice(6, 6, 5), 'TOTAL', [17]),
      pay(dice(3, 3, 4), 'TOTAL', [10]),
      pay(dice(3, 3, 4), 'TOTAL', [11]),
    ]).toEqual([61n, 61n, 7n, 0n]);
    expect([dice(1, 2, 3), dice(2, 5, 6), dice(5, 5, 6), dice(5, 5, 5)].map((o) => pay(o, 'SINGLE', [5]))).toEqual([
      0n,
      2n,
      3n,
      4n,
    ]);
    expect([pay(dice(2, 5, 6), 'COMBINATION', [5, 2]), pay(dice(2, 2, 6), 'COMBINATION', [2, 5])]).toEqual([7n, 0n]);
  });

  it('validates selections', () => {
    const cases: [string, number[] | undefined, string | null][] = [
      ['TOTAL', [3], 'INVALID_SELECTION'],
      ['TOTAL', [18], 'INVALID_SELECTION'],
      ['TOTAL', [9], null],
      ['COMBINATION', [2, 2], 'INVALID_SELECTION'],
      ['COMBINATION', [2, 6], null],
      ['SINGLE', [7], 'INVALID_SELECTION'],
      ['DOUBLE', [1, 2], 'INVALID_SELECTION'],
      ['TRIPLE', undefined, 'SELECTION_REQUIRED'],
      ['BIG', [1], 'SELECTION_NOT_ALLOWED'],
      ['FOUR_NUMBER', undefined, 'UNKNOWN_BET_KIND'],
    ];
    for (const [kind, selection, error] of cases)
      expect(sicbo.validateBet(kind, selection), `${kind} ${selection}`).toBe(error);
  });
});

describe('house table game roads', () => {
  const dt = (dragon: string, tiger: string) => dragonTiger.compareCards(card(dragon), card(tiger));
  const where = (cells: { column: number; row: number }[]) => cells.map(({ column, row }) => `${column},${row}`);

  it('the big road breaks columns on a change of winner and marks ties on the cell before them', () => {
    const rounds = [
      dt('5S', '5H'),
      dt('KS', 'AH'),
      dt('9S', '2H'),
      dt('3S', '3D'),
      dt('2S', '9H'),
      dt('7S', '7H'),
      dt('4C', '4C'),
      dt('QS', 'JH'),
    ];
    const { beadPlate, bigRoad: road } = dragonTiger.road(rounds);
    const beads = beadPlate.map((cell) => `${cell.column},${cell.row}:${cell.entry.winner}`);
    expect(beads).toEqual([
      '0,0:TIE',
      '0,1:DRAGON',
      '0,2:DRAGON',
      '0,3:TIE',
      '0,4:TIGER',
      '0,5:TIE',
      '1,0:TIE',
      '1,1:DRAGON',
    ]);
    expect(road.leadingTies).toBe(1);
    expect(road.streaks.map((s) => s.winner)).toEqual(['DRAGON', 'TIGER', 'DRAGON']);
    expect(road.streaks.map((s) => s.cells.map((c) => `${c.column},${c.row}+${c.ties}`))).toEqual([
      ['0,0+0', '0,1+1'],
      ['1,0+2'],
      ['2,0+0'],
    ]);
    expect(road.streaks[1]?.cells[0]?.entry).toEqual({
      winner: 'TIGER',
      dragonRank: 2,
      tigerRank: 9,
      suitedTie: false,
    });
  });

  it('a streak longer than six rows turns right, and a later streak turns above that tail', () => {
    const winners = [...Array(8).fill('BANKER'), 'PLAYER', 'PLAYER', 'PLAYER', ...Array(7).fill('BANKER'), 'PLAYER'];
    const road = bigRoad(
      winners.map((winner) => ({ winner })),
      'TIE',
    );
    expect(road.streaks.map((s) => where(s.cells))).toEqual([
      ['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,5', '2,5'],
      ['1,0', '1,1', '1,2'],
      ['2,0', '2,1', '2,2', '2,3', '2,4', '3,4', '4,4'],
      ['3,0'],
    ]);
  });

  it('the baccarat road carries totals and pairs into its cells', () => {
    const { beadPlate, bigRoad: road } = baccarat.road([coup('8S 2H 8D 2C AS'), coup('9S 9H KD KC')]);
    expect(beadPlate[0]?.entry).toEqual({
      winner: 'PLAYER',
      playerTotal: 6,
      bankerTotal: 5,
      natural: false,
      playerPair: true,
      bankerPair: true,
    });
    expect(road.streaks).toHaveLength(1);
    expect(road.streaks[0]?.cells[0]?.ties).toBe(1);
  });

  it('roulette and sic bo roads list the latest results with colour or size', () => {
    const spins = [0, 32, 15, 19, 4].map(roulette.spinResult);
    expect(roulette.road(spins, 3)).toEqual({
      recent: [
        { number: 15, colour: 'BLACK' },
        { number: 19, colour: 'RED' },
        { number: 4, colour: 'BLACK' },
      ],
      counts: { RED: 1, BLACK: 2, GREEN: 0 },
    });
    const throws = [sicbo.diceResult([1, 2, 3]), sicbo.diceResult([6, 6, 6]), sicbo.diceResult([6, 5, 1])];
    expect(sicbo.road(throws).recent.map((r) => `${r.dice.join('')}=${r.total}:${r.size}`)).toEqual([
      '123=6:SMALL',
      '666=18:TRIPLE',
      '651=12:BIG',
    ]);
    expect(sicbo.road(throws).counts).toEqual({ BIG: 1, SMALL: 1, TRIPLE: 1 });
  });
});

describe('house table games: fair draws', () => {
  it('every engine deals the same round from the same seeds, nonce and client seed, and another round from another nonce', () => {
    for (const [code, engine] of Object.entries(TABLE_GAMES)) {
      const dealAt = (nonce: number) => engine.deal(new FairStream('server-seed-1', 'client-seed', nonce));
      expect(dealAt(7), code).toEqual(dealAt(7));
      const distinct = new Set(Array.from({ length: 30 }, (_, nonce) => JSON.stringify(dealAt(nonce))));
      expect(distinct.size, code).toBeGreaterThan(10);
      expect(engine.GAME_INFO.code).toBe(code);
    }
  });

  it('the lazily shuffled shoe hands out each card of its decks exactly once', () => {
    const draw = freshShoe(new FairStream('server-seed-2', 'client-seed', 1), 2);
    const dealt = Array.from({ length: 104 }, () => cardLabel(draw()));
    const counts = new Map<string, number>();
    for (const label of dealt) counts.set(label, (counts.get(label) ?? 0) + 1);
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((n) => n === 2)).toBe(true);
    const unshuffled = SUITS.flatMap((suit) => RANKS.slice(1).map((rank) => `${rank}${suit}`));
    expect(dealt.slice(0, 52)).not.toEqual(unshuffled);
    expect(() => draw()).toThrow(RangeError);
  });
});
