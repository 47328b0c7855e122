import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';

type SmsButtonProps = {
  /** Sends the code; answers how many minutes it is valid, if the call says. */
  send: () => Promise<{ expiredMinutes: number }>;
  /** Seconds to wait before another code may be asked for; by default expiredMinutes * 60. */
  countdown?: number;
  onError: (message: string) => void;
  disabled?: boolean;
  testId?: string;
};

/** sms -> loading -> countdown -> sms (SPEC point 4); a failure goes back to sms with a warning. */
export function SmsButton({ send, countdown, onError, disabled, testId }: SmsButtonProps) {
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
      setState(countdown ?? expiredMinutes * 60);
    } catch (err) {
      setState('sms');
      onError(err instanceof ApiError ? err.message : t('errors.unknown.system.err'));
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
      disabled={disabled || state !== 'sms'}
      onClick={click}
    >
      {label}
    </button>
  );
}
