import { useTranslation } from 'react-i18next';
import { type Msg, useMsg } from '../../../shared/forms/messages.ts';
import { FormError } from './FormError.tsx';

/** The refusal that has a way forward from the form itself: the player's self-exclusion has ended. */
export const isEndedExclusion = (msg: Msg | null | undefined) =>
  !!msg && 'api' in msg && msg.api.code === 'login.exclusion.ended';

type Props = { msg: Msg | null | undefined; busy: boolean; onComeBack: () => void };

/**
 * The sign-in's refusal in words (a break's, a used-up session time's or a come-back wait's end in
 * the brand's time zone). After a self-exclusion ended, sign-in stays shut until the player asks to
 * come back, so the message carries that request as a button: it sends the same sign-in again,
 * asking, and the answer names when sign-in opens.
 */
export function LoginRefusal({ msg, busy, onComeBack }: Props) {
  const { t } = useTranslation();
  const text = useMsg()(msg);
  if (!isEndedExclusion(msg)) return <FormError msg={msg} testId="login-error" />;
  return (
    <div className="form-error login-refusal">
      <p role="alert" data-testid="login-error">
        {text}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy}
        onClick={onComeBack}
        data-testid="login-come-back"
      >
        {t('auth.comeBack.ask')}
      </button>
    </div>
  );
}
