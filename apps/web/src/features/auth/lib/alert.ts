import { ApiError } from '../../../shared/api/client.ts';
import { useUi } from '../../../shared/store/ui.ts';

/** A failed call shown in the warning dialog, translated by its error code. */
export function alertFailure(err: unknown, titleKey = 'shell.warning') {
  const code = err instanceof ApiError ? err.code : 'unknown.system.err';
  const fallback = err instanceof ApiError ? err.serverMessage : undefined;
  useUi.getState().showAlert({ titleKey, key: `errors.${code}`, ...(fallback ? { fallback } : {}) });
}

/** A warning by translation key. */
export const alertKey = (key: string, titleKey = 'shell.warning') => useUi.getState().showAlert({ titleKey, key });
