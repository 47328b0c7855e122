import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMsg, type Msg } from '../../../shared/forms/messages.ts';
import { useModule } from '../../../shared/system/status-context.ts';
import { useFreePlayMutation } from '../api/login-freeplay.ts';
import { useCompleteLogin } from '../lib/complete-login.ts';
import { deviceId } from '../lib/device-id.ts';
import { FormError } from './FormError.tsx';

/** Starts a free-play trial (type 4) when the merchant offers one (FREEPLAY3). */
export function FreePlayButton({ className = 'btn', autoStart = false }: { className?: string; autoStart?: boolean }) {
  const { t } = useTranslation();
  const on = useModule('FREEPLAY3');
  const mutation = useFreePlayMutation();
  const complete = useCompleteLogin();
  const navigate = useNavigate();
  const [error, setError] = useState<Msg | null>(null);
  const started = useRef(false);
  const start = async () => {
    setError(null);
    try {
      await complete(await mutation.mutateAsync(deviceId()), { type: 'other' });
      navigate('/index');
    } catch (err) {
      setError(errorMsg(err));
    }
  };
  // `/login?demo=1` starts the trial at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run once on arrival
  useEffect(() => {
    if (!on || !autoStart || started.current) return;
    started.current = true;
    void start();
  }, [on, autoStart]);
  if (!on) return null;
  return (
    <>
      <button type="button" className={className} onClick={start} disabled={mutation.isPending} data-testid="free-play">
        {t('shell.demo')}
      </button>
      <FormError msg={error} testId="free-play-error" />
    </>
  );
}
