/**
 * The GET calls a visit's first screen makes, exactly as the app's api() sends them (path and
 * query; the headers are the visit's language, device, brand and session). The page's boot script
 * starts them while the app's modules download (build/boot-preload.ts), and api() takes their
 * answers instead of asking again (shared/api/boot-answers.ts). app/first-requests.test.ts keeps this
 * table equal to what main.tsx and app/first-screen.ts ask for.
 */

/** Every visit: the server's status (main.tsx). */
export const STATUS_REQUEST = '/wps/system/status';

/** The home's announcements call, whose first banner the boot script also draws into the outline. */
export const HOME_ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B';

const LOTTERY_SWIPER = [
  '/lgw/games/popular',
  '/lgw/games/game_menus?prizeMode=Elott',
  '/lgw/vn/games/game_menu?prizeMode=Lott',
];
const gamesPage = (category: string) => [
  '/wps/relay/GCSGAME_gameVendor',
  `/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=24&gameType=${category}`,
];

/** Each path's first-screen calls (app/first-screen.ts), for an address without a query string. */
export const FIRST_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '/index': [HOME_ANNOUNCEMENTS, ...LOTTERY_SWIPER],
  '/elott': LOTTERY_SWIPER,
  '/rng': gamesPage('RNG'),
  '/pvp': gamesPage('PVP'),
  '/fish': gamesPage('FISH'),
  '/live': gamesPage('LIVE'),
};
