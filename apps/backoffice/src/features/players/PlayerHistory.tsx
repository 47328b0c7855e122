import type { Player360 } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { dateTime, money } from '../../shared/ui/format.ts';
import { SimpleTable } from '../../shared/ui/SimpleTable.tsx';

/** The 360's latest sign-ins, ledger movements, bets, deposits, withdrawals, bonuses and messages. */
export function PlayerHistory({ detail }: { detail: Player360 }) {
  const { t } = useTranslation();
  const at = { key: 'at', header: t('common.time'), cell: (r: { at: string }) => dateTime(r.at) };
  const status = { key: 'status', header: t('players.status'), cell: (r: { status: string }) => r.status };
  const amount = { key: 'amount', header: t('common.amount'), cell: (r: { amount: string }) => money(r.amount) };
  return (
    <div className="stack">
      <SimpleTable
        caption={t('players.logins')}
        testId="p360-logins"
        rows={detail.logins}
        columns={[
          at,
          { key: 'ip', header: t('players.ip'), cell: (r) => r.ip ?? '' },
          { key: 'device', header: t('players.device'), cell: (r) => r.device ?? '' },
        ]}
      />
      <SimpleTable
        caption={t('players.transactions')}
        testId="p360-transactions"
        rows={detail.transactions}
        columns={[
          at,
          { key: 'type', header: t('common.type'), cell: (r) => r.type },
          amount,
          { key: 'after', header: t('players.balanceAfter'), cell: (r) => money(r.balanceAfter) },
        ]}
      />
      <SimpleTable
        caption={t('players.bets')}
        testId="p360-bets"
        rows={detail.bets}
        columns={[
          { key: 'placedAt', header: t('common.time'), cell: (r) => dateTime(r.placedAt) },
          { key: 'game', header: t('players.game'), cell: (r) => `${r.category} · ${r.vendorCode} · ${r.gameCode}` },
          { key: 'stake', header: t('players.stake'), cell: (r) => money(r.stake) },
          { key: 'payout', header: t('players.payout'), cell: (r) => money(r.payout) },
          status,
        ]}
      />
      <div className="grid">
        <SimpleTable
          caption={t('players.deposits')}
          testId="p360-deposits"
          rows={detail.deposits}
          columns={[at, amount, status]}
        />
        <SimpleTable
          caption={t('players.withdrawals')}
          testId="p360-withdrawals"
          rows={detail.withdrawals}
          columns={[at, amount, status]}
        />
      </div>
      <div className="grid">
        <SimpleTable
          caption={t('players.bonuses')}
          testId="p360-bonuses"
          rows={detail.bonuses}
          columns={[
            at,
            { key: 'source', header: t('common.type'), cell: (r) => r.source },
            { key: 'required', header: t('players.wageringRequired'), cell: (r) => money(r.required) },
            { key: 'progressed', header: t('players.wageringDone'), cell: (r) => money(r.progressed) },
            status,
          ]}
        />
        <SimpleTable
          caption={t('players.messages')}
          testId="p360-messages"
          rows={detail.messages}
          columns={[
            at,
            { key: 'title', header: t('players.messageTitle'), cell: (r) => r.title },
            { key: 'sentBy', header: t('players.sentBy'), cell: (r) => r.sentBy ?? '' },
          ]}
        />
      </div>
    </div>
  );
}
