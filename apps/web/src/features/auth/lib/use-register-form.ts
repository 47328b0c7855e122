import type { RegisterRequest, SliderSolution } from '@mekong/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import {
  errorMsg,
  hasProblems,
  keyMsg,
  type Msg,
  type Msgs,
  serverFieldErrors,
} from '../../../shared/forms/messages.ts';
import { useModule } from '../../../shared/system/status-context.ts';
import { checkAffiliate } from '../api/affiliate.ts';
import { useRegisterMutation } from '../api/register.ts';
import { useRegisterRules } from '../api/register-rules.ts';
import { alertFailure, alertKey } from './alert.ts';
import { newClientKey } from './client-key.ts';
import { useCompleteLogin } from './complete-login.ts';
import { deviceId } from './device-id.ts';
import type { Method } from './register-fields.ts';
import { validateRegister } from './register-validate.ts';
import { useUrlAffiliate } from './use-url-affiliate.ts';

const INVITE_ERROR = 'auth.invitation_code_error';

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
  // The fields shown depend on the merchant's rules: the form's values are keyed by field name.
  const form = useForm<Record<string, string>>({ defaultValues: {} });
  const values = form.watch();
  const [dialingCode, setDialingCode] = useState('855');
  const [confirm, setConfirm] = useState('');
  const [age, setAge] = useState(false);
  const [terms, setTerms] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(newClientKey);
  const [slider, setSlider] = useState<string | null>(null);
  const [problems, setProblems] = useState<Msgs>({});
  const [error, setError] = useState<Msg | null>(null);

  const affiliateShown = affiliateOn && rules.data?.affiliateCode.enabled === true && urlCode.valid === false;
  // A link's code that the server refused is put in the field, marked, for the visitor to fix.
  useEffect(() => {
    if (urlCode.code && urlCode.valid === false) {
      if (!form.getValues('affiliateCode')) form.setValue('affiliateCode', urlCode.code);
      setProblems((old) => ({ ...old, affiliateCode: keyMsg(INVITE_ERROR) }));
    }
  }, [urlCode.code, urlCode.valid, form]);

  const set = (field: string) => (v: string) => form.setValue(field, v);
  const phone = method === 'mobile' || rules.data?.mobileNum.enabled === true;

  async function send(verification?: SliderSolution) {
    setError(null);
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

  const submit = form.handleSubmit(async () => {
    if (!rules.data) return;
    const p = validateRegister({ rules: rules.data, method, smsOn, values, confirm, age, terms, affiliateShown });
    setProblems(p);
    if (hasProblems(p)) return setError(keyMsg('auth.register.fixFields'));
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
  });

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
    setConfirm,
    age,
    setAge,
    terms,
    setTerms,
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
