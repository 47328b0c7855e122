import type { PrizeMode } from '@mekong/contracts';
import { api } from '../../../shared/api/client.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';

export type LotteryLaunch = { gameCode: string; area: 'VN' | 'ELOTT'; prizeMode: PrizeMode };

export const launchParams = (l: LotteryLaunch) =>
  new URLSearchParams({
    launchMode: 'LOTT',
    lottoArea: l.area,
    lottoPrizeMode: l.prizeMode,
    lottoGameCode: l.gameCode,
    lottoView: 'betting',
    device: 'WEB',
    language: currentLanguage(),
  });

/** GET /wps/game/launchGame?launchMode=LOTT: where the game's betting page is (a same-site path). */
export async function launchLottery(l: LotteryLaunch): Promise<string> {
  const value = await api<{ content: { game_url: string } }>(`/wps/game/launchGame?${launchParams(l)}`);
  return value.content.game_url;
}
