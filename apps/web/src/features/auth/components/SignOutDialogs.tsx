import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { useLogoutMutation } from '../api/logout.ts';
import { useSignOut } from '../lib/sign-out.ts';

/** A trial account asked for something only a real account may do (money, the centres, goods). */
export function TrialWarningModal() {
  const { t } = useTranslation();
  const { modal, openModal } = useUi();
  const clear = useSession((s) => s.clear);
  const queryClient = useQueryClient();
  const signOut = useLogoutMutation();
  return (
    <Modal
      open={modal === 'trialWarning'}
      onClose={() => openModal(null)}
      title={t('auth.trial.title')}
      testId="trial-warning"
      small
    >
      <div className="stack">
        <p>{t('auth.in_need_true_account')}</p>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="trial-register"
          onClick={() => {
            // The trial ends here: registering a real account starts from a clean session.
            signOut.mutate(useSession.getState().token);
            clear();
            queryClient.removeQueries({ queryKey: queryKeys.balances });
            openModal('register');
          }}
        >
          {t('auth.in_increase_submit')}
        </button>
      </div>
    </Modal>
  );
}

/** Sign out asks first; then the session ends on the server and here, and we go home. */
export function LogoutConfirmModal() {
  const { t } = useTranslation();
  const { modal, openModal } = useUi();
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  const confirm = async () => {
    await signOut();
    openModal(null);
    navigate('/');
  };
  return (
    <Modal
      open={modal === 'logout'}
      onClose={() => openModal(null)}
      title={t('auth.logout.title')}
      testId="logout-dialog"
      small
    >
      <div className="stack">
        <p>{t('auth.logout.body')}</p>
        <div className="form-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={confirm}
            disabled={pending}
            data-testid="logout-confirm"
          >
            {t('auth.logout.confirm')}
          </button>
          <button type="button" className="btn" onClick={() => openModal(null)} data-testid="logout-cancel">
            {t('auth.cancel')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
