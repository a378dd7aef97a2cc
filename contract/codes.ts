/**
 * Body codes of the `{ code, msg, data }` envelope (spec section 8), shared by server and client.
 * The HTTP status equals the code wherever one exists; 30001 travels with HTTP 401.
 */
export const Code = {
  ok: 200,
  badRequest: 400,
  /** A payment the provider refused (declined card, cancelled approval). */
  paymentRequired: 402,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  invalid: 422,
  tooManyRequests: 429,
  serverError: 500,
  /** A token revoked by logout. */
  tokenRevoked: 30001,
  /** Client side only: the request could not be sent (network, CORS, setup). */
  requestFailed: 600,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

export function httpStatusOf(code: number): number {
  if (code === Code.tokenRevoked) return 401;
  return code >= 200 && code < 600 ? code : 500;
}

/** Field name -> message, as sent with code 422. */
export type FieldErrors = Record<string, string>;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The data of a 422 envelope. */
export interface InvalidData {
  errors: FieldErrors;
}

/**
 * What went wrong with a request, as the app and its machines branch on it (never on a message's
 * text): the envelope's code read as a kind. `network` is the client's own: the request could
 * not be sent (code 600).
 */
export type ErrorKind =
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

export function kindOf(code: number): ErrorKind {
  switch (code) {
    case Code.unauthorized:
      return 'unauthorized';
    case Code.tokenRevoked:
      return 'revoked';
    case Code.forbidden:
      return 'forbidden';
    case Code.paymentRequired:
      return 'declined';
    case Code.invalid:
      return 'invalid';
    case Code.notFound:
      return 'notFound';
    case Code.conflict:
      return 'conflict';
    case Code.tooManyRequests:
      return 'rateLimited';
    case Code.requestFailed:
      return 'network';
    default:
      return 'server';
  }
}

/**
 * Why a request was refused, where the app acts on more than its kind: sent by the server as
 * `data.reason` of the error envelope (next to the refusal's other data).
 */
export const Reason = {
  /** 409: a cart line's stock or purchase limit no longer allows its quantity (data.available). */
  stock: 'stock',
  /** 404: a cart line the request names is not in the caller's cart. */
  cartLine: 'cartLine',
  /** 409: the order's total is not what the shopper saw (data.quote: the new quote, when there is one). */
  priceChanged: 'priceChanged',
} as const;
export type Reason = (typeof Reason)[keyof typeof Reason];

const REASONS = new Set<string>(Object.values(Reason));

/** The reason an error envelope's data carries, if it is one of ours. */
export function reasonOf(data: unknown): Reason | null {
  const r = (data as { reason?: unknown } | null)?.reason;
  return typeof r === 'string' && REASONS.has(r) ? (r as Reason) : null;
}

/**
 * A failed request as machines read it. The app's ApiError (src/api/errors.ts) is one; anything
 * else thrown (a bug, a bare Error) reads as a `server` failure with its message.
 */
export interface Failure {
  kind: ErrorKind;
  reason: Reason | null;
  message: string;
  fieldErrors: FieldErrors;
}

export function failureOf(error: unknown): Failure {
  const e = error as Partial<Failure> | null | undefined;
  const message = typeof e?.message === 'string' ? e.message : '';
  if (e && typeof e === 'object' && typeof e.kind === 'string') {
    return { kind: e.kind as ErrorKind, reason: e.reason ?? null, message, fieldErrors: e.fieldErrors ?? {} };
  }
  return { kind: 'server', reason: null, message, fieldErrors: {} };
}
