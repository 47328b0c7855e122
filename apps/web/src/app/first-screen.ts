import type { QueryClient } from '@tanstack/react-query';
import { gameListQuery } from '../features/catalogue/api/game-list.ts';
import { vendorLanesQuery } from '../features/catalogue/api/vendors.ts';
import { CATEGORY_OF_PATH } from '../features/catalogue/lib/category-paths.ts';
import { announcementsQuery, POPUP_KEY } from '../features/content/api/announcements.ts';
import { gameMenusQuery } from '../features/lottery/api/game-menus.ts';
import { popularGamesQuery } from '../features/lottery/api/popular-games.ts';
import { vnGameMenuQuery } from '../features/lottery/api/vn-game-menu.ts';
import { storedLanguage } from '../shared/i18n/i18n.ts';
import { preloadImage } from '../shared/lib/preload-image.ts';
import { startChunk } from './chunks.tsx';
import { pageChunkOf } from './page-chunks.ts';
import { queryClient } from './query-client.ts';
import { PAGE_LOADERS } from './routes.tsx';

/** Asks for a first screen's data; answers the requests, settled when each has its answer. */
type FirstScreen = (client: QueryClient, language: string, url: URL) => Promise<unknown>[];

/** The lottery swiper's lists (HotLotterySwiper), on the home page and the hall alike. */
function lotterySwiper(client: QueryClient, language: string) {
  return [
    client.prefetchQuery(popularGamesQuery(language)),
    client.prefetchQuery(gameMenusQuery(language, 'Elott')),
    client.prefetchQuery(vnGameMenuQuery(language, 'Lott')),
  ];
}

/**
 * What the first screen of each path shows from the server, asked for with the very query
 * options its components use, so they find the answers cached.
 */
const FIRST_SCREENS: Record<string, FirstScreen> = {
  // The home: the announcements, whose first banner (and the popup's picture, when the popup is
  // still to open this session) start loading as soon as they are known, and the lottery swiper.
  '/index': (client, language) => [
    client.fetchQuery(announcementsQuery(language)).then(
      (content) => {
        preloadImage(content.banners[0]?.imageUrl);
        if (!sessionStorage.getItem(POPUP_KEY)) preloadImage(content.popup[0]?.imageUrl);
      },
      () => undefined,
    ),
    ...lotterySwiper(client, language),
  ],
  // The lottery hall: its swiper's lists are the hall's too (the e-lottery and VN menus).
  '/elott': lotterySwiper,
  // A games page: the category's vendors and the first page of its games (GamesPage, GameBrowser).
  ...Object.fromEntries(
    Object.entries(CATEGORY_OF_PATH).map(([path, category]): [string, FirstScreen] => [
      path,
      (client, language, url) => {
        const vassalage = url.searchParams.get('vassalage') ?? undefined;
        return [
          client.prefetchQuery(vendorLanesQuery(language)),
          client.prefetchInfiniteQuery(gameListQuery({ gameType: category, vassalage, search: '' }, language)),
        ];
      },
    ]),
  ),
};

/** How long the first draw waits for the first screen's data before it draws placeholders. */
const FIRST_SCREEN_WAIT_MS = 1000;

/**
 * Asks for the data of the address's first screen beside the server's status, instead of after
 * the status, the router and the page chunk have each had their turn, and imports the page's
 * chunk (already on its way, build/boot-preload.ts). A failure here changes nothing: the page
 * asks again when it draws.
 *
 * Answers when that data is in, or after FIRST_SCREEN_WAIT_MS at the most: the app's first draw
 * waits for it (App). An answer arriving while the first draw is under way would make React draw
 * the whole app again at once, in one long task, as it does when a store a part reads changes
 * during a render in slices; arriving before, it is simply read.
 */
export function startFirstScreen(): Promise<void> {
  const url = new URL(location.href);
  const chunk = pageChunkOf(url.pathname);
  const load = chunk ? PAGE_LOADERS[chunk] : undefined;
  if (chunk && load) startChunk(chunk, load);
  const first = FIRST_SCREENS[url.pathname.replace(/\/+$/, '').toLowerCase()];
  const asked = first?.(queryClient, storedLanguage().toLowerCase(), url) ?? [];
  return Promise.race([
    Promise.allSettled(asked).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
}
