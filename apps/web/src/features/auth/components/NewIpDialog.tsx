import type { LoginChallenge, LoginValue, VerifyMethod } from '@mekong/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { completeChallenge, sendChallengeCode } from '../api/session.ts';
import type { useCompleteLogin } from '../lib/complete-login.ts';
import { Field } from './Field.tsx';
import { Modal } from './Modal.tsx';
import { SmsButton } from './SmsButton.tsx';

type Complete = ReturnType<typeof useCompleteLogin>;
type Ctx = { username: string; rememberMe: boolean };

/** Holds a new-IP challenge from a login answer and renders its dialog. */
export function useChallenge() {
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  return {
    take(err: ApiError): boolean {
      if (err.code !== 'login_verify_required') return false;
      setChallenge(err.value as LoginChallenge);
      return true;
    },
    dialog: (complete: Complete, ctx: Ctx) =>
      challenge && (
        <NewIpDialog
          challenge={challenge}
          onClose={() => setChallenge(null)}
          onVerified={async (value) => {
            setChallenge(null);
            await complete(value, { type: 'other', ...ctx });
          }}
        />
      ),
  };
}

type NewIpDialogProps = {
  challenge: LoginChallenge;
  onClose: () => void;
  onVerified: (v: LoginValue) => Promise<void>;
};

/** A login from an IP never seen for the account: prove it by SMS, email, authenticator or real name. */
export function NewIpDialog({ challenge, onClose, onVerified }: NewIpDialogProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<VerifyMethod>(challenge.methods[0] ?? 'SMS');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await onVerified(await completeChallenge(challenge, method, code));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };
  const sent = method === 'SMS' || method === 'EMAIL';
  const target = method === 'SMS' ? challenge.maskedMobile : method === 'EMAIL' ? challenge.maskedEmail : null;
  return (
    <Modal open onClose={onClose} title={t('auth.newIp.title')} testId="new-ip-dialog">
      <form onSubmit={submit} className="stack">
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
                  setMethod(m);
                  setCode('');
                }}
              />
              {t(`auth.newIp.methods.${m}`)}
            </label>
          ))}
        </fieldset>
        {target && <p className="hint">{t('auth.newIp.sendTo', { target })}</p>}
        <div className="code-row">
          <Field
            label={method === 'REALNAME' ? t('auth.newIp.realName') : t('auth.newIp.code')}
            required
            autoComplete={method === 'REALNAME' ? 'name' : 'one-time-code'}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            testId="new-ip-code"
          />
          {sent && (
            <SmsButton
              send={() => sendChallengeCode(challenge.challengeId, method)}
              onError={setError}
              testId="new-ip-send"
            />
          )}
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" data-testid="new-ip-submit">
          {t('auth.confirm')}
        </button>
      </form>
    </Modal>
  );
}
