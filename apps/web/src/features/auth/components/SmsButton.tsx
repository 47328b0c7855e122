import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertFailure } from '../lib/alert.ts';

type SmsButtonProps = {
  /** Sends the code; answers how many minutes it is valid. */
  send: () => Promise<{ expiredMinutes: number }>;
  /** Seconds to wait before another code may be asked for; by default expiredMinutes * 60. */
  countdown?: number;
  disabled?: boolean;
  testId?: string;
};

/**
 * sms -> loading -> countdown -> sms: a sent code blocks a resend until it expires. A failure goes
 * back to sms and shows the server's message in the warning dialog.
 */
export function SmsButton({ send, countdown, disabled, testId }: SmsButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'sms' | 'loading' | number>('sms');
  useEffect(() => {
    if (typeof state !== 'number') return;
    const timer = setTimeout(() => setState(state <= 1 ? 'sms' : state - 1), 1000);
    return () => clearTimeout(timer);
  }, [state]);
  const click = async () => {
    setState('loading');
    try {
      const { expiredMinutes } = await send();
      setState(countdown ?? Math.max(1, Math.round(expiredMinutes * 60)));
    } catch (err) {
      setState('sms');
      alertFailure(err, 'auth.smsFailed');
    }
  };
  const label =
    state === 'sms'
      ? t('auth.sendCode')
      : state === 'loading'
        ? t('auth.sending')
        : t('auth.resendIn', { seconds: state });
  return (
    <button
      type="button"
      className="btn sms-button"
      data-testid={testId}
      data-state={typeof state === 'number' ? 'countdown' : state}
      disabled={disabled || state !== 'sms'}
      onClick={click}
    >
      {label}
    </button>
  );
}
