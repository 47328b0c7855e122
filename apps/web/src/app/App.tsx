import type { SystemStatus } from '@mekong/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router';
import { fetchSystemStatus } from '../features/system/api/status.ts';
import { ApiError } from '../shared/api/client.ts';
import { setMerchantTimeZone } from '../shared/lib/dates.ts';
import { StatusContext } from '../shared/system/status-context.ts';
import { applyBrand } from '../shared/theme/brand.ts';
import { queryClient } from './query-client.ts';
import { blockedRoutes, Maintenance, RegionBlocked, routes } from './routes.tsx';

type Boot = { kind: 'loading' } | { kind: 'failed'; error: Error } | { kind: 'ready'; status: SystemStatus };

type AppProps = {
  firstStatus?: Promise<SystemStatus>;
  /** The first screen's data (app/first-screen.ts): the first draw waits for it. */
  firstScreen?: Promise<void>;
  outline?: string;
};

/**
 * The boot gate: routes are registered only after the permission check answers. Maintenance and
 * region restriction replace every path with their own page. `firstStatus` is the check main.tsx
 * started while the language loaded; a retry asks again. The first draw also waits for
 * `firstScreen`, the first screen's data (at most a second, app/first-screen.ts).
 */
export function App({ firstStatus, firstScreen, outline }: AppProps) {
  const { t } = useTranslation();
  const [boot, setBoot] = useState<Boot>({ kind: 'loading' });
  const [first] = useState(() => ({ status: firstStatus }));
  const load = useCallback(() => {
    setBoot({ kind: 'loading' });
    const asked = first.status ?? fetchSystemStatus();
    first.status = undefined;
    Promise.all([asked, firstScreen]).then(
      ([status]) => {
        applyBrand({ ...status.info.brand.theme, logoUrl: status.info.brand.logoUrl });
        setMerchantTimeZone(status.info.brand.timezone);
        document.title = status.info.brand.name;
        // The whole shell and page draw now: in slices, not one long task.
        startTransition(() => setBoot({ kind: 'ready', status }));
      },
      (error: Error) => setBoot({ kind: 'failed', error }),
    );
  }, [first, firstScreen]);
  useEffect(load, [load]);

  const status = boot.kind === 'ready' ? boot.status : null;
  const table = useMemo(() => {
    if (!status) return null;
    // A brand switched off by the platform is closed: the same one page, saying so.
    if (status.maintenance || status.closed) return blockedRoutes(Maintenance);
    if (status.regionRestriction) return blockedRoutes(RegionBlocked);
    return routes;
  }, [status]);

  if (boot.kind === 'failed') {
    return (
      <main className="status-page" data-testid="boot-failed">
        <div className="panel" role="alert">
          <h1>{t('status.bootFailed')}</h1>
          <p>{failureText(boot.error, t)}</p>
          <button type="button" className="btn btn-primary" onClick={load}>
            {t('status.retry')}
          </button>
        </div>
      </main>
    );
  }
  if (!status || !table) {
    if (outline)
      return (
        <>
          {/* The same outline index.html drew: the page does not change until the shell can draw. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own markup, read from index.html */}
          <div className="boot-outline" dangerouslySetInnerHTML={{ __html: outline }} />
          <p className="visually-hidden" role="status">
            {t('shell.loading')}
          </p>
        </>
      );
    return (
      <p className="loading" role="status">
        {t('shell.loading')}
      </p>
    );
  }
  return (
    <StatusContext.Provider value={status}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <RouteTable routes={table} />
        </BrowserRouter>
      </QueryClientProvider>
    </StatusContext.Provider>
  );
}

/**
 * The route table in the browser's history. The declarative router, not a data router: no page
 * loads data through the router (each asks through TanStack Query), and a data router's loaders,
 * actions and fetchers would put about a third of the first load's app script on every page.
 */
function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The failure in the page's language: the check may have failed before the language had loaded,
 * when the error's own message could not be translated yet.
 */
function failureText(error: Error, t: TFunction) {
  if (!(error instanceof ApiError)) return error.message;
  return t(`errors.${error.code}`, { defaultValue: error.serverMessage || t('errors.unknown.system.err') });
}
