import { auditQuery } from '@mekong/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { dateTime } from '../../shared/ui/format.ts';
import { useUrlState } from '../../shared/ui/url-state.ts';
import { AuditDetails } from './AuditDetails.tsx';
import { AuditFilters } from './AuditFilters.tsx';
import { type AuditRow, useAudit } from './api.ts';
import { ChainCheck } from './ChainCheck.tsx';

const DEFAULTS = { actorType: '', action: '', from: '', to: '', page: '1' };
const SIZE = 25;

/** The merchant's audit log: who did what, when, from where, with before and after. */
export function AuditPage() {
  const { t } = useTranslation();
  const [state, setState] = useUrlState(DEFAULTS);
  const [open, setOpen] = useState<number | null>(null);
  // The address may be edited by hand: what the shared schema refuses is left out.
  const parsed = auditQuery.safeParse({ ...state, size: SIZE });
  const query = {
    actorType: state.actorType || undefined,
    action: state.action || undefined,
    from: state.from ? new Date(`${state.from}T00:00:00`).toISOString() : undefined,
    to: state.to ? new Date(`${state.to}T23:59:59.999`).toISOString() : undefined,
    page: parsed.success ? parsed.data.page : 1,
    size: SIZE,
  };
  const audit = useAudit(query);
  const columns = useMemo<ColumnDef<AuditRow, unknown>[]>(
    () => [
      { id: 'at', header: t('common.time'), cell: ({ row }) => dateTime(row.original.at) },
      {
        id: 'actor',
        header: t('audit.actor'),
        cell: ({ row }) =>
          `${t(`audit.actorTypes.${row.original.actorType}`, { defaultValue: row.original.actorType })} ${row.original.actorName ?? row.original.actorId}`,
      },
      { id: 'action', header: t('audit.action'), cell: ({ row }) => <code>{row.original.action}</code> },
      { id: 'ip', header: t('players.ip'), cell: ({ row }) => row.original.ip ?? '' },
      {
        id: 'details',
        header: t('audit.details'),
        cell: ({ row }) => (
          <>
            <button
              type="button"
              className="btn btn-small"
              aria-expanded={open === row.original.id}
              onClick={() => setOpen(open === row.original.id ? null : row.original.id)}
            >
              {t(open === row.original.id ? 'audit.hide' : 'audit.show')}
            </button>
            {open === row.original.id && <AuditDetails details={row.original.details} />}
          </>
        ),
      },
    ],
    [t, open],
  );
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      <ChainCheck />
      <AuditFilters values={state} onApply={(v) => setState({ ...v, page: '1' })} />
      <ErrorAlert error={audit.error} />
      <DataTable
        label={t('audit.title')}
        testId="audit-table"
        columns={columns}
        rows={audit.data?.list ?? []}
        total={audit.data?.total ?? 0}
        page={query.page}
        size={SIZE}
        loading={audit.isFetching}
        onPage={(page) => setState({ page: String(page) })}
      />
    </section>
  );
}
