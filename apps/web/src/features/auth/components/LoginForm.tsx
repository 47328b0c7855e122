import type { LoginRequest, SliderSolution } from '@mekong/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModule } from '../../../app/status-context.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { login, sendLoginCode } from '../api/session.ts';
import { newClientKey } from '../lib/client-key.ts';
import { useCompleteLogin } from '../lib/complete-login.ts';
import { remembered } from '../lib/remember.ts';
import { deviceId, useSession } from '../lib/session.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { Field } from './Field.tsx';
import { FreePlayButton } from './FreePlayButton.tsx';
import { useChallenge } from './NewIpDialog.tsx';
import { PhoneFields } from './PhoneFields.tsx';
import { SliderStep } from './SliderStep.tsx';
import { SmsButton } from './SmsButton.tsx';

type LoginFormProps = { compact?: boolean; onDone?: () => void; autoDemo?: boolean };

/** Username or SMS login (the SMS type only when the merchant has it on), with the captcha on demand. */
export function LoginForm({ compact = false, onDone, autoDemo = false }: LoginFormProps) {
  const { t } = useTranslation();
  const smsLogin = useModule('MOBILEVERCODELOGIN3');
  const captchaOn = useModule('CAPTCHA3');
  const sliderOn = useModule('GEETEST3');
  const registerOn = useModule('REG3');
  const complete = useCompleteLogin();
  const openModal = useSession((s) => s.openModal);
  const challenge = useChallenge();
  const [type, setType] = useState<'username' | 'sms'>('username');
  const [username, setUsername] = useState(() => remembered().username ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(() => remembered().username !== null);
  const [dialingCode, setDialingCode] = useState('855');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const [slider, setSlider] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const attempt = async (verification?: SliderSolution) => {
    setBusy(true);
    setError(null);
    const body: LoginRequest =
      type === 'sms'
        ? { type, mobileNum: mobile, countryDialingCode: dialingCode, verificationCode: code }
        : { type, username, password, rememberMe };
    body.loginDeviceId = deviceId();
    if (captchaKey) Object.assign(body, { captchaKey, captcha });
    if (verification) body.verification = verification;
    try {
      const value = await login(body);
      await complete(value, { type, username, password, rememberMe });
      onDone?.();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (challenge.take(err)) return;
      const flagged = (err.value as { captcha?: boolean } | null)?.captcha === true;
      if (flagged && captchaOn) {
        setCaptchaKey(newClientKey());
        setCaptcha('');
      } else if (flagged && sliderOn) {
        setSlider(newClientKey());
      }
      setError(err.message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (type === 'username' && (!username || !password)) return setError(t('auth.rules.not_empty'));
    if (type === 'sms' && (!mobile || !code)) return setError(t('auth.rules.not_empty'));
    void attempt();
  };

  return (
    <form
      className={compact ? 'login-form compact' : 'login-form'}
      onSubmit={submit}
      data-testid="login-form"
      noValidate
    >
      {smsLogin && (
        <div className="field">
          <label htmlFor={`login-type-${compact}`}>{t('auth.loginType')}</label>
          <select
            id={`login-type-${compact}`}
            value={type}
            onChange={(e) => setType(e.target.value as 'username' | 'sms')}
            data-testid="login-type"
          >
            <option value="username">{t('auth.byUsername')}</option>
            <option value="sms">{t('auth.bySms')}</option>
          </select>
        </div>
      )}
      {type === 'username' ? (
        <>
          <Field
            label={t('auth.username')}
            required
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            testId="login-username"
          />
          <Field
            label={t('auth.password')}
            required
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            testId="login-password"
          />
          <label className="check">
            <input
              type="checkbox"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.target.checked)}
              data-testid="login-remember"
            />
            {t('auth.rememberMe')}
          </label>
        </>
      ) : (
        <>
          <PhoneFields
            dialingCode={dialingCode}
            onDialingCode={setDialingCode}
            mobile={mobile}
            onMobile={setMobile}
            testId="login-mobile"
          />
          <div className="code-row">
            <Field
              label={t('auth.smsCode')}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              testId="login-code"
            />
            <SmsButton
              send={() => sendLoginCode(mobile, dialingCode)}
              onError={setError}
              disabled={!mobile}
              testId="login-send-code"
            />
          </div>
        </>
      )}
      {captchaKey && <CaptchaField clientKey={captchaKey} value={captcha} onChange={setCaptcha} />}
      {error && (
        <p className="form-error" role="alert" data-testid="login-error">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="login-submit">
          {t('shell.login')}
        </button>
        <button type="button" className="btn btn-link" onClick={() => openModal('forgot')} data-testid="forgot-link">
          {t('auth.forgot')}
        </button>
        {!compact && registerOn && (
          <button
            type="button"
            className="btn btn-link"
            onClick={() => openModal('register')}
            data-testid="register-open"
          >
            {t('auth.noAccount')}
          </button>
        )}
        {!compact && <FreePlayButton autoStart={autoDemo} />}
      </div>
      {slider && (
        <SliderStep
          clientKey={slider}
          onSolved={(s) => {
            setSlider(null);
            void attempt(s);
          }}
          onClose={() => setSlider(null)}
        />
      )}
      {challenge.dialog(complete, { username, rememberMe })}
    </form>
  );
}
