import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { input, output, ZodType } from 'zod';
import { keyMsg, type Msg, type Msgs } from './messages.ts';

/**
 * The one form layer: react-hook-form, validated by a shared zod schema from @mekong/contracts
 * (the request the form sends) refined with the form's own rules. A problem travels through zod
 * and react-hook-form as an encoded `Msg`, so it is shown in the language in use and again in a
 * new language after a switch.
 */
const encode = (m: Msg) => JSON.stringify(m);

/**
 * The message of a field's problem. A check of the shared schema itself carries no message of
 * ours: it reads as `fallback`, by default "invalid".
 */
export function problemOf(
  error: { message?: string | undefined } | undefined,
  fallback: Msg = keyMsg('auth.rules.field_invalid'),
): Msg | undefined {
  if (!error) return undefined;
  try {
    return JSON.parse(error.message ?? '') as Msg;
  } catch {
    return fallback;
  }
}

/**
 * The message of a check in a form's own zod schema, carried like every other problem, so
 * `problemOf` and `useMsg` show it in the language in use.
 */
export const msgProblem = (m: Msg) => encode(m);

/** A check's message that is one translation key. */
export const keyProblem = (key: string) => encode(keyMsg(key));

/** The shared schema with the form's own checks: each field's problem, from all the values. */
type FormSchema = ZodType<FieldValues, FieldValues>;

export function withChecks<S extends FormSchema>(schema: S, checks: (values: output<S>) => Msgs): S {
  return schema.superRefine((values, ctx) => {
    for (const [field, problem] of Object.entries(checks(values as output<S>))) {
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: encode(problem) });
    }
  }) as S;
}

/**
 * A form checked by `schema` when it is sent (and not while typing, so a problem stays until the
 * next try). The submit handler receives the values the schema parsed.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<input<S>, unknown, output<S>>, 'resolver'> = {},
) {
  return useForm<input<S>, unknown, output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
    resolver: zodResolver(schema),
  });
}

/** Problems the server sent per field (`request.param.err`), set on the form. */
export function setServerProblems(
  setError: (name: never, error: { type: string; message: string }) => void,
  problems: Record<string, Msg>,
) {
  for (const [name, m] of Object.entries(problems)) setError(name as never, { type: 'server', message: encode(m) });
}
