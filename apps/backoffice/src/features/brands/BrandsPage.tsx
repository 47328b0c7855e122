import { BRAND_SORTS, type BrandRow } from '@mekong/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { count, dateTime } from '../../shared/ui/format.ts';
import { useServerTable } from '../../shared/ui/server-table.ts';
import { useBrands } from './api.ts';
import { NewBrandDialog } from './NewBrandDialog.tsx';
import './brands.css';

const FILTERS = { q: '', state: '' };
const STATES = ['ON', 'OFF'] as const;

/**
 * The brands on the server, for the platform operator, newest first: a new brand with its first
 * admin, each brand's staff and on/off switch, and its settings (the same groups its own admin sees).
 */
export function BrandsPage() {
  const { t } = useTranslation();
  const list = useServerTable({ filters: FILTERS, sorts: BRAND_SORTS, sort: 'createdAt', order: 'desc', size: 50 });
  const state = (STATES as readonly string[]).includes(list.filters.state)
    ? (list.filters.state as (typeof STATES)[number])
    : undefined;
  const brands = useBrands({ ...list.query, ...(list.filters.q && { q: list.filters.q }), ...(state && { state }) });
  const [creating, setCreating] = useState(false);
  const [done, setDone] = useState('');
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    list.setFilters({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() });
  };
  const columns = useMemo<ColumnDef<BrandRow, unknown>[]>(
    () => [
      {
        id: 'code',
        header: t('brands.code'),
        cell: ({ row: { original: b } }) => (
          <Link to={`/brands/${b.code}`} data-testid={`brand-open-${b.code}`}>
            <code>{b.code}</code>
          </Link>
        ),
      },
      { id: 'name', header: t('brands.name'), cell: ({ row: { original: b } }) => b.name },
      {
        id: 'currency',
        header: t('brands.currency'),
        enableSorting: false,
        cell: ({ row: { original: b } }) => b.currency,
      },
      {
        id: 'timezone',
        header: t('settings.timezone'),
        enableSorting: false,
        cell: ({ row: { original: b } }) => b.timezone,
      },
      {
        id: 'domains',
        header: t('brands.domains'),
        enableSorting: false,
        cell: ({ row: { original: b } }) => (
          <ul className="brand-domains">
            {b.domains.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        ),
      },
      {
        id: 'maintenance',
        header: t('brands.maintenance'),
        enableSorting: false,
        cell: ({ row: { original: b } }) => (
          <span className={b.maintenance ? 'brand-maintenance' : undefined}>
            {t(b.maintenance ? 'brands.maintenanceOn' : 'brands.maintenanceOff')}
          </span>
        ),
      },
      {
        id: 'state',
        header: t('brands.state'),
        enableSorting: false,
        cell: ({ row: { original: b } }) => (
          <span className={`badge badge-${b.enabled ? 'ACTIVE' : 'DISABLED'}`}>
            {t(b.enabled ? 'brands.stateOn' : 'brands.stateOff')}
          </span>
        ),
      },
      { id: 'players', header: t('brands.players'), cell: ({ row: { original: b } }) => count(b.players) },
      { id: 'createdAt', header: t('brands.created'), cell: ({ row: { original: b } }) => dateTime(b.createdAt) },
      {
        id: 'actions',
        header: t('players.actions'),
        enableSorting: false,
        cell: ({ row: { original: b } }) => (
          <div className="button-row">
            <Link
              to={`/brands/${b.code}`}
              className="btn btn-small"
              aria-label={t('brands.manageOf', { name: b.name, code: b.code })}
              data-testid={`brand-manage-${b.code}`}
            >
              {t('brands.manage')}
            </Link>
            <Link
              to={`/brands/${b.code}/settings`}
              className="btn btn-small"
              aria-label={t('brands.configureOf', { name: b.name, code: b.code })}
              data-testid={`brand-configure-${b.code}`}
            >
              {t('brands.configure')}
            </Link>
          </div>
        ),
      },
    ],
    [t],
  );
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
      <search>
        <form className="filters" onSubmit={search} data-testid="brand-search">
          <div className="field">
            <label htmlFor="brand-q">{t('brands.search')}</label>
            <input
              id="brand-q"
              name="q"
              type="search"
              key={list.filters.q}
              defaultValue={list.filters.q}
              maxLength={64}
              data-testid="brand-search-q"
            />
          </div>
          <div className="field">
            <label htmlFor="brand-state">{t('brands.state')}</label>
            <select
              id="brand-state"
              value={list.filters.state}
              onChange={(e) => list.setFilters({ state: e.target.value })}
              data-testid="brand-search-state"
            >
              <option value="">{t('common.all')}</option>
              {STATES.map((s) => (
                <option key={s} value={s}>
                  {t(s === 'ON' ? 'brands.stateOn' : 'brands.stateOff')}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary" data-testid="brand-search-submit">
            {t('common.search')}
          </button>
        </form>
      </search>
      <ErrorAlert error={brands.error} />
      <DataTable
        label={t('brands.caption')}
        testId="brands-table"
        columns={columns}
        rows={brands.data?.list ?? []}
        total={brands.data?.total ?? 0}
        loading={brands.isFetching}
        {...list.table}
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
