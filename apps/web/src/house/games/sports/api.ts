import { queryOptions, useMutation } from '@tanstack/react-query';
import { houseApi } from '../../api/client.ts';
import type { AcceptOddsChange, Board, SportsBet } from './types.ts';

/** How often the board is read again, so moved odds and held markets show without a reload. */
const BOARD_POLL_MS = 4_000;
/** How often the player's bets are read again, so a settled bet shows. */
const BETS_POLL_MS = 5_000;

/** Everything of the sportsbook this window reads; a placed bet makes all of it stale. */
export const SPORTS_KEY = ['house', 'sports'] as const;

/** GET /house/api/sports/events, polled: the events open for betting, with their markets. */
export const boardQuery = (game: string) =>
  queryOptions({
    queryKey: [...SPORTS_KEY, 'events', game],
    queryFn: () => houseApi<Board>('/sports/events'),
    refetchInterval: BOARD_POLL_MS,
  });

/** GET /house/api/sports/bets, polled: the player's bets, newest first. */
export const myBetsQuery = () =>
  queryOptions({
    queryKey: [...SPORTS_KEY, 'bets'],
    queryFn: () => houseApi<SportsBet[]>('/sports/bets'),
    refetchInterval: BETS_POLL_MS,
  });

export type SportsBetRequest = {
  selectionId: number;
  /** Minor units. */
  stake: string;
  /** The odds the player saw. */
  odds: number;
  acceptOddsChange: AcceptOddsChange;
};

/** POST /house/api/sports/bets: one single at the odds the player saw. */
export const usePlaceSportsBetMutation = () =>
  useMutation({
    mutationFn: (bet: SportsBetRequest) => houseApi<{ bet: SportsBet; balance: string }>('/sports/bets', bet),
  });
