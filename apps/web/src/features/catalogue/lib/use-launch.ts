import type { GameEntry } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { IFRAME_URL_KEY, useSession } from '../../../shared/session/session.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { type LaunchMode, launchGame } from '../api/launch-game.ts';

/**
 * Play or free trial: a visitor is asked to sign in first; a member's game opens in the /game
 * frame. A vendor lobby entry (VASSALAGE) opens its game list instead, through `onLobby`.
 */
export function useLaunch(onLobby?: (game: GameEntry) => void) {
  const token = useSession((s) => s.token);
  const openModal = useUi((s) => s.openModal);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const launch = async (game: GameEntry, mode: LaunchMode) => {
    setError(null);
    if (!game.isGame && onLobby) return onLobby(game);
    if (!token) return openModal('login');
    setPending(game.nodeId);
    try {
      const url = await launchGame(game, mode);
      sessionStorage.setItem(IFRAME_URL_KEY, url);
      void queryClient.invalidateQueries({ queryKey: ['recentGames'] });
      navigate('/game');
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPending(null);
    }
  };
  return { launch, error, pending };
}
