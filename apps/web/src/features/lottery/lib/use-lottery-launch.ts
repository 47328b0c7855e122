import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/session.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { type LotteryLaunch, launchLottery } from '../api/launch-lottery.ts';

/** Only a path of this site is followed (never another origin, nor a protocol-relative URL). */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Starting a lottery game: a visitor is asked to sign in; a member's launch answers
 * where the game is (the betting page for a plain lottery account) and the page opens there.
 */
export function useLotteryLaunch() {
  const token = useSession((s) => s.token);
  const openModal = useUi((s) => s.openModal);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const launch = async (game: LotteryLaunch) => {
    setError(null);
    if (!token) return openModal('login');
    setPending(game.gameCode);
    try {
      const url = await launchLottery(game);
      if (!isSitePath(url)) throw new Error(`Lottery launch answered an outside address: ${url}`);
      void queryClient.invalidateQueries({ queryKey: ['lottery', 'recent'] });
      navigate(url);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPending(null);
    }
  };
  return { launch, error, pending };
}

/** What the launch needs of a game: VN games in their first VN prize mode, the rest in Elott. */
export function launchOf(game: { code: string; family: string; prizeModes?: readonly string[] }): LotteryLaunch {
  if (game.family === 'VN') {
    const mode = game.prizeModes?.find((m) => m === 'Lott' || m === 'ZY') ?? 'Lott';
    return { gameCode: game.code, area: 'VN', prizeMode: mode as LotteryLaunch['prizeMode'] };
  }
  return { gameCode: game.code, area: 'ELOTT', prizeMode: 'Elott' };
}
