import { reasonOf, type ErrorKind, type FieldMessages, type Failure, type Reason } from '../../contract/codes';
import type { MessageRef } from '../../contract/messages';

/** What went wrong, as machines branch on it (contract/codes.ts). */
export type ApiErrorKind = ErrorKind;

/**
 * A refused or failed request: its kind (from the envelope's code), the server's reason, its
 * message (the English text, and the reference the envelope named beside it) and field messages
 * (each the reference of `data.field_keys` where sent, else the text of `data.errors`).
 */
export class ApiError extends Error implements Failure {
  readonly reason: Reason | null;
  constructor(
    readonly kind: ErrorKind,
    readonly code: number,
    message: string,
    readonly fieldErrors: FieldMessages = {},
    readonly data: unknown = null,
    readonly ref: MessageRef | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.reason = reasonOf(data);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
