import { useTranslation } from 'react-i18next';
import { errorText } from '../api/errors.ts';

/** A refused call, as the translated text of its errorCode. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="alert alert-error" role="alert" data-testid="error-alert">
      {errorText(t, error)}
    </p>
  );
}

export function Notice({ children }: { children: string }) {
  return (
    <p className="alert alert-info" role="status">
      {children}
    </p>
  );
}
