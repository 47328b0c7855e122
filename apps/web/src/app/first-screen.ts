import { storedLanguage } from '../shared/i18n/i18n.ts';
import { type PrefetchFirstScreen, pageChunkOf } from './page-chunks.ts';
import { queryClient } from './query-client.ts';
import { PAGE_LOADERS } from './routes.tsx';

/**
 * Starts the data of the address's first screen beside the server's status, instead of after the
 * status, the router and the page have each had their turn: the page chunk (already on its way,
 * build/boot-preload.ts) is imported and its `prefetch` asks for what the page shows first. A
 * failure here changes nothing: the page asks again when it draws, and a chunk that fails to
 * load is reported by the page (chunks.tsx).
 */
export function startFirstScreen() {
  const url = new URL(location.href);
  const name = pageChunkOf(url.pathname);
  const load = name ? PAGE_LOADERS[name] : undefined;
  if (!load) return;
  const language = storedLanguage().toLowerCase();
  load().then(
    (module) => (module as { prefetch?: PrefetchFirstScreen }).prefetch?.(queryClient, language, url),
    () => undefined,
  );
}
