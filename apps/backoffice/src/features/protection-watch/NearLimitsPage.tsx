import { zodResolver } from '@hookform/resolvers/zod';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { dateTime } from '../../shared/ui/format.ts';
import { useUrlState } from '../../shared/ui/url-state.ts';
import { type NearLimitRow, useNearLimits } from './api.ts';
import { limitValue } from './limit-value.ts';

const DEFAULTS = { percent: '80', page: '1' };
const SIZE = 20;
/** The share as typed: a whole percent from 1 to 100, as the server's query takes it. */
const filterSchema = z.object({
  percent: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'near.percent.range')
    .refine((v) => Number(v) >= 1 && Number(v) <= 100, 'near.percent.range'),
});

/** A share from the address, or the default when it is not one the server takes. */
const shareOf = (typed: string) => {
  const n = Number(typed);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : Number(DEFAULTS.percent);
};

/** Players close to one of their limits, fullest first: whom protection staff look at before they reach it. */
export function NearLimitsPage() {
  const { t } = useTranslation();
  const [url, setUrl] = useUrlState(DEFAULTS);
  const percent = shareOf(url.percent);
  const page = Math.max(1, Number(url.page) || 1);
  const list = useNearLimits({ percent, page, size: SIZE });
  const form = useForm({ resolver: zodResolver(filterSchema), defaultValues: { percent: String(percent) } });
  useEffect(() => form.reset({ percent: String(percent) }), [percent, form]);
  const submit = form.handleSubmit((v) => setUrl({ percent: String(Number(v.percent)), page: '1' }));

  const columns = useMemo<ColumnDef<NearLimitRow, unknown>[]>(
    () => [
      {
        id: 'player',
        header: t('players.account'),
        cell: ({ row }) => (
          // Straight to the 360's responsible gaming section, where staff can lower the limit or set a break.
          <Link to={`/players/${row.original.memberId}#p360-protection`} data-testid="near-limit-player">
            {row.original.account}
          </Link>
        ),
      },
      {
        id: 'limit',
        header: t('protection.limit'),
        cell: ({ row }) => t(`protection.limitNames.${row.original.kind}.${row.original.period}`),
      },
      {
        id: 'amount',
        header: t('common.amount'),
        cell: ({ row }) => limitValue(t, row.original.kind, row.original.amount),
      },
      {
        id: 'used',
        header: t('protection.used'),
        cell: ({ row }) => limitValue(t, row.original.kind, row.original.used),
      },
      {
        id: 'percent',
        header: t('nearLimits.share'),
        cell: ({ row }) => t('nearLimits.shareValue', { percent: row.original.percent }),
      },
      { id: 'end', header: t('protection.periodEnd'), cell: ({ row }) => dateTime(row.original.periodEnd) },
    ],
    [t],
  );

  return (
    <section aria-labelledby="near-limits-title" data-testid="near-limits-page">
      <h1 id="near-limits-title">{t('nearLimits.title')}</h1>
      <p className="hint">{t('nearLimits.help')}</p>
      <search>
        <form className="filters" onSubmit={submit} noValidate data-testid="near-limits-filter">
          <Field
            label={t('nearLimits.percent')}
            hint={t('nearLimits.percentHint')}
            error={form.formState.errors.percent}
          >
            {(a) => (
              <input
                {...a}
                {...form.register('percent')}
                inputMode="numeric"
                autoComplete="off"
                data-testid="near-limits-percent"
              />
            )}
          </Field>
          <button type="submit" className="btn btn-primary" data-testid="near-limits-submit">
            {t('common.filter')}
          </button>
        </form>
      </search>
      <ErrorAlert error={list.error} />
      <DataTable
        label={t('nearLimits.tableLabel', { percent })}
        testId="near-limits-table"
        columns={columns}
        rows={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={page}
        size={SIZE}
        loading={list.isFetching}
        onPage={(p) => setUrl({ page: String(p) })}
      />
    </section>
  );
}
