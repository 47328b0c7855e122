import type { Player360 } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../shared/session/roles.ts';
import { useSession } from '../../shared/session/session.ts';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { signedMoney } from '../../shared/ui/format.ts';
import { AdjustDialog } from './AdjustDialog.tsx';
import { useClearLockout, usePasswordReset, usePaymentPasswordReset } from './api.ts';
import { LabelsDialog } from './LabelsDialog.tsx';
import { LockDialog } from './LockDialog.tsx';
import { SendMessage } from './SendMessage.tsx';

type Open = null | 'lock' | 'labels' | 'lockout' | 'password' | 'payment' | 'adjust';

/** The 360's actions; the destructive ones ask first in a dialog. */
export function PlayerActions({ detail }: { detail: Player360 }) {
  const { t } = useTranslation();
  const session = useSession();
  const id = detail.player.id;
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState('');
  const lockout = useClearLockout(id);
  const password = usePasswordReset(id);
  const payment = usePaymentPasswordReset(id);
  const locked = detail.player.status === 'DISABLED';
  const close = (o: boolean) => !o && setOpen(null);
  const run = (mutation: { mutateAsync: (v: undefined) => Promise<unknown> }, message: string) => async () => {
    await mutation.mutateAsync(undefined).then(
      () => {
        setOpen(null);
        setDone(message);
      },
      () => undefined,
    );
  };
  return (
    <section aria-label={t('players.actions')} className="actions">
      <div className="button-row">
        {can(session?.role, 'lock') && (
          <button type="button" className="btn btn-danger" onClick={() => setOpen('lock')} data-testid="action-lock">
            {t(locked ? 'players.unlock' : 'players.lock')}
          </button>
        )}
        {can(session?.role, 'clearLockout') && (
          <button type="button" className="btn" onClick={() => setOpen('lockout')} data-testid="action-lockout">
            {t('players.clearLockout')}
          </button>
        )}
        {can(session?.role, 'passwordReset') && (
          <>
            <button type="button" className="btn" onClick={() => setOpen('password')} data-testid="action-password">
              {t('players.resetPassword')}
            </button>
            <button type="button" className="btn" onClick={() => setOpen('payment')} data-testid="action-payment">
              {t('players.resetPaymentPassword')}
            </button>
          </>
        )}
        {can(session?.role, 'adjust') && (
          <button type="button" className="btn" onClick={() => setOpen('adjust')} data-testid="action-adjust">
            {t('adjustments.adjust')}
          </button>
        )}
        {can(session?.role, 'message') && <SendMessage account={detail.player.account} onDone={setDone} />}
        {can(session?.role, 'labels') && (
          <button type="button" className="btn" onClick={() => setOpen('labels')} data-testid="action-labels">
            {t('players.editLabels')}
          </button>
        )}
      </div>
      {done && (
        <p className="alert alert-info" role="status" data-testid="action-done">
          {done}
        </p>
      )}
      {password.data?.sentTo && (
        <p className="alert alert-info" role="status" data-testid="temporary-password-sent">
          {t(`players.temporaryPasswordSent${password.data.sentTo.channel}`, { to: password.data.sentTo.to })}
        </p>
      )}
      {password.data?.temporaryPassword && (
        <p className="alert alert-info" role="status">
          {t('players.temporaryPassword')}{' '}
          <code data-testid="temporary-password">{password.data.temporaryPassword}</code>
        </p>
      )}
      <LockDialog
        id={id}
        lock={!locked}
        open={open === 'lock'}
        onOpenChange={close}
        onDone={() => {
          setOpen(null);
          setDone(t(locked ? 'players.unlockDone' : 'players.lockDone'));
        }}
      />
      <AdjustDialog
        detail={detail}
        open={open === 'adjust'}
        onOpenChange={close}
        onDone={(a) => {
          setOpen(null);
          const amount = signedMoney(a.amount);
          setDone(t(a.status === 'APPLIED' ? 'adjustments.applied' : 'adjustments.pending', { amount }));
        }}
      />
      <LabelsDialog detail={detail} open={open === 'labels'} onOpenChange={close} onDone={() => setOpen(null)} />
      <ConfirmDialog
        open={open === 'lockout'}
        onOpenChange={close}
        title={t('players.clearLockout')}
        description={t('players.clearLockoutConfirm', { account: detail.player.account })}
        onConfirm={run(lockout, t('players.lockoutCleared'))}
        busy={lockout.isPending}
      >
        <ErrorAlert error={lockout.error} />
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'password'}
        onOpenChange={close}
        title={t('players.resetPassword')}
        description={t('players.resetPasswordConfirm', { account: detail.player.account })}
        onConfirm={run(password, t('players.passwordReset'))}
        busy={password.isPending}
        danger
      >
        <ErrorAlert error={password.error} />
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'payment'}
        onOpenChange={close}
        title={t('players.resetPaymentPassword')}
        description={t('players.resetPaymentPasswordConfirm', { account: detail.player.account })}
        onConfirm={run(payment, t('players.paymentPasswordReset'))}
        busy={payment.isPending}
        danger
      >
        <ErrorAlert error={payment.error} />
      </ConfirmDialog>
    </section>
  );
}
