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
