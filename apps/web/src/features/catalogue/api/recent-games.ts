import type { GameEntry } from '@mekong/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useModule } from '../../../shared/system/status-context.ts';

export type RecentGame = GameEntry & { playedAt: string };

export const fetchRecentGames = async () => (await api<{ list: RecentGame[] }>('/wps/relay/GCS_recentGame')).list;

/** GET /wps/relay/GCS_recentGame: the member's last launched games, newest first. */
export const recentGamesQuery = (token: string | null, language: string) =>
  queryOptions({ queryKey: ['recentGames', token, language], queryFn: fetchRecentGames, enabled: token !== null });

export function useRecentGames() {
  const { i18n } = useTranslation();
  const token = useSession((s) => s.token);
  const on = useModule('GAMELOREC3') && token !== null;
  return { on, query: useQuery({ ...recentGamesQuery(token, i18n.language), enabled: on }) };
}
