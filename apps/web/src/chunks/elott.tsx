import type { PrefetchFirstScreen } from '../app/page-chunks.ts';
import { gameMenusQuery } from '../features/lottery/api/game-menus.ts';
import { popularGamesQuery } from '../features/lottery/api/popular-games.ts';
import { vnGameMenuQuery } from '../features/lottery/api/vn-game-menu.ts';
import { ElottHall } from '../features/lottery/pages/ElottHall.tsx';
import '../features/lottery/lottery.css';

/** The hall's lists: its swiper's HOT games, the e-lottery families and the VN regions. */
export const prefetch: PrefetchFirstScreen = (client, language) => {
  void client.prefetchQuery(popularGamesQuery(language));
  void client.prefetchQuery(gameMenusQuery(language, 'Elott'));
  void client.prefetchQuery(vnGameMenuQuery(language, 'Lott'));
};

/** Chunk `elott`: the lottery hall. */
export default function ElottPage() {
  return <ElottHall />;
}
