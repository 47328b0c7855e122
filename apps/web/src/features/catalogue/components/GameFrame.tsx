import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../shared/api/query-keys.ts';

/** What a game page inside the frame posts when the player's balance moved. */
const BALANCE_MESSAGE = 'mekong:balance';

/**
 * The launched game under the portal's header. The game tells us (same-origin postMessage) when
 * a bet or a win moved the balance, and the header's balance is fetched again; coming back to the
 * tab refreshes it too, for vendors on another origin that cannot tell us.
 */
export function GameFrame({ url }: { url: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.balances });
    const onMessage = (e: MessageEvent) => {
      if (e.origin === window.location.origin && e.data?.type === BALANCE_MESSAGE) refresh();
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('focus', refresh);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('focus', refresh);
    };
  }, [queryClient]);
  return (
    <iframe
      className="game-frame"
      src={url}
      title={t('pages.game.title')}
      allow="fullscreen; autoplay"
      data-testid="game-frame"
    />
  );
}
