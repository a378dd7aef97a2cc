import { Code, type FieldErrors } from '../../contract/codes';

/** What went wrong, as machines branch on it. */
export type ApiErrorKind =
  | 'unauthorized' // 401: no, unknown or expired token
  | 'revoked' // 30001: token revoked by logout
  | 'forbidden' // 403
  | 'declined' // 402: the payment provider refused (declined card, cancelled approval)
  | 'invalid' // 422 with field messages
  | 'notFound' // 404
  | 'conflict' // 409: stock or state
  | 'rateLimited' // 429
  | 'network' // 600: the request could not be sent or timed out
  | 'server'; // anything else

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly code: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function kindOf(code: number): ApiErrorKind {
  switch (code) {
    case Code.unauthorized: return 'unauthorized';
    case Code.tokenRevoked: return 'revoked';
    case Code.forbidden: return 'forbidden';
    case Code.paymentRequired: return 'declined';
    case Code.invalid: return 'invalid';
    case Code.notFound: return 'notFound';
    case Code.conflict: return 'conflict';
    case Code.tooManyRequests: return 'rateLimited';
    case Code.requestFailed: return 'network';
    default: return 'server';
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
