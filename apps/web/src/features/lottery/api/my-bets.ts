import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { lotteryKeys } from '../lib/keys.ts';
import type { BetPage } from '../lib/types.ts';

export const MY_BETS_PAGE = 10;

export function fetchMyBets(gameCode: string, issueNo: string, pageNo: number) {
  const p = new URLSearchParams({ gameCode, pageNo: String(pageNo), pageSize: String(MY_BETS_PAGE) });
  if (issueNo) p.set('issueNo', issueNo);
  return api<BetPage>(`/lgw/bets?${p}`);
}

/** GET /lgw/bets: the member's bets on a game, one draw's (`issueNo`) or all, newest first (login). */
export const myBetsQuery = (token: string | null, gameCode: string, issueNo: string, pageNo: number) =>
  queryOptions({
    queryKey: lotteryKeys.myBets(token, gameCode, issueNo, pageNo),
    queryFn: () => fetchMyBets(gameCode, issueNo, pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useMyBets(gameCode: string, issueNo: string, pageNo: number) {
  const token = useSession((s) => s.token);
  return useQuery(myBetsQuery(token, gameCode, issueNo, pageNo));
}
