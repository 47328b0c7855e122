import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { secondsLeft, serverOffset } from '../lib/countdown.ts';
import { lotteryKeys } from '../lib/keys.ts';
import type { NearDraws, NearDrawsTimed } from '../lib/types.ts';

/** The answer with the server clock's offset from ours, measured on this very request. */
export async function fetchNearDraws(gameCode: string): Promise<NearDrawsTimed> {
  const sentAt = Date.now();
  const value = await api<NearDraws>(`/lgw/numeros/near?${new URLSearchParams({ gameCode })}`);
  return { ...value, offsetMs: serverOffset(value.serverTime, sentAt, Date.now()) };
}

/**
 * Between draws (none taking bets, or the current one past its close) ask again now and then, in
 * case a draw event was missed; the events usually come first.
 */
const IDLE_POLL_MS = 10_000;
const CLOSING_POLL_MS = 3_000;

function pollEvery(data: NearDrawsTimed | undefined): number | false {
  if (!data) return false;
  if (!data.current) return IDLE_POLL_MS;
  return secondsLeft(data.current.closesAt, Date.now(), data.offsetMs) === 0 ? CLOSING_POLL_MS : false;
}

/** GET /lgw/numeros/near: the draw taking bets and the last one drawn. */
export const nearDrawsQuery = (gameCode: string) =>
  queryOptions({
    queryKey: lotteryKeys.near(gameCode),
    queryFn: () => fetchNearDraws(gameCode),
    retry: false,
    // A second card of the same game (the hall's swiper and its list) reads the same answer.
    staleTime: 5_000,
    refetchInterval: (query) => pollEvery(query.state.data),
  });

export const useNearDraws = (gameCode: string, wanted = true) =>
  useQuery({ ...nearDrawsQuery(gameCode), enabled: wanted && gameCode !== '' });
