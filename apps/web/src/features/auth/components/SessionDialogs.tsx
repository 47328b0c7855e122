import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMember } from '../../../shared/api/member.ts';
import { useOpenCentre, useUi } from '../../../shared/store/ui.ts';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { BreakNotice, LastLoginLine, LimitOffer } from '../../protection/index.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/** loginPopupModal: the login form over whatever page is open. */
export function LoginModal() {
  const { t } = useTranslation();
  const { modal, openModal } = useUi();
  return (
    <Modal open={modal === 'login'} onClose={() => openModal(null)} title={t('shell.login')} testId="login-modal">
      {/* After a break was taken here, the sign-in says until when it runs. */}
      <BreakNotice />
      <LoginForm onDone={() => useUi.getState().modal === 'login' && openModal(null)} />
    </Modal>
  );
}

/** registerModal: the registration form over the current page. */
export function RegisterModal() {
  const { t } = useTranslation();
  const { modal, openModal } = useUi();
  return (
    <Modal
      open={modal === 'register'}
      onClose={() => openModal(null)}
      title={t('pages.register.title')}
      testId="register-modal"
    >
      <RegisterForm onDone={() => useUi.getState().modal === 'register' && openModal(null)} />
    </Modal>
  );
}

/** The greeting after login; a first login gets its first steps (profile, first deposit, promotions). */
export function AfterLoginModal() {
  const { t } = useTranslation();
  const { modal, openModal, firstTimeLogin } = useUi();
  const openCentre = useOpenCentre();
  const member = useMember();
  const close = () => openModal(null);
  return (
    <Modal
      open={modal === 'afterLogin'}
      onClose={close}
      title={t('auth.afterLogin.title', { name: member?.nickname ?? '' })}
      testId="after-login-modal"
      small
    >
      <div className="stack">
        <p>{t(firstTimeLogin ? 'auth.afterLogin.first' : 'auth.afterLogin.body')}</p>
        <LastLoginLine />
        {firstTimeLogin && (
          <ul className="first-steps" data-testid="first-login-steps">
            <li>
              <button type="button" className="step-link" onClick={() => openCentre('member', 'securityCenter')}>
                {t('auth.afterLogin.stepProfile')}
              </button>
            </li>
            <li>
              <button
                type="button"
                className="step-link"
                onClick={() => openCentre('member', 'depositv2')}
                data-testid="first-deposit"
              >
                {t('auth.afterLogin.stepDeposit')}
              </button>
            </li>
            <li>
              <Link to="/promotions" onClick={close}>
                {t('auth.afterLogin.stepPromo')}
              </Link>
            </li>
          </ul>
        )}
        {/* A new account is offered a deposit limit at once; skipping it is one click. */}
        {firstTimeLogin && <LimitOffer place="register" />}
        <button type="button" className="btn btn-primary" onClick={close} data-testid="after-login-ok">
          {t('auth.afterLogin.start')}
        </button>
      </div>
    </Modal>
  );
}
