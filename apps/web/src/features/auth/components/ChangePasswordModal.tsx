import { checkField } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { changePassword } from '../api/password.ts';
import { useRegisterRules } from '../api/register.ts';
import { useFinishLogin } from '../lib/complete-login.ts';
import { fieldMessage, serverFieldErrors } from '../lib/field-message.ts';
import { useSession } from '../lib/session.ts';
import { Field } from './Field.tsx';
import { Modal } from './Modal.tsx';

/** Voluntary from the user menu, or forced after login (then it cannot be dismissed). */
export function ChangePasswordModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal, openModal, forcedChange, setForcedChange, token } = useSession();
  const rules = useRegisterRules();
  const finish = useFinishLogin();
  const queryClient = useQueryClient();
  const [oldPassword, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [error, setError] = useState<string | null>(null);
  const open = modal === 'change';
  const forced = forcedChange !== null;
  const close = () => openModal(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const rule = rules.data?.password;
    const problems: Record<string, string | undefined> = {
      oldPassword: !forced && !oldPassword ? t('auth.rules.not_empty') : undefined,
      newPassword: rule
        ? fieldMessage(t, checkField(next, { ...rule, required: true }))
        : next
          ? undefined
          : t('auth.rules.not_empty'),
      confirmNewPassword: !confirm
        ? t('auth.rules.not_empty')
        : confirm !== next
          ? t('auth.rules.inconsistent_twice')
          : undefined,
    };
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setError(null);
    try {
      await changePassword(forcedChange?.oldPassword ?? oldPassword, next, confirm);
      setForcedChange(null);
      setOld('');
      setNext('');
      setConfirm('');
      // Success reloads the member, closes the modal and lands on the home page (SPEC point 4).
      if (forced && token) await finish(token);
      else {
        await queryClient.invalidateQueries({ queryKey: ['member-info'] });
        close();
      }
      navigate('/');
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const fields = serverFieldErrors(err.value);
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, p]) => [k, fieldMessage(t, p)])));
      setError(err.message);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t(forced ? 'auth.change.forcedTitle' : 'auth.change.title')}
      testId="change-password-modal"
      dismissible={!forced}
    >
      <form onSubmit={submit} className="stack" noValidate>
        {forced && <p>{t('auth.change.forcedBody')}</p>}
        {!forced && (
          <Field
            label={t('auth.change.old')}
            required
            type="password"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(e) => setOld(e.target.value)}
            error={errors.oldPassword}
            testId="change-old"
          />
        )}
        <Field
          label={t('auth.change.new')}
          required
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={errors.newPassword}
          testId="change-new"
        />
        <Field
          label={t('auth.change.confirm')}
          required
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirmNewPassword}
          testId="change-confirm"
        />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" data-testid="change-submit">
          {t('auth.confirm')}
        </button>
      </form>
    </Modal>
  );
}
