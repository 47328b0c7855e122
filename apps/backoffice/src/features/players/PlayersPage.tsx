import { zodResolver } from '@hookform/resolvers/zod';
import { PLAYER_SORTS, type PlayerRow, playerSearchQuery } from '@mekong/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { dateTime, money } from '../../shared/ui/format.ts';
import { useUrlState } from '../../shared/ui/url-state.ts';
import { usePlayerSearch } from './api.ts';

const DEFAULTS = { q: '', status: '', page: '1', sort: 'createdAt', order: 'desc' };
const SIZE = 20;
const filterSchema = z.object({
  q: playerSearchQuery.shape.q,
  status: z.preprocess((v) => (v === '' ? undefined : v), playerSearchQuery.shape.status),
});

export function PlayersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useUrlState(DEFAULTS);
  const query = {
    q: state.q || undefined,
    status: (state.status || undefined) as 'ACTIVE' | 'DISABLED' | undefined,
    page: Number(state.page) || 1,
    size: SIZE,
    sort: (PLAYER_SORTS as readonly string[]).includes(state.sort)
      ? (state.sort as (typeof PLAYER_SORTS)[number])
      : 'createdAt',
    order: state.order === 'asc' ? ('asc' as const) : ('desc' as const),
  };
  const search = usePlayerSearch(query);
  const form = useForm({ resolver: zodResolver(filterSchema), defaultValues: { q: state.q, status: state.status } });
  useEffect(() => form.reset({ q: state.q, status: state.status }), [state.q, state.status, form]);
  const submit = form.handleSubmit((v) => setState({ q: v.q ?? '', status: v.status ?? '', page: '1' }));

  const columns = useMemo<ColumnDef<PlayerRow, unknown>[]>(
    () => [
      {
        id: 'account',
        accessorKey: 'account',
        header: t('players.account'),
        cell: ({ row }) => (
          <Link to={`/players/${row.original.id}`} onClick={(e) => e.stopPropagation()} data-testid="player-link">
            {row.original.account}
          </Link>
        ),
      },
      { id: 'nickname', header: t('players.nickname'), accessorKey: 'nickname', enableSorting: false },
      {
        id: 'status',
        header: t('players.status'),
        enableSorting: false,
        cell: ({ row }) => t(`status.${row.original.status}`),
      },
      {
        id: 'labels',
        header: t('players.labels'),
        enableSorting: false,
        cell: ({ row }) => [row.original.clubLabel, ...row.original.memberLabels].filter(Boolean).join(', '),
      },
      {
        id: 'mainBalance',
        header: t('players.balance'),
        enableSorting: false,
        cell: ({ row }) => money(row.original.mainBalance),
      },
      {
        id: 'matched',
        header: t('players.matched'),
        enableSorting: false,
        cell: ({ row }) => row.original.matched ?? '',
      },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        header: t('players.createdAt'),
        cell: ({ row }) => dateTime(row.original.createdAt),
      },
      {
        id: 'lastLoginAt',
        accessorKey: 'lastLoginAt',
        header: t('players.lastLoginAt'),
        cell: ({ row }) => dateTime(row.original.lastLoginAt),
      },
    ],
    [t],
  );

  return (
    <section aria-labelledby="players-title">
      <h1 id="players-title">{t('players.title')}</h1>
      <search>
        <form className="filters" onSubmit={submit} noValidate data-testid="player-search">
          <Field label={t('players.search')} hint={t('players.searchHint')} error={form.formState.errors.q}>
            {(a) => <input {...a} {...form.register('q')} type="search" data-testid="player-search-q" />}
          </Field>
          <Field label={t('players.status')} error={form.formState.errors.status}>
            {(a) => (
              <select {...a} {...form.register('status')} data-testid="player-search-status">
                <option value="">{t('common.all')}</option>
                <option value="ACTIVE">{t('status.ACTIVE')}</option>
                <option value="DISABLED">{t('status.DISABLED')}</option>
              </select>
            )}
          </Field>
          <button type="submit" className="btn btn-primary" data-testid="player-search-submit">
            {t('common.search')}
          </button>
        </form>
      </search>
      <ErrorAlert error={search.error} />
      <DataTable
        label={t('players.title')}
        testId="players-table"
        columns={columns}
        rows={search.data?.list ?? []}
        total={search.data?.total ?? 0}
        page={query.page}
        size={SIZE}
        loading={search.isFetching}
        onPage={(page) => setState({ page: String(page) })}
        sort={{ id: query.sort, desc: query.order === 'desc' }}
        onSort={(s) => setState({ sort: s.id, order: s.desc ? 'desc' : 'asc', page: '1' })}
        onRowOpen={(row) => navigate(`/players/${row.id}`)}
      />
    </section>
  );
}
