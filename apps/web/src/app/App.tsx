import type { SystemStatus } from '@mekong/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { fetchSystemStatus } from '../features/system/api/status.ts';
import { setMerchantTimeZone } from '../shared/lib/dates.ts';
import { StatusContext } from '../shared/system/status-context.ts';
import { applyBrandColours } from '../shared/theme/theme.ts';
import { blockedRoutes, Maintenance, RegionBlocked, routes } from './routes.tsx';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

type Boot = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; status: SystemStatus };

/**
 * The boot gate: routes are registered only after the permission check answers. Maintenance and
 * region restriction replace every path with their own page.
 */
export function App() {
  const { t } = useTranslation();
  const [boot, setBoot] = useState<Boot>({ kind: 'loading' });
  const load = useCallback(() => {
    setBoot({ kind: 'loading' });
    fetchSystemStatus().then(
      (status) => {
        applyBrandColours(status.info.brand.theme);
        setMerchantTimeZone(status.info.brand.timezone);
        document.title = status.info.brand.name;
        setBoot({ kind: 'ready', status });
      },
      (error: Error) => setBoot({ kind: 'failed', message: error.message }),
    );
  }, []);
  useEffect(load, [load]);

  const status = boot.kind === 'ready' ? boot.status : null;
  const router = useMemo(() => {
    if (!status) return null;
    if (status.maintenance) return createBrowserRouter(blockedRoutes(Maintenance));
    if (status.regionRestriction) return createBrowserRouter(blockedRoutes(RegionBlocked));
    return createBrowserRouter(routes);
  }, [status]);

  if (boot.kind === 'failed') {
    return (
      <main className="status-page" data-testid="boot-failed">
        <div className="panel" role="alert">
          <h1>{t('status.bootFailed')}</h1>
          <p>{boot.message}</p>
          <button type="button" className="btn btn-primary" onClick={load}>
            {t('status.retry')}
          </button>
        </div>
      </main>
    );
  }
  if (!status || !router) {
    return (
      <p className="loading" role="status">
        {t('shell.loading')}
      </p>
    );
  }
  return (
    <StatusContext.Provider value={status}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StatusContext.Provider>
  );
}
