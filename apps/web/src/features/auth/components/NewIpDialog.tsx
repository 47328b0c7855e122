import type { LoginChallenge, VerifyMethod } from '@mekong/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMsg, keyMsg, type Msg } from '../../../shared/forms/messages.ts';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { useCompleteChallengeMutation } from '../api/login-verification.ts';
import { useSendChallengeCodeMutation } from '../api/login-verification-send.ts';
import { useCompleteLogin } from '../lib/complete-login.ts';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';
import { SmsButton } from './SmsButton.tsx';

export type Ctx = { username: string; rememberMe: boolean };

type NewIpDialogProps = { challenge: LoginChallenge; ctx: Ctx; onClose: () => void; onDone: () => void };

/** A login from an IP never seen for the account: prove it by SMS, email, authenticator or real name. */
export function NewIpDialog({ challenge, ctx, onClose, onDone }: NewIpDialogProps) {
  const { t } = useTranslation();
  const verify = useCompleteChallengeMutation();
  const sendCode = useSendChallengeCodeMutation();
  const complete = useCompleteLogin();
  const form = useForm<{ method: VerifyMethod; code: string }>({
    defaultValues: { method: challenge.methods[0] ?? 'SMS', code: '' },
  });
  const method = form.watch('method');
  const [error, setError] = useState<Msg | null>(null);
  const submit = form.handleSubmit(async ({ code }) => {
    if (!code.trim()) return setError(keyMsg('auth.rules.not_empty'));
    setError(null);
    try {
      const value = await verify.mutateAsync({ challenge, method, code: code.trim() });
      onDone();
      // The same handling as any login success; the password typed there is not known here.
      await complete(value, { type: 'other', ...ctx });
    } catch (err) {
      setError(errorMsg(err));
    }
  });
  const sent = method === 'SMS' || method === 'EMAIL';
  const target = method === 'SMS' ? challenge.maskedMobile : method === 'EMAIL' ? challenge.maskedEmail : null;
  return (
    <Modal open onClose={onClose} title={t('auth.newIp.title')} testId="new-ip-dialog">
      <form onSubmit={submit} className="stack" noValidate>
        <p>{t('auth.newIp.body')}</p>
        <fieldset className="choice">
          <legend>{t('auth.newIp.method')}</legend>
          {challenge.methods.map((m) => (
            <label key={m} className="check">
              <input
                type="radio"
                name="new-ip-method"
                value={m}
                checked={method === m}
                onChange={() => {
                  form.setValue('method', m);
                  form.setValue('code', '');
                  setError(null);
                }}
                data-testid={`new-ip-method-${m}`}
              />
              {t(`auth.newIp.methods.${m}`)}
            </label>
          ))}
        </fieldset>
        {target && <p className="hint">{t('auth.newIp.sendTo', { target })}</p>}
        <div className="code-row">
          <Field
            key={method}
            label={t(
              method === 'REALNAME' ? 'auth.newIp.realName' : method === 'TOTP' ? 'auth.newIp.totp' : 'auth.newIp.code',
            )}
            required
            autoComplete={method === 'REALNAME' ? 'name' : 'one-time-code'}
            inputMode={method === 'REALNAME' ? 'text' : 'numeric'}
            {...form.register('code')}
            testId="new-ip-code"
          />
          {sent && (
            <SmsButton
              key={method}
              send={() => sendCode.mutateAsync({ challengeId: challenge.challengeId, method })}
              testId="new-ip-send"
            />
          )}
        </div>
        <FormError msg={error} testId="new-ip-error" />
        <button type="submit" className="btn btn-primary" disabled={verify.isPending} data-testid="new-ip-submit">
          {t('auth.confirm')}
        </button>
      </form>
    </Modal>
  );
}
