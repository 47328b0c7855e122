import { checkField } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import {
  errorMsg,
  hasProblems,
  keyMsg,
  type Msg,
  type Msgs,
  ruleMsg,
  serverFieldErrors,
  useMsg,
} from '../../../shared/forms/messages.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { useChangePasswordMutation } from '../api/password-change.ts';
import { useRegisterRules } from '../api/register-rules.ts';
import { useFinishLogin } from '../lib/complete-login.ts';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';

/**
 * Voluntary from the user menu, or forced after login (then it cannot be dismissed, and the old
 * password is the one just typed, held in memory only; asked for when not known).
 */
export function ChangePasswordModal() {
  const { t } = useTranslation();
  const msg = useMsg();
  const navigate = useNavigate();
  const { modal, openModal, forcedChange, setForcedChange } = useUi();
  const token = useSession((s) => s.token);
  const rule = useRegisterRules().data?.password;
  const finish = useFinishLogin();
  const queryClient = useQueryClient();
  const mutation = useChangePasswordMutation();
  const [oldPassword, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Msgs>({});
  const [error, setError] = useState<Msg | null>(null);
  const forced = forcedChange !== null;
  const knownOld = forcedChange?.oldPassword ?? null;
  const close = () => openModal(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const notEmpty = keyMsg('auth.rules.not_empty');
    const p: Msgs = {
      oldPassword: knownOld === null && !oldPassword ? notEmpty : undefined,
      newPassword: rule ? ruleMsg(checkField(next, { ...rule, required: true })) : next ? undefined : notEmpty,
      confirmNewPassword: !confirm ? notEmpty : confirm !== next ? keyMsg('auth.rules.inconsistent_twice') : undefined,
    };
    setProblems(p);
    if (hasProblems(p)) return;
    setError(null);
    try {
      await mutation.mutateAsync({
        oldPassword: knownOld ?? oldPassword,
        newPassword: next,
        confirmNewPassword: confirm,
      });
      setForcedChange(null);
      setOld('');
      setNext('');
      setConfirm('');
      // Success reloads the member, closes the modal, keeps the member signed in, goes home (SPEC point 4).
      if (forced && token) await finish(token);
      else {
        await queryClient.invalidateQueries({ queryKey: queryKeys.members });
        close();
      }
      navigate('/');
    } catch (err) {
      setError(errorMsg(err));
      setProblems((old) => ({ ...old, ...serverFieldErrors((err as { value?: unknown }).value) }));
    }
  };

  return (
    <Modal
      open={modal === 'change'}
      onClose={close}
      title={t(forced ? 'auth.change.forcedTitle' : 'auth.change.title')}
      testId="change-password-modal"
      dismissible={!forced}
    >
      <form onSubmit={submit} className="stack" noValidate>
        {forced && <p>{t('auth.change.forcedBody')}</p>}
        {knownOld === null && (
          <Field
            label={t('auth.change.old')}
            required
            type="password"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(e) => setOld(e.target.value)}
            error={msg(problems.oldPassword)}
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
          error={msg(problems.newPassword)}
          testId="change-new"
        />
        <Field
          label={t('auth.change.confirm')}
          required
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={msg(problems.confirmNewPassword)}
          testId="change-confirm"
        />
        <FormError msg={error} testId="change-error" />
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending} data-testid="change-submit">
          {t('auth.confirm')}
        </button>
      </form>
    </Modal>
  );
}
