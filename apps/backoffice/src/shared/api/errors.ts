import type { TFunction } from 'i18next';
import { ApiError } from './client.ts';

/** The translated text of a refused call, chosen by its errorCode (never by the server's message). */
export function errorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'unknown';
  return t(`errors.${code.replaceAll('.', '_')}`, { defaultValue: t('errors.unknown', { code }) });
}
