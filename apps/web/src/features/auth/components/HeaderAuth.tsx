import { useSession } from '../../../shared/session/session.ts';
import { useOpenCentre, useUi } from '../../../shared/store/ui.ts';
import '../auth.css';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMedia } from '../../../shared/lib/use-media.ts';
import { useModule } from '../../../shared/system/status-context.ts';
import { lazyNamed } from '../../../shared/ui/lazy-part.tsx';
import { BalanceChip } from './BalanceChip.tsx';
import { FreePlayButton } from './FreePlayButton.tsx';
import { GiftIcon } from './icons.tsx';

/** The menu (and its dropdown library) is only for a signed-in player: it loads after sign-in. */
const UserMenu = lazyNamed(() => import('./UserMenu.tsx'), 'UserMenu');
/**
 * The inline form is for a wide screen only (auth.css): a phone, which opens the login popup
 * instead, never downloads it with the page. 1181 px: where auth.css shows it.
 */
const LoginForm = lazyNamed(() => import('./LoginForm.tsx'), 'LoginForm');
const INLINE_LOGIN = '(min-width: 1181px)';

/**
 * Signed out: the login form inline on a desktop (a login button on a phone), register and free
 * demo. Signed in: deposit, withdraw, balance, promotions and the user menu.
 */
export function HeaderAuth() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const openModal = useUi((s) => s.openModal);
  const openCentre = useOpenCentre();
  const directRegister = useModule('DIRECTREG3');
  const wide = useMedia(INLINE_LOGIN);
  if (!token) {
    return (
      <div className="header-auth" data-testid="header-logged-out">
        {wide && (
          <div className="inline-login">
            <Suspense fallback={<div className="inline-login-wait" aria-hidden="true" />}>
              <LoginForm compact />
            </Suspense>
          </div>
        )}
        <button
          type="button"
          className="btn btn-primary phone-login"
          onClick={() => openModal('login')}
          data-testid="open-login"
        >
          {t('shell.login')}
        </button>
        {directRegister && (
          <Link className="btn" to="/register" data-testid="register-link">
            {t('shell.register')}
          </Link>
        )}
        <FreePlayButton />
      </div>
    );
  }
  /** Money screens are member-centre pages: a trial account gets the warning that it needs a real one. */
  const money = (tab: string) => openCentre('member', tab);
  return (
    <div className="header-auth" data-testid="header-logged-in">
      <button type="button" className="btn btn-primary" onClick={() => money('depositv2')} data-testid="deposit-button">
        {t('auth.deposit')}
      </button>
      <button type="button" className="btn" onClick={() => money('withdraw')} data-testid="withdraw-button">
        {t('auth.withdraw')}
      </button>
      <BalanceChip />
      <Link className="btn btn-icon" to="/promotions" aria-label={t('shell.promotions')} data-testid="promotions-link">
        <GiftIcon />
      </Link>
      <Suspense fallback={<span className="btn user-button" aria-hidden="true" />}>
        <UserMenu />
      </Suspense>
    </div>
  );
}
