import '../auth.css';
import { AlertDialog } from '../../../shared/ui/AlertDialog.tsx';
import { AdultConfirmModal } from './AdultConfirmModal.tsx';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';
import { ForgotPasswordModal } from './ForgotPasswordModal.tsx';
import { AfterLoginModal, LoginModal, RegisterModal } from './SessionDialogs.tsx';
import { LogoutConfirmModal, TrialWarningModal } from './SignOutDialogs.tsx';
import { WithdrawOnlyDialog } from './WithdrawOnlyDialog.tsx';

/**
 * Every account dialog, mounted once by the shell; the session store says which is open. The
 * member and agent centres live in app/centre and open through `useSession().openCentre`.
 */
export function AuthModals() {
  return (
    <>
      <LoginModal />
      <RegisterModal />
      <ForgotPasswordModal />
      <ChangePasswordModal />
      <AfterLoginModal />
      <AdultConfirmModal />
      <TrialWarningModal />
      <LogoutConfirmModal />
      <WithdrawOnlyDialog />
      <AlertDialog />
    </>
  );
}
