import { checkField, type RegisterField, type RegisterRequest, type SliderSolution } from '@mekong/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useModule } from '../../../app/status-context.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { checkAffiliate, register, sendRegisterCode, useRegisterRules } from '../api/register.ts';
import { newClientKey } from '../lib/client-key.ts';
import { useCompleteLogin } from '../lib/complete-login.ts';
import { fieldMessage, type Problem, serverFieldErrors } from '../lib/field-message.ts';
import { type Method, shownRule, TEXT_FIELDS, urlAffiliateCode } from '../lib/register-fields.ts';
import { deviceId } from '../lib/session.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { Field } from './Field.tsx';
import { PhoneFields } from './PhoneFields.tsx';
import { SliderStep } from './SliderStep.tsx';
import { SmsButton } from './SmsButton.tsx';

/** Registration by username or by mobile, every field from the merchant's rules (SPEC point 5). */
export function RegisterForm({ onDone }: { onDone?: () => void } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const rules = useRegisterRules();
  const complete = useCompleteLogin();
  const usernameOn = useModule('USERNAMEREG3');
  const mobileOn = useModule('MOBILENUMREG3');
  const smsOn = useModule('REGMOBVERF3');
  const sliderOn = useModule('GEETEST3');
  const affiliateOn = useModule('AFFMAN3');
  const [method, setMethod] = useState<Method>(usernameOn || !mobileOn ? 'username' : 'mobile');
  const [values, setValues] = useState<Record<string, string>>({});
  const [dialingCode, setDialingCode] = useState('855');
  const [confirm, setConfirm] = useState('');
  const [age, setAge] = useState(false);
  const [terms, setTerms] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(newClientKey);
  const [slider, setSlider] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [urlCode, setUrlCode] = useState<{ code: string; valid: boolean } | null>(null);

  useEffect(() => {
    const code = urlAffiliateCode(location.search);
    if (!code || !affiliateOn) return;
    checkAffiliate(code).then(
      () => setUrlCode({ code, valid: true }),
      () => setUrlCode({ code, valid: false }),
    );
  }, [location.search, affiliateOn]);

  if (rules.isPending) return <p className="loading">{t('shell.loading')}</p>;
  if (rules.isError) return <p role="alert">{rules.error.message}</p>;
  const r = rules.data;
  const rule = (f: RegisterField) => shownRule(r, f, method, smsOn);
  const set = (f: string) => (v: string) => setValues((old) => ({ ...old, [f]: v }));
  const msg = (p: Problem | null) => fieldMessage(t, p);
  const affiliateShown = affiliateOn && r.affiliateCode.enabled && !urlCode?.valid;
  const phone = method === 'mobile' || rule('mobileNum') !== null;

  function validate(): Record<string, string | undefined> {
    const out: Record<string, string | undefined> = {};
    for (const { field } of TEXT_FIELDS) {
      const fr = rule(field);
      if (fr) out[field] = msg(checkField(values[field], fr));
    }
    for (const f of ['mobileNum', 'verificationCode', 'captcha'] as const) {
      const fr = rule(f);
      if (fr) out[f] = msg(checkField(values[f], fr));
    }
    if (affiliateShown) out.affiliateCode = msg(checkField(values.affiliateCode, r.affiliateCode));
    if (method === 'username') {
      out.confirmPassword = !confirm
        ? t('auth.rules.not_empty')
        : confirm !== values.password
          ? t('auth.rules.inconsistent_twice')
          : undefined;
    }
    if (!age) out.age = t('auth.register.mustBeAdult');
    if (!terms) out.terms = t('auth.register.mustAcceptTerms');
    return out;
  }

  async function send(verification?: SliderSolution) {
    setBusy(true);
    setError(null);
    const code = affiliateShown ? values.affiliateCode : urlCode?.valid ? urlCode.code : undefined;
    const body: RegisterRequest = {
      ...values,
      confirmPassword: method === 'mobile' ? values.password : confirm,
      countryDialingCode: phone ? dialingCode : undefined,
      affiliateCode: code || undefined,
      referralCode: new URLSearchParams(location.search).get('referralCode') ?? undefined,
      captchaKey: rule('captcha') ? captchaKey : undefined,
      domain: window.location.hostname,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      ageConfirmed: age,
      termsAccepted: terms,
      verification,
      loginDeviceId: deviceId(),
      login: true,
    };
    try {
      const res = await register(method, body);
      if (res.token) {
        const username = res.userName;
        await complete(
          {
            token: res.token,
            id: res.id,
            userName: username,
            customerType: 0,
            firstTimeLogin: false,
            passwordExpired: false,
            forceChangePassword: false,
            rememberToken: null,
          },
          { type: 'other' },
        );
      }
      onDone?.();
      navigate('/');
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const fields = serverFieldErrors(err.value);
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, p]) => [k, msg(p)])));
      setError(err.code === 'affiliate.code.invalid' ? t('auth.invitation_code_error') : err.message);
      // The captcha was used by this attempt; show a fresh one (SPEC point 8).
      setCaptchaKey(newClientKey());
      set('captcha')('');
    } finally {
      setBusy(false);
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = validate();
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return setError(t('auth.register.fixFields'));
    if (sliderOn) setSlider(newClientKey());
    else void send();
  };

  const text = (field: RegisterField, type?: string, autoComplete?: string) => {
    const fr = rule(field);
    if (!fr) return null;
    return (
      <Field
        key={field}
        label={t(`auth.fields.${field}`)}
        required={fr.required}
        type={type ?? 'text'}
        autoComplete={autoComplete}
        value={values[field] ?? ''}
        onChange={(e) => set(field)(e.target.value)}
        error={errors[field]}
        testId={`reg-${field}`}
      />
    );
  };

  return (
    <form className="register-form stack" onSubmit={submit} noValidate data-testid="register-form">
      {usernameOn && mobileOn && (
        <div className="tabs" role="tablist" aria-label={t('pages.register.title')}>
          {(['username', 'mobile'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={method === m}
              className={method === m ? 'tab active' : 'tab'}
              onClick={() => {
                setMethod(m);
                setErrors({});
              }}
              data-testid={`reg-tab-${m}`}
            >
              {t(`auth.register.by.${m}`)}
            </button>
          ))}
        </div>
      )}
      {method === 'mobile' && (
        <PhoneFields
          dialingCode={dialingCode}
          onDialingCode={setDialingCode}
          mobile={values.mobileNum ?? ''}
          onMobile={set('mobileNum')}
          error={errors.mobileNum}
          testId="reg-mobile"
        />
      )}
      {TEXT_FIELDS.slice(0, 2).map(({ field, type, autoComplete }) => text(field, type, autoComplete))}
      {method === 'username' && (
        <Field
          label={t('auth.fields.confirmPassword')}
          required
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirmPassword}
          testId="reg-confirmPassword"
        />
      )}
      {method === 'username' && rule('mobileNum') && (
        <PhoneFields
          dialingCode={dialingCode}
          onDialingCode={setDialingCode}
          mobile={values.mobileNum ?? ''}
          onMobile={set('mobileNum')}
          error={errors.mobileNum}
          testId="reg-mobile"
        />
      )}
      {rule('verificationCode') && (
        <div className="code-row">
          <Field
            label={t('auth.smsCode')}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            value={values.verificationCode ?? ''}
            onChange={(e) => set('verificationCode')(e.target.value)}
            error={errors.verificationCode}
            testId="reg-code"
          />
          <SmsButton
            send={() => sendRegisterCode(values.mobileNum ?? '', dialingCode)}
            countdown={60}
            onError={setError}
            disabled={!values.mobileNum}
            testId="reg-send-code"
          />
        </div>
      )}
      {TEXT_FIELDS.slice(2).map(({ field, type, autoComplete }) => text(field, type, autoComplete))}
      {affiliateShown && text('affiliateCode')}
      {rule('captcha') && (
        <CaptchaField
          clientKey={captchaKey}
          value={values.captcha ?? ''}
          onChange={set('captcha')}
          error={errors.captcha}
        />
      )}
      <label className="check">
        <input
          type="checkbox"
          checked={age}
          onChange={(e) => setAge(e.target.checked)}
          data-testid="reg-age"
          aria-invalid={errors.age ? true : undefined}
        />
        {t('auth.register.age')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
          data-testid="reg-terms"
          aria-invalid={errors.terms ? true : undefined}
        />
        {t('auth.register.terms')}
      </label>
      {error && (
        <p className="form-error" role="alert" data-testid="register-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="register-submit">
        {t('shell.register')}
      </button>
      {slider && (
        <SliderStep
          clientKey={slider}
          onSolved={(s) => {
            setSlider(null);
            void send(s);
          }}
          onClose={() => setSlider(null)}
        />
      )}
    </form>
  );
}
