import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { fetchCaptcha } from '../api/captcha.ts';
import { Field } from './Field.tsx';

type CaptchaFieldProps = {
  clientKey: string;
  value: string;
  onChange: (value: string) => void;
  /** Bumped by the form after a failed submit: the used captcha is gone, show a new one. */
  refreshSignal?: number;
  error?: string | undefined;
};

/** The image captcha with its input; the image refreshes on click, at most once a second. */
export function CaptchaField({ clientKey, value, onChange, refreshSignal = 0, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const last = useRef(0);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const load = useCallback(async () => {
    if (Date.now() - last.current < 1000) return;
    last.current = Date.now();
    try {
      setImage(await fetchCaptcha(clientKey));
      setLoadError(null);
    } catch (err) {
      // The server gives one challenge a second per visitor: a quick new one waits its turn.
      if (err instanceof ApiError && err.code === 'too.much.request') retry.current = setTimeout(load, 1100);
      else setLoadError((err as Error).message);
    }
  }, [clientKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshSignal is the trigger
  useEffect(() => {
    last.current = 0;
    setImage(null);
    void load();
    return () => clearTimeout(retry.current);
  }, [load, refreshSignal]);
  return (
    <div className="captcha-field" data-testid="captcha-field" data-captcha-key={clientKey}>
      <Field
        label={t('auth.captcha')}
        required
        autoComplete="off"
        maxLength={8}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error ?? loadError ?? undefined}
        testId="captcha-input"
      />
      <button type="button" className="captcha-image" onClick={load} aria-label={t('auth.captchaRefresh')}>
        {image ? (
          <img
            src={`data:image/png;base64,${image}`}
            alt={t('auth.captchaImage')}
            width={120}
            height={40}
            data-testid="captcha-image"
          />
        ) : (
          <span className="loading">{t('shell.loading')}</span>
        )}
      </button>
    </div>
  );
}
