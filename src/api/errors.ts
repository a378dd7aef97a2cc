import { reasonOf, type ErrorKind, type FieldErrors, type Failure, type Reason } from '../../contract/codes';

/** What went wrong, as machines branch on it (contract/codes.ts). */
export type ApiErrorKind = ErrorKind;

/** A refused or failed request: its kind (from the envelope's code), the server's reason, message and field messages. */
export class ApiError extends Error implements Failure {
  readonly reason: Reason | null;
  constructor(
    readonly kind: ErrorKind,
    readonly code: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.reason = reasonOf(data);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
