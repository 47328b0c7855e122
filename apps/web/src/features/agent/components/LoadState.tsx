import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';

/**
 * A query's loading and error states, then its data. The error is the server's code translated
 * (ApiError's message), with a retry; a call that does not exist yet says so the same way.
 */
export function LoadState<T>({
  query,
  children,
  testId,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <p className="loading">{t('shell.loading')}</p>;
  if (query.isError) {
    const message = query.error instanceof ApiError ? query.error.message : t('errors.unknown.system.err');
    return (
      <div className="agent-error" role="alert" data-testid={testId ? `${testId}-error` : 'agent-error'}>
        <p>{message}</p>
        <button type="button" className="btn" onClick={() => void query.refetch()}>
          {t('status.retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** A failure as text: the translated server code, or the generic one. */
export const errorText = (err: unknown, fallback: string) => (err instanceof ApiError ? err.message : fallback);
