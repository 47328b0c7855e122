import { zodResolver } from '@hookform/resolvers/zod';
import type { RegisterRequest, SliderSolution } from '@mekong/contracts';
import { useEffect, useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMsg, keyMsg, type Msg, type Msgs, serverFieldErrors } from '../../../shared/forms/messages.ts';
import { problemOf } from '../../../shared/forms/schema-form.ts';
import { useModule } from '../../../shared/system/status-context.ts';
import { checkAffiliate } from '../api/affiliate.ts';
import { useRegisterMutation } from '../api/register.ts';
import { useRegisterRules } from '../api/register-rules.ts';
import { alertFailure, alertKey } from './alert.ts';
import { newClientKey } from './client-key.ts';
import { useCompleteLogin } from './complete-login.ts';
import { deviceId } from './device-id.ts';
import type { Method } from './register-fields.ts';
import { type RegisterValues, registerSchema } from './register-schema.ts';
import { useUrlAffiliate } from './use-url-affiliate.ts';

const INVITE_ERROR = 'auth.invitation_code_error';

/** The schema's problems, by field, as the form shows them. */
function problemsOf(errors: FieldErrors<RegisterValues>): Msgs {
  const out: Msgs = {};
  for (const [field, error] of Object.entries(errors.fields ?? {})) out[field] = problemOf(error);
  for (const field of ['confirmPassword', 'age', 'terms'] as const) out[field] = problemOf(errors[field]);
  return out;
}

/** State and submission of the registration form: its checks, its human check, and signing in after. */
export function useRegisterForm(onDone?: () => void) {
  const rules = useRegisterRules();
  const usernameOn = useModule('USERNAMEREG3');
  const mobileOn = useModule('MOBILENUMREG3');
  const smsOn = useModule('REGMOBVERF3');
  const sliderOn = useModule('GEETEST3');
  const affiliateOn = useModule('AFFMAN3');
  const navigate = useNavigate();
  const { search } = useLocation();
  const mutation = useRegisterMutation();
  const complete = useCompleteLogin();
  const urlCode = useUrlAffiliate(affiliateOn);
  const [method, setMethod] = useState<Method>(usernameOn || !mobileOn ? 'username' : 'mobile');
  const [dialingCode, setDialingCode] = useState('855');
  const [captchaKey, setCaptchaKey] = useState(newClientKey);
  const [slider, setSlider] = useState<string | null>(null);
  const [problems, setProblems] = useState<Msgs>({});
  const [error, setError] = useState<Msg | null>(null);

  const affiliateShown = affiliateOn && rules.data?.affiliateCode.enabled === true && urlCode.valid === false;
  // Checked on submit by the schema the merchant's rules make for this method.
  const schema = useMemo(
    () => (rules.data ? registerSchema(rules.data, { method, smsOn, affiliateShown }) : null),
    [rules.data, method, smsOn, affiliateShown],
  );
  const form = useForm<RegisterValues>({
    // The fields shown depend on the merchant's rules: their values are keyed by field name.
    defaultValues: { fields: {}, confirmPassword: '', age: false, terms: false },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver: schema ? zodResolver(schema) : undefined,
  });
  const { fields: values = {}, confirmPassword: confirm, age, terms } = form.watch();
  // A link's code that the server refused is put in the field, marked, for the visitor to fix.
  useEffect(() => {
    if (urlCode.code && urlCode.valid === false) {
      if (!form.getValues('fields.affiliateCode')) form.setValue('fields.affiliateCode', urlCode.code);
      setProblems((old) => ({ ...old, affiliateCode: keyMsg(INVITE_ERROR) }));
    }
  }, [urlCode.code, urlCode.valid, form]);

  const set = (field: string) => (v: string) => form.setValue(`fields.${field}`, v);
  const phone = method === 'mobile' || rules.data?.mobileNum.enabled === true;

  async function send(verification?: SliderSolution) {
    setError(null);
    const { fields: values, confirmPassword: confirm, age, terms } = form.getValues();
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, k.includes('assword') ? v : v.trim()]),
    );
    const code = affiliateShown ? trimmed.affiliateCode : urlCode.valid ? (urlCode.code ?? undefined) : undefined;
    const body: RegisterRequest = {
      ...trimmed,
      confirmPassword: method === 'mobile' ? values.password : confirm,
      countryDialingCode: phone ? dialingCode : undefined,
      affiliateCode: code || undefined,
      referralCode: new URLSearchParams(search).get('referralCode') ?? undefined,
      captchaKey: rules.data?.captcha.enabled ? captchaKey : undefined,
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
      const res = await mutation.mutateAsync({ method, body });
      onDone?.();
      if (res.token) {
        const value = { token: res.token, id: res.id, userName: res.userName, customerType: 0 };
        const flags = { firstTimeLogin: true, passwordExpired: false, forceChangePassword: false };
        await complete({ ...value, ...flags, rememberToken: null }, { type: 'other' });
      }
      navigate('/');
    } catch (err) {
      const fields = serverFieldErrors((err as { value?: unknown }).value);
      if (err instanceof ApiError && err.code === 'affiliate.code.invalid') {
        fields.affiliateCode = keyMsg(INVITE_ERROR);
        alertKey(INVITE_ERROR);
      }
      setProblems(fields);
      setError(errorMsg(err));
      // The captcha was used by this attempt (the server takes each once); show a fresh one.
      setCaptchaKey(newClientKey());
      set('captcha')('');
    }
  }

  const submit = form.handleSubmit(
    async () => {
      if (!rules.data) return;
      setProblems({});
      setError(null);
      const typed = affiliateShown ? values.affiliateCode?.trim() : undefined;
      if (typed) {
        const ok = await checkAffiliate(typed).then(
          () => true,
          (err) => (err instanceof ApiError && err.status < 500 ? false : (alertFailure(err), null)),
        );
        if (ok === null) return;
        if (!ok) {
          setProblems({ affiliateCode: keyMsg(INVITE_ERROR) });
          return alertKey(INVITE_ERROR);
        }
      }
      if (sliderOn) setSlider(newClientKey());
      else void send();
    },
    (errors) => {
      setProblems(problemsOf(errors));
      setError(keyMsg('auth.register.fixFields'));
    },
  );

  return {
    rules,
    tabs: usernameOn && mobileOn,
    method,
    setMethod: (m: Method) => {
      setMethod(m);
      setProblems({});
      setError(null);
    },
    smsOn,
    values,
    set,
    dialingCode,
    setDialingCode,
    confirm,
    setConfirm: (v: string) => form.setValue('confirmPassword', v),
    age,
    setAge: (v: boolean) => form.setValue('age', v),
    terms,
    setTerms: (v: boolean) => form.setValue('terms', v),
    captchaKey,
    affiliateShown,
    problems,
    error,
    busy: mutation.isPending,
    submit,
    slider,
    closeSlider: () => setSlider(null),
    solveSlider: (s: SliderSolution) => {
      setSlider(null);
      void send(s);
    },
  };
}
