import type { StaffMember } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { dateTime } from '../../shared/ui/format.ts';
import { SimpleTable } from '../../shared/ui/SimpleTable.tsx';
import { useBrandStaff, useResetBrandStaffTotp, useUpdateBrandStaff } from './api.ts';
import { BrandStaffForm } from './BrandStaffForm.tsx';

type Ask = { member: StaffMember; kind: 'status' | 'totp' } | null;

/**
 * A brand's operators, for the platform operator: a new one, a lock or unlock, an authenticator
 * reset. A platform operator's own row offers nothing: no brand call changes one.
 */
export function BrandStaff({ code }: { code: string }) {
  const { t } = useTranslation();
  const staff = useBrandStaff(code);
  const update = useUpdateBrandStaff(code);
  const resetTotp = useResetBrandStaffTotp(code);
  const [ask, setAsk] = useState<Ask>(null);
  const close = () => {
    update.reset();
    resetTotp.reset();
    setAsk(null);
  };
  const confirm = () => {
    if (!ask) return;
    if (ask.kind === 'totp') resetTotp.mutate(ask.member.id, { onSuccess: close });
    else
      update.mutate(
        { id: ask.member.id, status: ask.member.status === 'ACTIVE' ? 'DISABLED' : 'ACTIVE' },
        { onSuccess: close },
      );
  };
  const lockLabel = (m: StaffMember) => t(m.status === 'ACTIVE' ? 'brands.lock' : 'brands.unlock');
  return (
    <section aria-labelledby="brand-staff-title">
      <h2 id="brand-staff-title">{t('brands.staffTitle')}</h2>
      <BrandStaffForm code={code} />
      <ErrorAlert error={staff.error} />
      <SimpleTable<StaffMember>
        caption={t('brands.staffCaption', { code })}
        testId="brand-staff-table"
        rows={staff.data ?? []}
        columns={[
          { key: 'username', header: t('auth.username'), cell: (m) => m.username },
          { key: 'role', header: t('staff.role'), cell: (m) => t(`roles.${m.role}`) },
          {
            key: 'status',
            header: t('players.status'),
            cell: (m) => <span data-testid={`brand-staff-status-${m.username}`}>{t(`staff.status.${m.status}`)}</span>,
          },
          {
            key: 'totp',
            header: t('staff.authenticator'),
            cell: (m) => t(m.totpEnrolled ? 'staff.enrolled' : 'staff.notEnrolled'),
          },
          { key: 'last', header: t('players.lastLoginAt'), cell: (m) => dateTime(m.lastSignInAt) },
          {
            key: 'actions',
            header: t('players.actions'),
            cell: (m) =>
              m.role === 'platform' ? null : (
                <div className="button-row">
                  <button
                    type="button"
                    className="btn"
                    onClick={() => setAsk({ member: m, kind: 'status' })}
                    aria-label={t('brands.actionOf', { action: lockLabel(m), username: m.username })}
                    data-testid={`brand-staff-lock-${m.username}`}
                  >
                    {lockLabel(m)}
                  </button>
                  <button
                    type="button"
                    className="btn"
                    onClick={() => setAsk({ member: m, kind: 'totp' })}
                    aria-label={t('brands.actionOf', { action: t('staff.resetTotp'), username: m.username })}
                    data-testid={`brand-staff-totp-${m.username}`}
                  >
                    {t('staff.resetTotp')}
                  </button>
                </div>
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={!!ask}
        onOpenChange={(o) => !o && close()}
        title={ask ? (ask.kind === 'totp' ? t('staff.resetTotp') : lockLabel(ask.member)) : ''}
        description={
          ask
            ? t(
                ask.kind === 'totp'
                  ? 'staff.resetTotpConfirm'
                  : ask.member.status === 'ACTIVE'
                    ? 'brands.lockConfirm'
                    : 'brands.unlockConfirm',
                { username: ask.member.username },
              )
            : ''
        }
        onConfirm={confirm}
        busy={update.isPending || resetTotp.isPending}
        danger
      >
        <ErrorAlert error={update.error ?? resetTotp.error} />
      </ConfirmDialog>
    </section>
  );
}
