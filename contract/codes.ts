import { isMessageRef, type Message, type MessageKey, type MessageRef } from './messages';

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
  /** The database is unreachable for a moment (the request changed nothing; try again). */
  serviceUnavailable: 503,
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

/** Field name -> message text, as sent with code 422 (`data.errors`) and as yup checks produce them. */
export type FieldErrors = Record<string, string>;

/** Field name -> the key and values of its message, as sent with code 422 (`data.field_keys`) for each field whose message is one of `messages`. */
export type FieldKeys = Record<string, MessageRef>;

/** Field name -> message as it is held to be shown: a reference where one was said (or sent), else the text. */
export type FieldMessages = Record<string, Message>;

/**
 * The envelope. An error's `msg` is the English text; beside it `key` (and `values`, for a
 * template) name the message when it is one of `messages`, so the app translates it by key.
 */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  key?: MessageKey;
  values?: Record<string, string>;
  data: T;
}

/** The data of a 422 envelope: each field's text, and the key of each that is one of `messages`. */
export interface InvalidData {
  errors: FieldErrors;
  field_keys?: FieldKeys;
}

/** The message reference an envelope carries (`key`, `values`), when its key is one of `messages`. */
export function refOfEnvelope(envelope: { key?: unknown; values?: unknown }): MessageRef | null {
  const ref = envelope.values === undefined ? { key: envelope.key } : { key: envelope.key, values: envelope.values };
  return isMessageRef(ref) ? ref : null;
}

/** A 422's field messages as the app holds them: each field's reference (`field_keys`) where sent, else its text. */
export function fieldMessagesOf(data: Partial<InvalidData> | null | undefined): FieldMessages {
  const out: FieldMessages = {};
  const keys = (data?.field_keys ?? {}) as Record<string, unknown>;
  for (const [field, text] of Object.entries(data?.errors ?? {})) {
    const ref = keys[field];
    out[field] = isMessageRef(ref) ? ref : text;
  }
  return out;
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
  /** 409: the console acted on an older copy of an order (its version); data.version is the current one: reload. */
  orderChanged: 'orderChanged',
  /** 409: the console saved an older copy of a product (its version); data.version is the current one: reload. */
  productChanged: 'productChanged',
  /** 409: the console saved an older copy of a page or post (its version); data.version is the current one: reload. */
  contentChanged: 'contentChanged',
  /** 409: the console saved an older copy of a questionnaire (its version); data.version is the current one: reload. */
  questionnaireChanged: 'questionnaireChanged',
  /** 409: every coupon of this kind has been claimed (api/users/setCoupon): the strip shows it as gone. */
  soldOut: 'soldOut',
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
  /** The English text (the envelope's `msg`). */
  message: string;
  /** The message's key and values, when the server named one of `messages` (or the client said one); null otherwise. */
  ref: MessageRef | null;
  /** Each field's message: its reference where the server sent one, else its text. */
  fieldErrors: FieldMessages;
}

export function failureOf(error: unknown): Failure {
  const e = error as Partial<Failure> | null | undefined;
  const message = typeof e?.message === 'string' ? e.message : '';
  if (e && typeof e === 'object' && typeof e.kind === 'string') {
    return {
      kind: e.kind as ErrorKind,
      reason: e.reason ?? null,
      message,
      ref: isMessageRef(e.ref) ? e.ref : null,
      fieldErrors: e.fieldErrors ?? {},
    };
  }
  return { kind: 'server', reason: null, message, ref: null, fieldErrors: {} };
}

/**
 * What a failure says, to show: its reference (translated by key), else its text, else the
 * fallback (`failureMessage(error, said('paymentFailed'))`).
 */
export function failureMessage(error: unknown, fallback: Message = ''): Message {
  const f = failureOf(error);
  return f.ref ?? (f.message || fallback);
}
