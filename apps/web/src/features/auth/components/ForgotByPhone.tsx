import { resetByPhoneRequest } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMsg, keyMsg, type Msg, serverFieldErrors, useMsg } from '../../../shared/forms/messages.ts';
import { problemOf, setServerProblems, useSchemaForm, withChecks } from '../../../shared/forms/schema-form.ts';
import { useSendResetSmsMutation } from '../api/password-sms.ts';
import { useResetByPhoneMutation } from '../api/password-verification.ts';
import { useCompleteLogin } from '../lib/complete-login.ts';
import { confirmMsg, useRuleCheck } from '../lib/rule-check.ts';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';
import { PhoneFields } from './PhoneFields.tsx';
import { SmsButton } from './SmsButton.tsx';

/** Code by SMS (resend blocked for expiredMinutes), a new password, then signed in and home. */
export function ForgotByPhone({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const msg = useMsg();
  const check = useRuleCheck();
  const navigate = useNavigate();
  const complete = useCompleteLogin();
  const reset = useResetByPhoneMutation();
  const sendCode = useSendResetSmsMutation();
  const [error, setError] = useState<Msg | null>(null);
  const form = useSchemaForm(
    withChecks(resetByPhoneRequest.extend({ confirm: resetByPhoneRequest.shape.newPassword }), (v) => ({
      mobileNum: check('mobileNum', v.mobileNum.trim()),
      verificationCode: v.verificationCode.trim() ? undefined : keyMsg('auth.rules.not_empty'),
      newPassword: check('password', v.newPassword),
      confirm: confirmMsg(v.confirm, v.newPassword),
    })),
    { defaultValues: { mobileNum: '', countryDialingCode: '855', verificationCode: '', newPassword: '', confirm: '' } },
  );
  const problems = form.formState.errors;
  const mobile = form.watch('mobileNum');
  const dialingCode = form.watch('countryDialingCode') ?? '855';

  const submit = form.handleSubmit(
    async (v) => {
      setError(null);
      try {
        const value = await reset.mutateAsync({
          mobileNum: v.mobileNum.trim(),
          countryDialingCode: dialingCode,
          verificationCode: v.verificationCode.trim(),
          newPassword: v.newPassword,
        });
        onDone();
        await complete(value, { type: 'other' });
        navigate('/');
      } catch (err) {
        setError(errorMsg(err));
        setServerProblems(form.setError, serverFieldErrors((err as { value?: unknown }).value));
      }
    },
    () => setError(null),
  );

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <PhoneFields
        dialingCode={dialingCode}
        onDialingCode={(code) => form.setValue('countryDialingCode', code)}
        mobile={mobile}
        onMobile={(value) => form.setValue('mobileNum', value)}
        error={msg(problemOf(problems.mobileNum))}
        testId="forgot-mobile"
      />
      <div className="code-row">
        <Field
          label={t('auth.smsCode')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.register('verificationCode')}
          error={msg(problemOf(problems.verificationCode))}
          testId="forgot-sms-code"
        />
        <SmsButton
          send={() => sendCode.mutateAsync({ mobileNum: mobile.trim(), countryDialingCode: dialingCode })}
          disabled={!mobile}
          testId="forgot-send-code"
        />
      </div>
      <Field
        label={t('auth.change.new')}
        required
        type="password"
        autoComplete="new-password"
        {...form.register('newPassword')}
        error={msg(problemOf(problems.newPassword))}
        testId="forgot-phone-password"
      />
      <Field
        label={t('auth.change.confirm')}
        required
        type="password"
        autoComplete="new-password"
        {...form.register('confirm')}
        error={msg(problemOf(problems.confirm))}
        testId="forgot-phone-confirm"
      />
      <FormError msg={error} testId="forgot-phone-error" />
      <button type="submit" className="btn btn-primary" disabled={reset.isPending} data-testid="forgot-phone-submit">
        {t('auth.confirm')}
      </button>
    </form>
  );
}
