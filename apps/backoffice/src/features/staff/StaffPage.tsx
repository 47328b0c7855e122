import { OPERATOR_ROLES, type OperatorRole, type StaffMember } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session.ts';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { dateTime } from '../../shared/ui/format.ts';
import { SimpleTable } from '../../shared/ui/SimpleTable.tsx';
import { useResetTotp, useStaff, useUpdateStaff } from './api.ts';
import { CreateStaffForm } from './CreateStaffForm.tsx';

type Ask = { member: StaffMember; kind: 'status' | 'totp' } | null;

/** The merchant's operators (admins only): create, change role, disable or enable, reset the authenticator. */
export function StaffPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  // An admin cannot demote or disable themself (the server refuses it): their own row offers neither.
  const self = useSession()?.username;
  const update = useUpdateStaff();
  const resetTotp = useResetTotp();
  const [ask, setAsk] = useState<Ask>(null);
  const confirm = async () => {
    if (!ask) return;
    const done = () => setAsk(null);
    if (ask.kind === 'totp') await resetTotp.mutateAsync(ask.member.id).then(done, () => undefined);
    else {
      const status = ask.member.status === 'ACTIVE' ? 'DISABLED' : 'ACTIVE';
      await update.mutateAsync({ id: ask.member.id, status }).then(done, () => undefined);
    }
  };
  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title">{t('staff.title')}</h1>
      <CreateStaffForm />
      <ErrorAlert error={staff.error ?? update.error} />
      <SimpleTable<StaffMember>
        caption={t('staff.title')}
        testId="staff-table"
        rows={staff.data ?? []}
        columns={[
          { key: 'username', header: t('auth.username'), cell: (m) => m.username },
          {
            key: 'role',
            header: t('staff.role'),
            cell: (m) => (
              <select
                aria-label={t('staff.roleOf', { username: m.username })}
                value={m.role}
                disabled={m.username === self}
                onChange={(e) => update.mutate({ id: m.id, role: e.target.value as OperatorRole })}
              >
                {OPERATOR_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`roles.${r}`)}
                  </option>
                ))}
              </select>
            ),
          },
          { key: 'status', header: t('players.status'), cell: (m) => t(`staff.status.${m.status}`) },
          {
            key: 'totp',
            header: t('staff.authenticator'),
            cell: (m) => t(m.totpEnrolled ? 'staff.enrolled' : 'staff.notEnrolled'),
          },
          { key: 'last', header: t('players.lastLoginAt'), cell: (m) => dateTime(m.lastSignInAt) },
          {
            key: 'actions',
            header: t('players.actions'),
            cell: (m) => (
              <div className="button-row">
                {m.username !== self && (
                  <button type="button" className="btn" onClick={() => setAsk({ member: m, kind: 'status' })}>
                    {t(m.status === 'ACTIVE' ? 'staff.disable' : 'staff.enable')}
                  </button>
                )}
                <button type="button" className="btn" onClick={() => setAsk({ member: m, kind: 'totp' })}>
                  {t('staff.resetTotp')}
                </button>
              </div>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={!!ask}
        onOpenChange={(o) => !o && setAsk(null)}
        title={
          ask
            ? t(
                ask.kind === 'totp'
                  ? 'staff.resetTotp'
                  : ask.member.status === 'ACTIVE'
                    ? 'staff.disable'
                    : 'staff.enable',
              )
            : ''
        }
        description={
          ask
            ? t(ask.kind === 'totp' ? 'staff.resetTotpConfirm' : 'staff.statusConfirm', {
                username: ask.member.username,
              })
            : ''
        }
        onConfirm={confirm}
        busy={update.isPending || resetTotp.isPending}
        danger
      >
        <ErrorAlert error={resetTotp.error} />
      </ConfirmDialog>
    </section>
  );
}
