import { CHANNEL_SORTS, type OperatorPaymentChannel } from '@mekong/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/session/roles.ts';
import { useSession } from '../../../shared/session/session.ts';
import { ErrorAlert } from '../../../shared/ui/Alert.tsx';
import { DataTable } from '../../../shared/ui/DataTable.tsx';
import { money } from '../../../shared/ui/format.ts';
import { bpsToPercent } from '../../../shared/ui/percent.ts';
import { useServerTable } from '../../../shared/ui/server-table.ts';
import { PaymentsTabs } from '../PaymentsTabs.tsx';
import { inputOf, useChannels, useSaveChannel } from './api.ts';
import { ChannelDialog } from './ChannelDialog.tsx';

const FILTERS = { kind: '', enabled: '' };
const KINDS = ['BANK', 'GATEWAY'] as const;

/** Where players pay in: the brand's bank accounts and gateways. Admins change them, finance reads them. */
export function ChannelsPage() {
  const { t } = useTranslation();
  const editor = can(useSession()?.role, 'channelsEdit');
  const list = useServerTable({ filters: FILTERS, sorts: CHANNEL_SORTS, sort: 'sort', order: 'asc' });
  const kind = (KINDS as readonly string[]).includes(list.filters.kind)
    ? (list.filters.kind as (typeof KINDS)[number])
    : undefined;
  const enabled =
    list.filters.enabled === 'true' || list.filters.enabled === 'false' ? list.filters.enabled : undefined;
  const channels = useChannels({ ...list.query, ...(kind && { kind }), ...(enabled && { enabled }) });
  const toggle = useSaveChannel();
  const [editing, setEditing] = useState<OperatorPaymentChannel | 'new' | null>(null);
  const [done, setDone] = useState('');
  const flip = (c: OperatorPaymentChannel) => {
    setDone('');
    toggle.mutate(
      { id: c.id, body: { ...inputOf(c), enabled: !c.enabled } },
      { onSuccess: (s) => setDone(t(s.enabled ? 'channels.switchedOn' : 'channels.switchedOff', { name: s.name })) },
    );
  };
  // Remade each render: the switch cells read the mutation's state.
  const columns: ColumnDef<OperatorPaymentChannel, unknown>[] = [
    { id: 'sort', header: t('channels.sort'), cell: ({ row: { original: c } }) => c.sort },
    {
      id: 'name',
      header: t('channels.name'),
      cell: ({ row: { original: c } }) => <span data-testid={`channel-row-${c.id}`}>{c.name}</span>,
    },
    {
      id: 'kind',
      header: t('channels.kind'),
      enableSorting: false,
      cell: ({ row: { original: c } }) => t(`channels.kinds.${c.kind}`),
    },
    {
      id: 'minAmount',
      header: t('channels.limits'),
      cell: ({ row: { original: c } }) => (
        <span className="num">{t('channels.range', { min: money(c.minAmount), max: money(c.maxAmount) })}</span>
      ),
    },
    { id: 'feeBps', header: t('channels.fee'), cell: ({ row: { original: c } }) => `${bpsToPercent(c.feeBps)}%` },
    {
      id: 'where',
      header: t('channels.destination'),
      enableSorting: false,
      cell: ({ row: { original: c } }) =>
        c.kind === 'BANK' ? (
          <ul className="channel-dest">
            <li>{c.bankName}</li>
            <li>{c.accountNumber}</li>
            <li>{c.accountName}</li>
          </ul>
        ) : (
          <code>{c.gateway}</code>
        ),
    },
    {
      id: 'running',
      header: t('channels.running'),
      enableSorting: false,
      cell: ({ row: { original: c } }) =>
        c.kind === 'BANK' ? (
          t('channels.runningBank')
        ) : (
          <span className={c.running ? undefined : 'warn'} data-testid={`channel-running-${c.id}`}>
            {t(c.running ? 'channels.runningYes' : 'channels.runningNo')}
          </span>
        ),
    },
    {
      id: 'enabled',
      header: t('channels.enabled'),
      enableSorting: false,
      cell: ({ row: { original: c } }) =>
        editor ? (
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={c.enabled}
            aria-label={t('channels.switchLabel', { name: c.name })}
            disabled={toggle.isPending && toggle.variables?.id === c.id}
            onClick={() => flip(c)}
            data-testid={`channel-switch-${c.id}`}
          >
            {t(c.enabled ? 'channels.on' : 'channels.off')}
          </button>
        ) : (
          <span className={`badge badge-${c.enabled ? 'ACTIVE' : 'DISABLED'}`}>
            {t(c.enabled ? 'channels.on' : 'channels.off')}
          </span>
        ),
    },
    ...(editor
      ? [
          {
            id: 'edit',
            header: t('players.actions'),
            enableSorting: false,
            cell: ({ row: { original: c } }: { row: { original: OperatorPaymentChannel } }) => (
              <button
                type="button"
                className="btn"
                onClick={() => {
                  setDone('');
                  setEditing(c);
                }}
                aria-label={t('channels.editOne', { name: c.name })}
                data-testid={`channel-edit-${c.id}`}
              >
                {t('channels.edit')}
              </button>
            ),
          } satisfies ColumnDef<OperatorPaymentChannel, unknown>,
        ]
      : []),
  ];

  return (
    <section aria-labelledby="channels-title" data-testid="channels-page">
      <PaymentsTabs />
      <h1 id="channels-title">{t('channels.title')}</h1>
      <p className="hint">{t(editor ? 'channels.help' : 'channels.helpReadOnly')}</p>
      {editor && (
        <div className="button-row actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setDone('');
              setEditing('new');
            }}
            data-testid="channel-add"
          >
            {t('channels.add')}
          </button>
        </div>
      )}
      {done && (
        <p className="alert alert-info" role="status" data-testid="channel-done">
          {done}
        </p>
      )}
      <div className="filters">
        <label className="inline">
          {t('channels.kind')}
          <select
            value={list.filters.kind}
            onChange={(e) => list.setFilters({ kind: e.target.value })}
            data-testid="channel-filter-kind"
          >
            <option value="">{t('common.all')}</option>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`channels.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          {t('channels.enabled')}
          <select
            value={list.filters.enabled}
            onChange={(e) => list.setFilters({ enabled: e.target.value })}
            data-testid="channel-filter-enabled"
          >
            <option value="">{t('common.all')}</option>
            <option value="true">{t('channels.on')}</option>
            <option value="false">{t('channels.off')}</option>
          </select>
        </label>
      </div>
      <ErrorAlert error={channels.error ?? toggle.error} />
      <DataTable
        label={t('channels.title')}
        testId="channels-table"
        columns={columns}
        rows={channels.data?.list ?? []}
        total={channels.data?.total ?? 0}
        loading={channels.isFetching}
        {...list.table}
      />
      <ChannelDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(c) => {
          setEditing(null);
          setDone(t('channels.saved', { name: c.name }));
        }}
      />
    </section>
  );
}
