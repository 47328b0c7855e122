import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/client.ts';
import type { KycFileProblem } from './kyc-file.ts';

/** The shared schema's own keys for a document (packages/contracts/src/protection.ts). */
const SCHEMA_KEYS = ['kyc.kind.unknown', 'kyc.file.empty', 'kyc.file.large'];
/** The server's refusals of a document's bytes: empty, not a png, jpg or pdf, over 5 MB. */
const FILE_CODES = ['kyc.file.empty', 'kyc.file.type', 'kyc.file.large'];

export const fileProblemText = (t: TFunction, problem: KycFileProblem) => t(`centre.kyc.problems.${problem}`);

/**
 * A refused document in words. The server's check of the bytes answers a code of its own for each
 * reason (empty, not a png, jpg or pdf, over 5 MB), and a body over the route's limit is a file too
 * large all the same; the schema's refusals come back as field errors with their key; anything
 * else is an error code the app translates.
 */
export function kycErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.unknown.system.err');
  if (FILE_CODES.includes(error.code)) return t(`errors.${error.code}`);
  if (error.code === 'request.body.too.large') return t('errors.kyc.file.large');
  if (error.code !== 'request.param.err') return error.message;
  const fields = (error.value as { fields?: Record<string, { message?: string }> } | null)?.fields ?? {};
  const key = Object.values(fields)
    .map((f) => f.message)
    .find((m): m is string => m !== undefined && SCHEMA_KEYS.includes(m));
  if (key) return t(`centre.kyc.server.${key.replaceAll('.', '_')}`);
  return t('centre.kyc.server.refused');
}
