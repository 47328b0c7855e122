import '../auth.css';
import { AgentCentreModal, MemberCentreModal } from './CentreModals.tsx';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';
import { ForgotPasswordModal } from './ForgotPasswordModal.tsx';
import {
  AfterLoginModal,
  LoginModal,
  LogoutConfirmModal,
  RegisterModal,
  TrialWarningModal,
} from './SessionDialogs.tsx';

/** Every account dialog, mounted once by the shell; the session store says which is open. */
export function AuthModals() {
  return (
    <>
      <LoginModal />
      <RegisterModal />
      <ForgotPasswordModal />
      <ChangePasswordModal />
      <AfterLoginModal />
      <TrialWarningModal />
      <LogoutConfirmModal />
      <MemberCentreModal />
      <AgentCentreModal />
    </>
  );
}
