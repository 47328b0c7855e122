import { FairStream } from '../../platform/fair.ts';
import { dealSeats, evaluateHand, handLabels } from '../games/pvp/bull.ts';
import { ACTION_MULTIPLIER, type BullOutcome } from '../games/pvp/bull-pot.ts';
import type { HouseDeps } from '../instant.ts';
import type { HouseSession } from '../sessions.ts';
import { betInfo, betsOfHand, type HandBet, latestHand, nextHandAt, seatsOf } from './hands.ts';
import type { PvpTableDef } from './tables.ts';
import { reserveOf } from './tables.ts';

export type PvpPhase = 'WAITING' | 'STARTING' | 'DECIDING' | 'RESULT';

/**
 * What one viewer sees of a table: the seats with nicknames and what each chose, the clock, the
 * pot, their own cards while the hand is played and everyone's once it is settled. Other players'
 * cards never leave the server before then. Reads only: the caller moves the clock first.
 */
export async function pvpTableView(h: HouseDeps, t: PvpTableDef, viewer: HouseSession | null, now = new Date()) {
  const seats = await seatsOf(h.db, t.id);
  const hand = await latestHand(h.db, t.id);
  const bets: HandBet[] = hand ? await betsOfHand(h.db, hand.id) : [];
  const open = hand?.status === 'OPEN';
  const outcome = hand?.status === 'SETTLED' ? (hand.outcome as BullOutcome) : null;
  const resultEnds = hand?.settledAt ? new Date(hand.settledAt.getTime() + t.timing.resultMs) : null;
  const startsAt = open ? null : nextHandAt(t, seats, hand);
  const phase: PvpPhase = open
    ? 'DECIDING'
    : resultEnds && now < resultEnds
      ? 'RESULT'
      : startsAt
        ? 'STARTING'
        : 'WAITING';
  const mine = viewer ? bets.find((b) => b.playerId === viewer.playerId) : undefined;
  const myCards =
    open && mine?.status === 'PLACED'
      ? cardsOf(hand.serverSeed, hand.clientSeed, hand.nonce, betInfo(mine).seat)
      : null;

  const seatViews = Array.from({ length: t.seats }, (_, i) => {
    const n = i + 1;
    const sitter = seats.find((x) => x.seat === n);
    const bet = bets.find((b) => betInfo(b).seat === n);
    const played = outcome?.players.find((p) => p.seat === n);
    const nickname = sitter?.nickname ?? (bet ? betInfo(bet).nickname : null);
    return {
      seat: n,
      nickname,
      /** Someone holds the seat now (a player shown from the last hand may have stood up). */
      seated: !!sitter,
      me: !!viewer && (sitter?.playerId === viewer.playerId || (!!bet && bet.playerId === viewer.playerId)),
      ready: sitter?.ready ?? false,
      leaving: sitter?.leaving ?? false,
      // A stake still unsure when the hand was settled was never in it.
      inHand: !!bet && bet.status !== 'VOID' && (open || !!played),
      /** What the seat chose: shown to everyone as soon as it is chosen. */
      action: played?.action ?? (bet ? betInfo(bet).action : null),
      defaulted: played?.defaulted ?? false,
      cards: played?.cards ?? (mine && bet === mine ? myCards?.cards : null) ?? null,
      kind: played?.kind ?? null,
      points: played?.points ?? null,
      result: played?.result ?? null,
      stake: played?.stake ?? null,
      payout: played?.payout ?? null,
    };
  });

  return {
    tableId: t.id,
    mode: t.mode,
    ante: t.ante.toString(),
    reserve: reserveOf(t).toString(),
    serverTime: now.toISOString(),
    phase,
    startsAt: startsAt?.toISOString() ?? null,
    seats: seatViews,
    mySeat: seatViews.find((x) => x.me)?.seat ?? null,
    hand: hand
      ? {
          id: hand.id,
          seq: hand.seq,
          seedHash: hand.seedHash,
          closesAt: open ? (hand.closesAt?.toISOString() ?? null) : null,
          serverSeed: outcome ? hand.serverSeed : null,
          clientSeed: hand.clientSeed,
          pot: outcome ? outcome.pot : potSoFar(t, bets).toString(),
          rake: outcome?.rake ?? null,
          winnerSeat: outcome?.winnerSeat ?? null,
        }
      : null,
    me: {
      inHand: open && mine?.status === 'PLACED',
      canAct: open && mine?.status === 'PLACED' && betInfo(mine).action === null,
      cards: myCards?.cards ?? null,
      kind: myCards?.kind ?? null,
      points: myCards?.points ?? null,
      /**
       * The viewer's stake in the latest hand is paid (its credit landed, after the result was
       * shown): the window reads its balance again then, not only when the result appears.
       */
      paid: mine?.status === 'SETTLED',
    },
  };
}

export type PvpTableView = Awaited<ReturnType<typeof pvpTableView>>;

/** The viewer's own five cards, dealt again from the hand's seed (the server holds it). */
function cardsOf(serverSeed: string, clientSeed: string, nonce: number, seat: number) {
  const cards = dealSeats(new FairStream(serverSeed, clientSeed, nonce))[seat - 1] ?? [];
  const hand = evaluateHand(cards);
  return { cards: handLabels(cards), kind: hand.kind, points: hand.points };
}

/** The antes in, plus each bet chosen so far (a folded seat stays at its ante). */
const potSoFar = (t: PvpTableDef, bets: readonly HandBet[]) =>
  bets.reduce((sum, b) => {
    const action = betInfo(b).action;
    return sum + t.ante * (1n + (action ? ACTION_MULTIPLIER[action] : 0n));
  }, 0n);
