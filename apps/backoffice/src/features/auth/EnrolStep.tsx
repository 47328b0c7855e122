import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { enrolRequestSchema, useEnrol } from './api.ts';

type Props = {
  merchant: string;
  enrol: { ticket: string; otpauth: string; secret: string };
  onSignedIn: (value: unknown) => void;
};

/** First sign-in: scan the QR code (or type the secret) and confirm the authenticator's first code. */
export function EnrolStep({ merchant, enrol, onSignedIn }: Props) {
  const { t } = useTranslation();
  const mutation = useEnrol();
  const form = useForm({
    resolver: zodResolver(enrolRequestSchema),
    defaultValues: { ticket: enrol.ticket, totp: '' },
  });
  const qr = `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(enrol.otpauth, { border: 2 }))}`;
  const submit = form.handleSubmit(async (body) => {
    onSignedIn(await mutation.mutateAsync({ merchant, ...body }).catch(() => null));
  });
  return (
    <form onSubmit={submit} noValidate data-testid="enrol-form" aria-labelledby="enrol-title">
      <h2 id="enrol-title">{t('auth.enrolTitle')}</h2>
      <p>{t('auth.enrolHelp')}</p>
      <img className="qr" src={qr} alt={t('auth.qrAlt')} width={200} height={200} data-testid="enrol-qr" />
      <p>
        {t('auth.secret')}: <code data-testid="enrol-secret">{enrol.secret}</code>
      </p>
      <Field label={t('auth.firstCode')} error={form.formState.errors.totp}>
        {(a) => (
          <input
            {...a}
            {...form.register('totp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-testid="enrol-totp"
          />
        )}
      </Field>
      <ErrorAlert error={mutation.error} />
      <button type="submit" className="btn btn-primary" disabled={mutation.isPending} data-testid="enrol-submit">
        {t('auth.enrolSubmit')}
      </button>
    </form>
  );
}
