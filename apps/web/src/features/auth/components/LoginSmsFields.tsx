import { useTranslation } from 'react-i18next';
import { useSendLoginCodeMutation } from '../api/sms-login-code.ts';
import { Field } from './Field.tsx';
import { PhoneFields } from './PhoneFields.tsx';
import { SmsButton } from './SmsButton.tsx';

type SmsState = {
  dialingCode: string;
  setDialingCode: (v: string) => void;
  mobile: string;
  setMobile: (v: string) => void;
  code: string;
  setCode: (v: string) => void;
};

/** The SMS login type: country code, mobile number, and the code sent to it (resend after expiredMinutes). */
export function LoginSmsFields({
  sms,
  errors,
  spentCodes = 0,
}: {
  sms: SmsState;
  errors: { mobile: string | undefined; code: string | undefined };
  /** Codes a refused sign-in spent (asking to come back needs a new one): each starts the button afresh. */
  spentCodes?: number;
}) {
  const { t } = useTranslation();
  const sendCode = useSendLoginCodeMutation();
  return (
    <>
      <PhoneFields
        dialingCode={sms.dialingCode}
        onDialingCode={sms.setDialingCode}
        mobile={sms.mobile}
        onMobile={sms.setMobile}
        error={errors.mobile}
        testId="login-mobile"
      />
      <div className="code-row">
        <Field
          label={t('auth.smsCode')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          value={sms.code}
          onChange={(e) => sms.setCode(e.target.value)}
          error={errors.code}
          testId="login-code"
        />
        <SmsButton
          // The countdown guards a code still waiting to be used: once it is spent, the next may be asked for at once.
          key={spentCodes}
          send={() => sendCode.mutateAsync({ mobileNum: sms.mobile.trim(), countryDialingCode: sms.dialingCode })}
          disabled={!sms.mobile}
          testId="login-send-code"
        />
      </div>
    </>
  );
}
