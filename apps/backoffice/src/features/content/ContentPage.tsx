import { ANNOUNCEMENT_SORTS, ANNOUNCEMENT_TYPES, type AnnouncementType } from '@mekong/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../shared/session/roles.ts';
import { useSession } from '../../shared/session/session.ts';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { dateTime } from '../../shared/ui/format.ts';
import { useServerTable } from '../../shared/ui/server-table.ts';
import { AnnouncementDialog } from './AnnouncementDialog.tsx';
import { type OperatorAnnouncement, phaseOf, useAnnouncements, useArchiveAnnouncement } from './api.ts';
import './content.css';

const SHOWS = ['ACTIVE', 'ARCHIVED', 'ALL'] as const;
const FILTERS = { type: 'B', show: 'ACTIVE' };

/** Banners, popups and notices by type: support and admins write and archive them, finance reads them. */
export function ContentPage() {
  const { t } = useTranslation();
  const editor = can(useSession()?.role, 'contentEdit');
  const list = useServerTable({ filters: FILTERS, sorts: ANNOUNCEMENT_SORTS, sort: 'createdAt' });
  const type = (
    (ANNOUNCEMENT_TYPES as readonly string[]).includes(list.filters.type) ? list.filters.type : 'B'
  ) as AnnouncementType;
  const show = (
    (SHOWS as readonly string[]).includes(list.filters.show) ? list.filters.show : 'ACTIVE'
  ) as (typeof SHOWS)[number];
  const page = useAnnouncements({
    ...list.query,
    sort: list.query.sort ?? 'createdAt',
    order: list.query.order ?? 'desc',
    type,
    show,
  });
  const archive = useArchiveAnnouncement();
  const [editing, setEditing] = useState<OperatorAnnouncement | 'new' | null>(null);
  const [archiving, setArchiving] = useState<OperatorAnnouncement | null>(null);
  const [done, setDone] = useState('');
  const counts = (k: AnnouncementType) => page.data?.active[k] ?? 0;
  const columns = useMemo<ColumnDef<OperatorAnnouncement, unknown>[]>(
    () => [
      {
        id: 'title',
        header: t('content.titleField'),
        cell: ({ row: { original: a } }) => (
          <>
            {a.imageUrl && <img className="content-thumb" src={a.imageUrl} alt="" loading="lazy" />}
            <span data-testid={`announcement-row-${a.id}`}>{a.title}</span>
          </>
        ),
      },
      {
        id: 'language',
        header: t('content.language'),
        enableSorting: false,
        cell: ({ row: { original: a } }) => t(`content.languages.${a.language}`),
      },
      {
        id: 'startsAt',
        header: t('content.window'),
        cell: ({ row: { original: a } }) =>
          t('content.windowText', {
            from: dateTime(a.startsAt),
            to: a.endsAt ? dateTime(a.endsAt) : t('content.noEnd'),
          }),
      },
      {
        id: 'phase',
        header: t('players.status'),
        enableSorting: false,
        cell: ({ row: { original: a } }) => {
          const phase = phaseOf(a);
          return <span className={`badge badge-${phase}`}>{t(`content.phase.${phase}`)}</span>;
        },
      },
      { id: 'sort', header: t('content.sort'), cell: ({ row: { original: a } }) => a.sort },
      ...(editor
        ? [
            {
              id: 'actions',
              header: t('players.actions'),
              enableSorting: false,
              cell: ({ row: { original: a } }: { row: { original: OperatorAnnouncement } }) =>
                a.status === 'ACTIVE' ? (
                  <div className="button-row">
                    <button
                      type="button"
                      className="btn"
                      onClick={() => {
                        setDone('');
                        setEditing(a);
                      }}
                      aria-label={t('content.editOne', { title: a.title })}
                      data-testid={`announcement-edit-${a.id}`}
                    >
                      {t('content.edit')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger"
                      onClick={() => {
                        setDone('');
                        setArchiving(a);
                      }}
                      aria-label={t('content.archiveOne', { title: a.title })}
                      data-testid={`announcement-archive-${a.id}`}
                    >
                      {t('content.archive')}
                    </button>
                  </div>
                ) : null,
            } satisfies ColumnDef<OperatorAnnouncement, unknown>,
          ]
        : []),
    ],
    [t, editor],
  );
  return (
    <section aria-labelledby="content-title" data-testid="content-page">
      <h1 id="content-title">{t('content.title')}</h1>
      <p className="hint">{t(editor ? 'content.help' : 'content.helpReadOnly')}</p>
      <div className="filters">
        <div role="tablist" aria-label={t('content.typesLabel')} className="button-row content-types">
          {ANNOUNCEMENT_TYPES.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={type === k}
              className={type === k ? 'btn btn-primary' : 'btn'}
              onClick={() => list.setFilters({ type: k })}
              data-testid={`content-type-${k}`}
            >
              {t('content.typeCount', { type: t(`content.types.${k}`), n: counts(k) })}
            </button>
          ))}
        </div>
        <label className="inline">
          {t('players.status')}
          <select value={show} onChange={(e) => list.setFilters({ show: e.target.value })} data-testid="content-show">
            {SHOWS.map((s) => (
              <option key={s} value={s}>
                {t(`content.show.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {editor && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setDone('');
              setEditing('new');
            }}
            data-testid="announcement-add"
          >
            {t('content.addOf', { type: t(`content.one.${type}`) })}
          </button>
        )}
      </div>
      {done && (
        <p className="alert alert-info" role="status" data-testid="content-done">
          {done}
        </p>
      )}
      <ErrorAlert error={page.error} />
      <DataTable
        label={t(`content.types.${type}`)}
        testId="announcements-table"
        columns={columns}
        rows={page.data?.list ?? []}
        total={page.data?.total ?? 0}
        loading={page.isFetching}
        {...list.table}
      />
      <AnnouncementDialog
        editing={editing}
        type={type}
        onClose={() => setEditing(null)}
        onSaved={(a) => {
          setEditing(null);
          // A new one may be of another type than the list shown: the list follows it.
          if (a.type !== type) list.setFilters({ type: a.type });
          setDone(t('content.saved', { title: a.title }));
        }}
      />
      <ConfirmDialog
        open={!!archiving}
        onOpenChange={(o) => {
          if (!o) {
            archive.reset();
            setArchiving(null);
          }
        }}
        title={t('content.archive')}
        description={archiving ? t('content.archiveConfirm', { title: archiving.title }) : ''}
        onConfirm={() =>
          archiving &&
          archive.mutate(archiving.id, {
            onSuccess: (a) => {
              setArchiving(null);
              setDone(t('content.archived', { title: a.title }));
            },
          })
        }
        busy={archive.isPending}
        danger
        confirmLabel={t('content.archive')}
      >
        <ErrorAlert error={archive.error} />
      </ConfirmDialog>
    </section>
  );
}
