import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUi } from '../../../shared/store/ui.ts';
import { useModule } from '../../../shared/system/status-context.ts';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { ForgotByEmail } from './ForgotByEmail.tsx';
import { ForgotByPhone } from './ForgotByPhone.tsx';

/** Password recovery by email, and by phone when CHNGPASSVERIF3 is on. */
export function ForgotPasswordModal() {
  const { t } = useTranslation();
  const { modal, openModal } = useUi();
  const phoneOn = useModule('CHNGPASSVERIF3');
  const [how, setHow] = useState<'email' | 'phone'>('email');
  const location = useLocation();
  const navigate = useNavigate();
  // The reset email links to /index?resetCode=..&username=..: open straight at the reset step.
  const link = new URLSearchParams(location.search);
  const linkCode = link.get('resetCode');
  const linkUser = link.get('username');
  const fromLink = linkCode && linkUser ? { code: linkCode, username: linkUser } : undefined;
  useEffect(() => {
    if (linkCode && linkUser) openModal('forgot');
  }, [linkCode, linkUser, openModal]);
  const close = () => {
    openModal(null);
    if (fromLink) navigate(location.pathname, { replace: true });
  };
  return (
    <Modal open={modal === 'forgot'} onClose={close} title={t('auth.forgotTitle')} testId="forgot-password-modal">
      {phoneOn && (
        <div className="tabs" role="tablist" aria-label={t('auth.forgotTitle')}>
          {(['email', 'phone'] as const).map((h) => (
            <button
              key={h}
              type="button"
              role="tab"
              aria-selected={how === h}
              className={how === h ? 'tab active' : 'tab'}
              onClick={() => setHow(h)}
              data-testid={`forgot-tab-${h}`}
            >
              {t(`auth.forgotBy.${h}`)}
            </button>
          ))}
        </div>
      )}
      {how === 'email' || !phoneOn ? (
        <ForgotByEmail onDone={close} initial={fromLink} />
      ) : (
        <ForgotByPhone onDone={close} />
      )}
    </Modal>
  );
}
