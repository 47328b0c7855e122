/**
 * The page chunk (src/chunks/<name>.tsx) that draws each path of the route table. The page's head
 * starts fetching that chunk, with what it imports, while the app's own modules download
 * (build/boot-preload.ts), instead of after the app has started and asked the server for its
 * status. routes.test.ts keeps this table in step with routes.tsx.
 */
export const PAGE_CHUNKS: Readonly<Record<string, string>> = {
  '/index': 'index',
  '/register': 'index',
  '/register.html': 'index',
  '/login': 'index',
  '/pointMall': 'pointMall',
  '/elott': 'elott',
  '/rng': 'egame',
  '/pvp': 'egame',
  '/fish': 'egame',
  '/live': 'egame',
  '/games': 'egame',
  '/sports': 'sports',
  '/promotions': 'promo',
  '/promoDetail': 'promoDetail',
  '/help': 'help',
  '/down': 'download',
  '/join': 'joinus',
  '/lottery': 'lottery',
  '/vnlottery': 'vnlottery',
  '/seamless': 'seamless',
  '/game': 'egame',
  '/helpmc': 'help',
  '/house/play': 'house',
  '/house/verify': 'house',
};

const BY_LOWER_PATH = new Map(Object.entries(PAGE_CHUNKS).map(([path, name]) => [path.toLowerCase(), name]));

/** The chunk of an address's path, matched as the router matches it (any case, trailing slash). */
export const pageChunkOf = (pathname: string) => BY_LOWER_PATH.get(pathname.replace(/\/+$/, '').toLowerCase());
