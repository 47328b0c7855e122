import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client.ts';

/** A shared schema's message key (`channel.amount.format`), as opposed to a library's sentence. */
const KEY = /^[a-z][a-zA-Z]*(?:\.[a-zA-Z]+)+$/;

type ServerFields = Record<string, { key?: string; message?: string } | undefined>;

/**
 * The field problems of a refused call (a 400 whose value names `fields`), each with the shared
 * schema's message key where the server's check had one. `keys` names the keys of checks whose
 * message is a sentence rather than a key.
 */
export function serverFieldErrors(
  error: unknown,
  keys: Readonly<Record<string, string>> = {},
): { name: string; message?: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const fields = (error.value as { fields?: ServerFields } | null | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return [];
  return Object.entries(fields).map(([name, f]) => {
    const said = f?.message ? (keys[f.message] ?? f.message) : undefined;
    const message = said && KEY.test(said) ? said : undefined;
    return message ? { name, message } : { name };
  });
}

/**
 * Puts the server's field problems on the form's own fields, to be shown and translated where the
 * form's own checks show theirs. True when any landed on a field of the form.
 */
export function showServerFields<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
  keys: Readonly<Record<string, string>> = {},
): boolean {
  let shown = false;
  for (const { name, message } of serverFieldErrors(error, keys)) {
    if (!(names as readonly string[]).includes(name)) continue;
    setError(name as Path<T>, message ? { type: 'server', message } : { type: 'server' });
    shown = true;
  }
  return shown;
}
