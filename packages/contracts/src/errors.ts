/**
 * Stable, machine-readable error codes (dotted like the original product's) and the HTTP
 * status each one answers with. Clients translate by code, never by parsing `message`.
 */
export const ERROR_STATUS = {
  'request.param.err': 400,
  'request.body.too.large': 413,
  'request.header.invalid': 400,
  'request.media.unsupported': 415,
  'request.not.found': 404,
  'merchant.not.found': 404,
  'login.not.session': 401,
  'function.not.available': 403,
  'access.region.restricted': 403,
  'system.maintenance': 503,
  'too.much.request': 429,
  'unknown.system.err': 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const isErrorCode = (code: string): code is ErrorCode => code in ERROR_STATUS;
