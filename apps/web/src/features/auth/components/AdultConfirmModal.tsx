import { confirmAdultRequest } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberQuery } from '../../../shared/api/member.ts';
import { errorMsg, keyMsg, type Msg, useMsg } from '../../../shared/forms/messages.ts';
import { problemOf, useSchemaForm, withChecks } from '../../../shared/forms/schema-form.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { useConfirmAdultMutation } from '../api/confirm-adult.ts';
import { FormError } from './FormError.tsx';

/**
 * An account an agent opened was never asked what registration asks: before anything else its
 * player confirms being 18 or older and accepting the terms. It cannot be dismissed; signing out
 * is the other way out.
 */
export function AdultConfirmModal() {
  const { t } = useTranslation();
  const msg = useMsg();
  const uid = useId();
  const { modal, openModal } = useUi();
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  const mutation = useConfirmAdultMutation();
  const [error, setError] = useState<Msg | null>(null);
  const form = useSchemaForm(
    withChecks(confirmAdultRequest, (v) => ({
      ageConfirmed: v.ageConfirmed ? undefined : keyMsg('auth.register.mustBeAdult'),
      termsAccepted: v.termsAccepted ? undefined : keyMsg('auth.register.mustAcceptTerms'),
    })),
    { defaultValues: { ageConfirmed: false, termsAccepted: false } },
  );
  const problems = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await mutation.mutateAsync(values);
      await queryClient.fetchQuery({ ...memberQuery(token), staleTime: 0 });
      // Everything the page asked for until now was refused: ask again (the balance first of all).
      await queryClient.invalidateQueries();
      openModal('afterLogin');
    } catch (err) {
      setError(errorMsg(err));
    }
  });

  const check = (name: 'ageConfirmed' | 'termsAccepted', label: string) => {
    const problem = msg(problemOf(problems[name]));
    return (
      <div className="check-field">
        <label className="check">
          <input
            type="checkbox"
            {...form.register(name)}
            data-testid={`adult-${name}`}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${uid}-${name}-error` : undefined}
          />
          {label}
        </label>
        {problem && (
          <p id={`${uid}-${name}-error`} className="field-error">
            {problem}
          </p>
        )}
      </div>
    );
  };

  return (
    <Modal
      open={modal === 'adultConfirm'}
      onClose={() => {}}
      title={t('auth.adult.title')}
      testId="adult-confirm-modal"
      dismissible={false}
    >
      <form onSubmit={submit} className="stack" noValidate>
        <p>{t('auth.adult.body')}</p>
        {check('ageConfirmed', t('auth.register.age'))}
        {check('termsAccepted', t('auth.register.terms'))}
        <FormError msg={error} testId="adult-error" />
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending} data-testid="adult-submit">
          {t('auth.confirm')}
        </button>
        <button type="button" className="btn" onClick={() => openModal('logout')} data-testid="adult-sign-out">
          {t('auth.menu.logout')}
        </button>
      </form>
    </Modal>
  );
}
