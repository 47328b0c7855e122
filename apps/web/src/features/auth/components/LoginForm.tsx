import { checkField, type LoginRequest } from '@mekong/contracts';
import { Suspense, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hasProblems, keyMsg, type Msgs, ruleMsg, useMsg } from '../../../shared/forms/messages.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { useModule } from '../../../shared/system/status-context.ts';
import { lazyNamed } from '../../../shared/ui/lazy-part.tsx';
import { useRegisterRules } from '../api/register-rules.ts';
import { remembered } from '../lib/remember.ts';
import { useLogin } from '../lib/use-login.ts';
import { Field } from './Field.tsx';
import { FreePlayButton } from './FreePlayButton.tsx';
import { LoginRefusal } from './LoginRefusal.tsx';
import { useChallenge } from './use-challenge.tsx';

/** The slider check loads when a check is asked for. */
const SliderStep = lazyNamed(() => import('./SliderStep.tsx'), 'SliderStep');
/** The captcha is asked for only after failures or by some merchants: it loads when asked for. */
const CaptchaField = lazyNamed(() => import('./CaptchaField.tsx'), 'CaptchaField');
/** Signing in by SMS code is a choice few make: its fields load when it is chosen. */
const LoginSmsFields = lazyNamed(() => import('./LoginSmsFields.tsx'), 'LoginSmsFields');

type LoginFormProps = { compact?: boolean; onDone?: () => void; autoDemo?: boolean };

/** Username or SMS login (the SMS type only when the merchant has it on), with a human check on demand. */
export function LoginForm({ compact = false, onDone, autoDemo = false }: LoginFormProps) {
  const { t } = useTranslation();
  const msg = useMsg();
  const smsLogin = useModule('MOBILEVERCODELOGIN3');
  const registerOn = useModule('DIRECTREG3');
  const openModal = useUi((s) => s.openModal);
  const mobileRule = useRegisterRules().data?.mobileNum;
  const challenge = useChallenge(onDone);
  const login = useLogin(challenge.take, onDone);
  const typeId = useId();
  // The defaults are read once, when the form starts: a remembered username is filled in.
  const [saved] = useState(() => remembered().username);
  const form = useForm<{
    type: 'username' | 'sms';
    username: string;
    password: string;
    rememberMe: boolean;
    dialingCode: string;
    mobile: string;
    code: string;
  }>({
    defaultValues: {
      type: 'username',
      username: saved ?? '',
      password: '',
      rememberMe: saved !== null,
      dialingCode: '855',
      mobile: '',
      code: '',
    },
  });
  const { type, username, password, rememberMe, dialingCode, mobile, code } = form.watch();
  const [problems, setProblems] = useState<Msgs>({});
  // Asked to come back after a self-exclusion: every sign-in from this form now carries the request.
  const [comeBack, setComeBack] = useState(false);
  // Counts SMS codes spent by a refused sign-in: each spent one lets the player ask for the next at once.
  const [spentCodes, setSpentCodes] = useState(0);

  const body = (): LoginRequest => ({
    ...(type === 'sms'
      ? { type, mobileNum: mobile, countryDialingCode: dialingCode, verificationCode: code }
      : { type, username: username.trim(), password, rememberMe }),
    ...(comeBack ? { comeBack } : {}),
  });
  const ctx = { type, username: username.trim(), password, rememberMe };
  const empty = (v: string) => (v.trim() ? undefined : keyMsg('auth.rules.not_empty'));

  const submit = form.handleSubmit(() => {
    const p: Msgs =
      type === 'sms'
        ? {
            mobile: mobileRule ? ruleMsg(checkField(mobile, { ...mobileRule, required: true })) : empty(mobile),
            code: empty(code),
          }
        : { username: empty(username), password: empty(password) };
    if (login.captcha) p.captcha = empty(login.captcha.value);
    setProblems(p);
    if (!hasProblems(p)) login.submit(body(), ctx);
  });

  /**
   * The same sign-in again, asking to come back. An SMS code is spent by the try that was refused,
   * so by SMS the player sends a new code first and the request goes with that sign-in.
   */
  const askToComeBack = () => {
    setComeBack(true);
    if (type === 'username') {
      login.submit({ ...body(), comeBack: true }, ctx);
      return;
    }
    form.setValue('code', '');
    setSpentCodes((n) => n + 1);
    login.setError(keyMsg('auth.comeBack.newCode'));
  };

  return (
    // The dialogs stay outside the form: React events bubble through portals, so a dialog's own
    // form submitted inside this one would also submit the login again.
    <>
      <form
        className={compact ? 'login-form compact' : 'login-form'}
        onSubmit={submit}
        data-testid="login-form"
        noValidate
      >
        {smsLogin && (
          <div className="field">
            <label htmlFor={typeId}>{t('auth.loginType')}</label>
            <select
              id={typeId}
              {...form.register('type', { onChange: () => setProblems({}) })}
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
              {...form.register('username')}
              error={msg(problems.username)}
              testId="login-username"
            />
            <Field
              label={t('auth.password')}
              required
              type="password"
              autoComplete="current-password"
              {...form.register('password')}
              error={msg(problems.password)}
              testId="login-password"
            />
            <label className="check">
              <input type="checkbox" {...form.register('rememberMe')} data-testid="login-remember" />
              {t('auth.rememberMe')}
            </label>
          </>
        ) : (
          <Suspense fallback={null}>
            <LoginSmsFields
              sms={{
                dialingCode,
                setDialingCode: (v) => form.setValue('dialingCode', v),
                mobile,
                setMobile: (v) => form.setValue('mobile', v),
                code,
                setCode: (v) => form.setValue('code', v),
              }}
              errors={{ mobile: msg(problems.mobile), code: msg(problems.code) }}
              spentCodes={spentCodes}
            />
          </Suspense>
        )}
        {login.captcha && (
          <Suspense fallback={null}>
            <CaptchaField
              clientKey={login.captcha.key}
              value={login.captcha.value}
              onChange={login.captcha.onChange}
              error={msg(problems.captcha)}
            />
          </Suspense>
        )}
        <LoginRefusal msg={login.error} busy={login.busy} onComeBack={askToComeBack} />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={login.busy} data-testid="login-submit">
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
      </form>
      {login.slider && (
        <Suspense fallback={null}>
          <SliderStep
            clientKey={login.slider}
            onSolved={(s) => login.solveSlider(s, body(), ctx)}
            onClose={login.closeSlider}
          />
        </Suspense>
      )}
      {challenge.dialog({ username: ctx.username, rememberMe })}
    </>
  );
}
