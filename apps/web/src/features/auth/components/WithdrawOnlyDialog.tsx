import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../shared/api/balance.ts';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { formatMoney } from '../../../shared/lib/money.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useWithdrawOnly } from '../../../shared/session/withdraw-only.ts';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { WithdrawPage } from '../../wallet/index.ts';
import { useSignOut } from '../lib/sign-out.ts';

/**
 * A sign-in during a break opened a withdraw-only session: this forced dialog covers the site while
 * it lasts. It names the break and its end, offers "Withdraw my balance" and then only the balance,
 * the withdrawal form with its records, and signing out: no game, promotion or deposit entry.
 */
export function WithdrawOnlyDialog() {
  const { t } = useTranslation();
  const onBreak = useWithdrawOnly((s) => s.onBreak);
  const token = useSession((s) => s.token);
  const [withdrawing, setWithdrawing] = useState(false);
  const open = onBreak !== null && token !== null;
  return (
    <Modal
      open={open}
      onClose={() => undefined}
      dismissible={false}
      title={t('protection.breakNotice.withdrawOnly.title')}
      testId="withdraw-only"
    >
      {onBreak && (
        <div className="stack withdraw-only">
          <p role="status" data-testid="withdraw-only-notice">
            {t('protection.breakNotice.withdrawOnly.intro', {
              until: onBreak.until === null ? t('errors.untilForever') : formatDateTime(onBreak.until),
            })}
          </p>
          {withdrawing ? (
            <>
              <WithdrawOnlyBalance />
              <WithdrawPage withdrawOnly />
            </>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setWithdrawing(true)}
              data-testid="withdraw-only-start"
            >
              {t('protection.breakNotice.withdrawOnly.withdraw')}
            </button>
          )}
          <SignOutButton />
        </div>
      )}
    </Modal>
  );
}

function WithdrawOnlyBalance() {
  const { t } = useTranslation();
  const balance = useBalance();
  return (
    <p className="withdraw-only-balance">
      <span>{t('protection.breakNotice.withdrawOnly.balance')}: </span>
      <strong data-testid="withdraw-only-balance">
        {balance.data ? formatMoney(balance.data.sumBalance, balance.data.currencySymbol) : '…'}
      </strong>
    </p>
  );
}

/** Signs out at once (the session ends on the server and here), as the user menu's sign-out does. */
function SignOutButton() {
  const { t } = useTranslation();
  const { signOut, pending } = useSignOut();
  return (
    <button type="button" className="btn" onClick={signOut} disabled={pending} data-testid="withdraw-only-sign-out">
      {t('protection.breakNotice.withdrawOnly.signOut')}
    </button>
  );
}
