import type { GameEntry } from '@mekong/contracts';
import { api, deviceType } from '../../../shared/api/client.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';

/** REAL plays the wallet's money; FREE the vendor's demo money (a trial account always plays FREE). */
export type LaunchMode = 'REAL' | 'FREE';

/** The original clients' v2 launch payload; the session header, not a token in the query, says who plays. */
export function launchParams(game: GameEntry, mode: LaunchMode): URLSearchParams {
  return new URLSearchParams({
    gameId: String(game.nodeId),
    nodeId: String(game.nodeId),
    accountType: mode === 'REAL' ? '1' : '0',
    confirmTrans: '0',
    vassalage: game.vassalage,
    launchMode: 'GLS',
    platform: deviceType() === 'MOBILE' ? 'html5' : 'html5-desktop',
    clientType: '3',
    language: currentLanguage(),
  });
}

/**
 * GET /wps/game/launchGame: the game's URL, carrying a one-time ticket instead of the session.
 * Older vendors answer game_url2 only.
 */
export async function launchGame(game: GameEntry, mode: LaunchMode): Promise<string> {
  const value = await api<{ content: { game_url?: string; game_url2?: string } }>(
    `/wps/game/launchGame?${launchParams(game, mode)}`,
  );
  const url = value.content.game_url || value.content.game_url2;
  if (!url) throw new Error('launchGame answered without a game URL');
  return url;
}
