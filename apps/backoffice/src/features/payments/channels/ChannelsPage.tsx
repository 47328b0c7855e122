import type { OperatorPaymentChannel } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/session/roles.ts';
import { useSession } from '../../../shared/session/session.ts';
import { ErrorAlert, Notice } from '../../../shared/ui/Alert.tsx';
import { money } from '../../../shared/ui/format.ts';
import { SimpleTable } from '../../../shared/ui/SimpleTable.tsx';
import { PaymentsTabs } from '../PaymentsTabs.tsx';
import { inputOf, useChannels, useSaveChannel } from './api.ts';
import { ChannelDialog } from './ChannelDialog.tsx';
import { bpsToPercent } from './fee.ts';

/** Where players pay in: the brand's bank accounts and gateways. Admins change them, finance reads them. */
export function ChannelsPage() {
  const { t } = useTranslation();
  const editor = can(useSession()?.role, 'channelsEdit');
  const channels = useChannels();
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
      <ErrorAlert error={channels.error ?? toggle.error} />
      {channels.isPending && <Notice>{t('common.loading')}</Notice>}
      <SimpleTable<OperatorPaymentChannel>
        caption={t('channels.title')}
        testId="channels-table"
        rows={channels.data ?? []}
        columns={[
          { key: 'sort', header: t('channels.sort'), cell: (c) => c.sort },
          {
            key: 'name',
            header: t('channels.name'),
            cell: (c) => <span data-testid={`channel-row-${c.id}`}>{c.name}</span>,
          },
          { key: 'kind', header: t('channels.kind'), cell: (c) => t(`channels.kinds.${c.kind}`) },
          {
            key: 'limits',
            header: t('channels.limits'),
            cell: (c) => (
              <span className="num">{t('channels.range', { min: money(c.minAmount), max: money(c.maxAmount) })}</span>
            ),
          },
          { key: 'fee', header: t('channels.fee'), cell: (c) => `${bpsToPercent(c.feeBps)}%` },
          {
            key: 'where',
            header: t('channels.destination'),
            cell: (c) =>
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
            key: 'running',
            header: t('channels.running'),
            cell: (c) =>
              c.kind === 'BANK' ? (
                t('channels.runningBank')
              ) : (
                <span className={c.running ? undefined : 'warn'} data-testid={`channel-running-${c.id}`}>
                  {t(c.running ? 'channels.runningYes' : 'channels.runningNo')}
                </span>
              ),
          },
          {
            key: 'enabled',
            header: t('channels.enabled'),
            cell: (c) =>
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
                  key: 'edit',
                  header: t('players.actions'),
                  cell: (c: OperatorPaymentChannel) => (
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
                },
              ]
            : []),
        ]}
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
