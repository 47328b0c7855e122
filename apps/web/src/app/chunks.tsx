import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChunkFailureType, chunkUrlOf, classifyChunkFailure, withTimeout } from './chunk-failure.ts';

/** The spec's chunk time-out: after 120 s of failures the section gives up. */
export const CHUNK_GIVE_UP_MS = 120_000;
const ATTEMPT_TIMEOUT_MS = 30_000;
const RETRY_EVERY_MS = 2_000;

type ChunkModule = Record<string, ComponentType>;

const answers = (url: string) =>
  fetch(url, { cache: 'no-store' })
    .then((r) => r.ok)
    .catch(() => false);
const loaded = new Map<string, ChunkModule>();

/**
 * Starts importing a page's chunk before the router asks for it (main.tsx, for the address the
 * visit starts on): once in, the page draws with the shell in one pass instead of after it. A
 * failure is left to the page, which reports and retries it.
 */
export function startChunk(name: string, load: () => Promise<unknown>) {
  load().then(
    (module) => {
      if (!loaded.has(name)) loaded.set(name, module as ChunkModule);
    },
    () => undefined,
  );
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; type: ChunkFailureType; gaveUp: boolean }
  | { kind: 'ready'; module: ChunkModule };

type ChunkPageProps = { name: string; load: () => Promise<unknown>; exportName?: string };

/** The route element of one named chunk's page; keyed by chunk so a new chunk starts afresh. */
export const chunkPage = (name: string, load: () => Promise<unknown>, exportName = 'default') => (
  <ChunkPage key={`${name}:${exportName}`} name={name} load={load} exportName={exportName} />
);

/**
 * Renders a page from a named chunk. Unlike React.lazy it keeps trying: a failed import is retried
 * from a fresh URL (browsers remember a failed module URL) until it loads or 120 s pass.
 */
function ChunkPage({ name, load, exportName = 'default' }: ChunkPageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>(() => {
    const module = loaded.get(name);
    return module ? { kind: 'ready', module } : { kind: 'loading' };
  });

  useEffect(() => {
    // The chunk may have arrived (startChunk, at start) between this page's first draw and now:
    // then it draws at once, rather than waiting for an import nobody will start.
    const arrived = loaded.get(name);
    if (arrived) {
      setState((s) => (s.kind === 'ready' ? s : { kind: 'ready', module: arrived }));
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    let attempt = 0;
    let url: string | null = null;
    const tryLoad = async () => {
      try {
        const importer = url ? () => import(/* @vite-ignore */ `${url}?retry=${attempt}`) : load;
        const module = (await withTimeout(importer(), ATTEMPT_TIMEOUT_MS)) as ChunkModule;
        // The file that failed was one the page's chunk imports, not the page itself: it loads now,
        // but the page's module stays failed in this document, so the page is loaded afresh.
        if (url && !(exportName in module)) {
          location.reload();
          return;
        }
        loaded.set(name, module);
        // The page draws in slices, leaving the page responsive meanwhile.
        if (!cancelled) startTransition(() => setState({ kind: 'ready', module }));
      } catch (error) {
        url = url ?? chunkUrlOf(error);
        // The file answers again, yet the import still fails: a module it needs failed earlier and
        // this document keeps that failure, so the page is loaded afresh.
        if (attempt > 0 && url && (await answers(url))) {
          location.reload();
          return;
        }
        const type = await classifyChunkFailure(error);
        if (cancelled) return;
        const gaveUp = Date.now() - started >= CHUNK_GIVE_UP_MS;
        setState({ kind: 'failed', type, gaveUp });
        attempt += 1;
        if (!gaveUp) timer = setTimeout(tryLoad, RETRY_EVERY_MS);
      }
    };
    void tryLoad();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [name, load, exportName]);

  if (state.kind === 'ready') {
    const Page = state.module[exportName];
    if (Page) return <Page />;
    return <ChunkFailed name={name} type="missing" gaveUp />;
  }
  if (state.kind === 'failed') return <ChunkFailed name={name} type={state.type} gaveUp={state.gaveUp} />;
  return (
    <p className="loading" role="status">
      {t('shell.loading')}
    </p>
  );
}

function ChunkFailed({ name, type, gaveUp }: { name: string; type: ChunkFailureType; gaveUp: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="panel chunk-error" role="alert" data-testid="chunk-error">
      <p>{t('chunk.failed', { name, type })}</p>
      <p>{gaveUp ? t('chunk.gaveUp') : t('chunk.retrying')}</p>
      {gaveUp && (
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {t('chunk.reload')}
        </button>
      )}
    </div>
  );
}
