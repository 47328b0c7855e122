import { LOTTERY_EVENT } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { DRAW_DEPENDENT } from './keys.ts';

/**
 * Keeps a game's screen live: each `draw` event (a draw opened, closed, was drawn, settled or
 * cancelled) refreshes the near draws, results, trend, hot numbers, the member's bets and the
 * header balance (a settlement pays out). EventSource reconnects by itself; the merchant is the
 * site's own (same origin), as EventSource cannot send the Merchant header.
 */
export function useDrawEvents(gameCode: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!gameCode || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/lgw/events?${new URLSearchParams({ gameCode })}`);
    const refresh = () => {
      for (const what of DRAW_DEPENDENT) void queryClient.invalidateQueries({ queryKey: ['lottery', what, gameCode] });
      void queryClient.invalidateQueries({ queryKey: ['lottery', 'myBets'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.balances });
    };
    source.addEventListener(LOTTERY_EVENT, refresh);
    return () => {
      source.removeEventListener(LOTTERY_EVENT, refresh);
      source.close();
    };
  }, [gameCode, queryClient]);
}
