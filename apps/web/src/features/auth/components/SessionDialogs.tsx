import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../api/session.ts';
import { forgetToken } from '../lib/remember.ts';
import { useSession } from '../lib/session.ts';
import { LoginForm } from './LoginForm.tsx';
import { Modal } from './Modal.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/** loginPopupModal: the login form over whatever page is open. */
export function LoginModal() {
  const { t } = useTranslation();
  const { modal, openModal } = useSession();
  return (
    <Modal open={modal === 'login'} onClose={() => openModal(null)} title={t('shell.login')} testId="login-modal">
      <LoginForm onDone={() => useSession.getState().modal === 'login' && openModal(null)} />
    </Modal>
  );
}

/** registerModal: the registration form over the current page. */
export function RegisterModal() {
  const { t } = useTranslation();
  const { modal, openModal } = useSession();
  return (
    <Modal
      open={modal === 'register'}
      onClose={() => openModal(null)}
      title={t('pages.register.title')}
      testId="register-modal"
    >
      <RegisterForm onDone={() => openModal(null)} />
    </Modal>
  );
}

/** The greeting after login; a first login gets its first steps (SPEC point 4). */
export function AfterLoginModal() {
  const { t } = useTranslation();
  const { modal, openModal, member, firstTimeLogin } = useSession();
  const close = () => openModal(null);
  return (
    <Modal
      open={modal === 'afterLogin'}
      onClose={close}
      title={t('auth.afterLogin.title', { name: member?.nickname ?? '' })}
      testId="after-login-modal"
    >
      <div className="stack">
        <p>{t(firstTimeLogin ? 'auth.afterLogin.first' : 'auth.afterLogin.body')}</p>
        {firstTimeLogin && (
          <ul className="first-steps">
            <li>{t('auth.afterLogin.stepProfile')}</li>
            <li>{t('auth.afterLogin.stepDeposit')}</li>
            <li>
              <Link to="/promotions" onClick={close}>
                {t('auth.afterLogin.stepPromo')}
              </Link>
            </li>
          </ul>
        )}
        <button type="button" className="btn btn-primary" onClick={close} data-testid="after-login-ok">
          {t('auth.afterLogin.start')}
        </button>
      </div>
    </Modal>
  );
}

/** A trial account asked for something only a real account may do (SPEC point 8). */
export function TrialWarningModal() {
  const { t } = useTranslation();
  const { modal, openModal, clear } = useSession();
  return (
    <Modal
      open={modal === 'trialWarning'}
      onClose={() => openModal(null)}
      title={t('auth.trial.title')}
      testId="trial-warning"
    >
      <div className="stack">
        <p>{t('auth.in_need_true_account')}</p>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="trial-register"
          onClick={() => {
            clear();
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
  const { modal, openModal, clear } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = async () => {
    await logout().catch(() => undefined);
    forgetToken();
    clear();
    queryClient.removeQueries({ queryKey: ['member-info'] });
    queryClient.removeQueries({ queryKey: ['balance'] });
    openModal(null);
    navigate('/');
  };
  return (
    <Modal
      open={modal === 'logout'}
      onClose={() => openModal(null)}
      title={t('auth.logout.title')}
      testId="logout-dialog"
    >
      <div className="stack">
        <p>{t('auth.logout.body')}</p>
        <div className="form-actions">
          <button type="button" className="btn btn-primary" onClick={confirm} data-testid="logout-confirm">
            {t('auth.logout.confirm')}
          </button>
          <button type="button" className="btn" onClick={() => openModal(null)}>
            {t('auth.cancel')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
