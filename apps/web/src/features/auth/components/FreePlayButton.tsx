import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useModule } from '../../../app/status-context.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { freePlay } from '../api/session.ts';
import { useCompleteLogin } from '../lib/complete-login.ts';
import { deviceId } from '../lib/session.ts';

/** Starts a free-play trial (type 4) when the merchant offers one. */
export function FreePlayButton({ className = 'btn', autoStart = false }: { className?: string; autoStart?: boolean }) {
  const { t } = useTranslation();
  const on = useModule('FREEPLAY3');
  const complete = useCompleteLogin();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const start = async () => {
    setError(null);
    try {
      await complete(await freePlay(deviceId()), { type: 'other' });
      navigate('/index');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };
  // `/login?demo=1`, where the header's free demo link used to point, starts the trial at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run once on arrival
  useEffect(() => {
    if (!on || !autoStart || started.current) return;
    started.current = true;
    void start();
  }, [on, autoStart]);
  if (!on) return null;
  return (
    <>
      <button type="button" className={className} onClick={start} data-testid="free-play">
        {t('shell.demo')}
      </button>
      {error && (
        <span role="alert" className="form-error">
          {error}
        </span>
      )}
    </>
  );
}
