import { changePasswordRequest, checkField } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { errorMsg, keyMsg, type Msg, ruleMsg, serverFieldErrors, useMsg } from '../../../shared/forms/messages.ts';
import { problemOf, setServerProblems, useSchemaForm, withChecks } from '../../../shared/forms/schema-form.ts';
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
  const [error, setError] = useState<Msg | null>(null);
  const forced = forcedChange !== null;
  const knownOld = forcedChange?.oldPassword ?? null;
  const close = () => openModal(null);
  const notEmpty = keyMsg('auth.rules.not_empty');
  const form = useSchemaForm(
    withChecks(changePasswordRequest, (v) => ({
      oldPassword: knownOld === null && !v.oldPassword ? notEmpty : undefined,
      newPassword: rule
        ? ruleMsg(checkField(v.newPassword, { ...rule, required: true }))
        : v.newPassword
          ? undefined
          : notEmpty,
      confirmNewPassword: !v.confirmNewPassword
        ? notEmpty
        : v.confirmNewPassword !== v.newPassword
          ? keyMsg('auth.rules.inconsistent_twice')
          : undefined,
    })),
    { defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' } },
  );
  const problems = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await mutation.mutateAsync({ ...values, oldPassword: knownOld ?? values.oldPassword });
      setForcedChange(null);
      form.reset();
      // Success reloads the member, closes the dialog, keeps the member signed in and goes home.
      if (forced && token) await finish(token);
      else {
        await queryClient.invalidateQueries({ queryKey: queryKeys.members });
        close();
      }
      navigate('/');
    } catch (err) {
      setError(errorMsg(err));
      setServerProblems(form.setError, serverFieldErrors((err as { value?: unknown }).value));
    }
  });

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
            {...form.register('oldPassword')}
            error={msg(problemOf(problems.oldPassword))}
            testId="change-old"
          />
        )}
        <Field
          label={t('auth.change.new')}
          required
          type="password"
          autoComplete="new-password"
          {...form.register('newPassword')}
          error={msg(problemOf(problems.newPassword))}
          testId="change-new"
        />
        <Field
          label={t('auth.change.confirm')}
          required
          type="password"
          autoComplete="new-password"
          {...form.register('confirmNewPassword')}
          error={msg(problemOf(problems.confirmNewPassword))}
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
