import type { RegisterField } from '@mekong/contracts';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMsg } from '../../../shared/forms/messages.ts';
import { lazyNamed } from '../../../shared/ui/lazy-part.tsx';
import { useSendRegisterCodeMutation } from '../api/sms-register-code.ts';
import { shownRule, TEXT_FIELDS } from '../lib/register-fields.ts';
import { useRegisterForm } from '../lib/use-register-form.ts';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';
import { PhoneFields } from './PhoneFields.tsx';
import { RegisterTabs } from './RegisterTabs.tsx';
import { SmsButton } from './SmsButton.tsx';

/** The slider check loads when a check is asked for. */
const SliderStep = lazyNamed(() => import('./SliderStep.tsx'), 'SliderStep');
/** The captcha is asked for only after failures or by some merchants: it loads when asked for. */
const CaptchaField = lazyNamed(() => import('./CaptchaField.tsx'), 'CaptchaField');

/**
 * Registration by username or by mobile, every field shown, required and checked as the
 * merchant's registration rules (GET /wps/system/setting/register) say.
 */
export function RegisterForm({ onDone }: { onDone?: () => void } = {}) {
  const { t } = useTranslation();
  const msg = useMsg();
  const uid = useId();
  const f = useRegisterForm(onDone);
  const sendCode = useSendRegisterCodeMutation();
  if (f.rules.isPending) return <p className="loading">{t('shell.loading')}</p>;
  if (f.rules.isError) return <p role="alert">{f.rules.error.message}</p>;
  const rules = f.rules.data;
  const rule = (field: RegisterField) => shownRule(rules, field, f.method, f.smsOn);
  const err = (field: string) => msg(f.problems[field]);

  const text = (field: RegisterField) => {
    const r = rule(field);
    const spec = TEXT_FIELDS.find((x) => x.field === field);
    if (!r) return null;
    return (
      <Field
        key={field}
        label={t(`auth.fields.${field}`)}
        required={r.required}
        type={spec?.type ?? 'text'}
        autoComplete={spec?.autoComplete}
        value={f.values[field] ?? ''}
        onChange={(e) => f.set(field)(e.target.value)}
        error={err(field)}
        testId={`reg-${field}`}
      />
    );
  };
  const phone = (
    <PhoneFields
      dialingCode={f.dialingCode}
      onDialingCode={f.setDialingCode}
      mobile={f.values.mobileNum ?? ''}
      onMobile={f.set('mobileNum')}
      required={rule('mobileNum')?.required ?? false}
      error={err('mobileNum')}
      testId="reg-mobile"
    />
  );
  const check = (name: 'age' | 'terms', checked: boolean, onChange: (v: boolean) => void) => (
    <div className="check-field">
      <label className="check">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          data-testid={`reg-${name}`}
          aria-invalid={f.problems[name] ? true : undefined}
          aria-describedby={f.problems[name] ? `${uid}-${name}-error` : undefined}
        />
        {t(`auth.register.${name}`)}
      </label>
      {f.problems[name] && (
        <p id={`${uid}-${name}-error`} className="field-error">
          {err(name)}
        </p>
      )}
    </div>
  );

  return (
    <form className="register-form stack" onSubmit={f.submit} noValidate data-testid="register-form">
      {f.tabs && <RegisterTabs method={f.method} onChange={f.setMethod} />}
      {f.method === 'mobile' && phone}
      {text('username')}
      {text('password')}
      {f.method === 'username' && (
        <Field
          label={t('auth.fields.confirmPassword')}
          required
          type="password"
          autoComplete="new-password"
          value={f.confirm}
          onChange={(e) => f.setConfirm(e.target.value)}
          error={err('confirmPassword')}
          testId="reg-confirmPassword"
        />
      )}
      {f.method === 'username' && rule('mobileNum') && phone}
      {rule('verificationCode') && (
        <div className="code-row">
          <Field
            label={t('auth.smsCode')}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            value={f.values.verificationCode ?? ''}
            onChange={(e) => f.set('verificationCode')(e.target.value)}
            error={err('verificationCode')}
            testId="reg-code"
          />
          <SmsButton
            send={() =>
              sendCode.mutateAsync({ mobileNo: (f.values.mobileNum ?? '').trim(), countryDialingCode: f.dialingCode })
            }
            countdown={60}
            disabled={!f.values.mobileNum}
            testId="reg-send-code"
          />
        </div>
      )}
      {TEXT_FIELDS.slice(2).map(({ field }) => text(field))}
      {f.affiliateShown && text('affiliateCode')}
      {rule('captcha') && (
        <Suspense fallback={null}>
          <CaptchaField
            clientKey={f.captchaKey}
            value={f.values.captcha ?? ''}
            onChange={f.set('captcha')}
            error={err('captcha')}
          />
        </Suspense>
      )}
      {check('age', f.age, f.setAge)}
      {check('terms', f.terms, f.setTerms)}
      <FormError msg={f.error} testId="register-error" />
      <button type="submit" className="btn btn-primary" disabled={f.busy} data-testid="register-submit">
        {t('shell.register')}
      </button>
      {f.slider && (
        <Suspense fallback={null}>
          <SliderStep clientKey={f.slider} onSolved={f.solveSlider} onClose={f.closeSlider} />
        </Suspense>
      )}
    </form>
  );
}
