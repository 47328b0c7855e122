import type { BrandRow } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { count, dateTime } from '../../shared/ui/format.ts';
import { SimpleTable } from '../../shared/ui/SimpleTable.tsx';
import { useBrands } from './api.ts';
import { NewBrandDialog } from './NewBrandDialog.tsx';
import './brands.css';

/**
 * Every brand on the server, for the platform operator: a new brand with its first admin, and each
 * brand's settings (the same groups its own admin sees) one click away.
 */
export function BrandsPage() {
  const { t } = useTranslation();
  const brands = useBrands();
  const [creating, setCreating] = useState(false);
  const [done, setDone] = useState('');
  return (
    <section aria-labelledby="brands-title" data-testid="brands-page">
      <h1 id="brands-title">{t('brands.title')}</h1>
      <p className="hint">{t('brands.help')}</p>
      <div className="filters">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setDone('');
            setCreating(true);
          }}
          data-testid="brand-new"
        >
          {t('brands.new')}
        </button>
      </div>
      {done && (
        <p className="alert alert-ok" role="status" data-testid="brand-created">
          {done}
        </p>
      )}
      <ErrorAlert error={brands.error} />
      {brands.isPending && <p role="status">{t('common.loading')}</p>}
      <SimpleTable<BrandRow>
        caption={t('brands.caption')}
        testId="brands-table"
        rows={brands.data ?? []}
        columns={[
          { key: 'code', header: t('brands.code'), cell: (b) => <code>{b.code}</code> },
          { key: 'name', header: t('brands.name'), cell: (b) => b.name },
          { key: 'currency', header: t('brands.currency'), cell: (b) => b.currency },
          { key: 'timezone', header: t('settings.timezone'), cell: (b) => b.timezone },
          {
            key: 'domains',
            header: t('brands.domains'),
            cell: (b) => (
              <ul className="brand-domains">
                {b.domains.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ),
          },
          {
            key: 'maintenance',
            header: t('brands.maintenance'),
            cell: (b) => (
              <span className={b.maintenance ? 'brand-maintenance' : undefined}>
                {t(b.maintenance ? 'brands.maintenanceOn' : 'brands.maintenanceOff')}
              </span>
            ),
          },
          { key: 'players', header: t('brands.players'), cell: (b) => count(b.players) },
          { key: 'created', header: t('brands.created'), cell: (b) => dateTime(b.createdAt) },
          {
            key: 'actions',
            header: t('players.actions'),
            cell: (b) => (
              <Link
                to={`/brands/${b.code}/settings`}
                className="btn btn-small"
                aria-label={t('brands.configureOf', { name: b.name, code: b.code })}
                data-testid={`brand-configure-${b.code}`}
              >
                {t('brands.configure')}
              </Link>
            ),
          },
        ]}
      />
      <NewBrandDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(brand, admin) => {
          setCreating(false);
          setDone(t('brands.createdNotice', { code: brand.code, admin, domain: brand.domains[0] ?? '' }));
        }}
      />
    </section>
  );
}
