import { ERROR_STATUS, type ErrorCode } from '@mekong/contracts';

/** The one error type: a stable code, a message for logs and developers, optional details. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: unknown;

  constructor(code: ErrorCode, message?: string, value: unknown = null) {
    super(message ?? code);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.value = value;
  }
}

export const ok = <T>(value: T, message = '') => ({
  success: true as const,
  errorCode: null,
  message,
  value,
});

export const fail = (code: string, message: string, value: unknown = null) => ({
  success: false as const,
  errorCode: code,
  message,
  value,
});
