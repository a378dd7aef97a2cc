import { Code, Reason, type FieldErrors, type FieldMessages } from '../contract/codes';
import { messages, said, type Message } from '../contract/messages';
import { textOf } from '../contract/all-messages';

/**
 * A failure a client can act on. Thrown anywhere in a handler; the envelope plugin shapes the reply
 * (`errorBody`): `msg` is the message's English text, `key` and `values` its reference.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    /** What the reply says: one of `messages` with its values (a text only where a check of the contract gave one). */
    readonly said: Message,
    readonly data: unknown = null,
    /** A 422's field messages, whence the reply's `data.errors` (also in `data`, as texts) and `data.field_keys`. */
    readonly fields: FieldMessages | null = null,
  ) {
    super(textOf(said));
  }
}

const firstOf = (errors: FieldMessages): Message => Object.values(errors)[0] ?? said('invalidInput');
const textsOf = (errors: FieldMessages): FieldErrors => Object.fromEntries(Object.entries(errors).map(([field, m]) => [field, textOf(m)]));

/** Each helper takes what it says as `said(...)`; a text is only an operator's words (a CLI's), which have no key. */
export const unauthorized = (msg: Message = said('signInRequired')) => new ApiError(Code.unauthorized, msg);
export const tokenRevoked = () => new ApiError(Code.tokenRevoked, said('tokenRevoked'));
export const forbidden = (msg: Message = said('forbidden')) => new ApiError(Code.forbidden, msg);
export const notFound = (msg: Message = said('notFound')) => new ApiError(Code.notFound, msg);

/** A cart line the request names is not the caller's (gone, or another owner's): 404 with `data.reason` cartLine. */
export const cartLineNotFound = () => new ApiError(Code.notFound, said('cartLineNotFound'), { reason: Reason.cartLine });

/**
 * 409. Every conflict names its reason (`data.reason`, next to its other data), or null when the
 * app acts on the kind alone, so no call site can leave it out: `conflict(Reason.stock,
 * said('notEnoughStock'), { available })`.
 */
export const conflict = (reason: Reason | null, msg: Message, data: Record<string, unknown> | null = null) =>
  new ApiError(Code.conflict, msg, reason === null ? data : { ...data, reason });

/**
 * 422 with each field's message (`invalid({ qty: said('quantityInvalid') })`, or the texts of a
 * contract's check, e.g. yup's); the reply's message is the first field's. `data` is what the reply's
 * data carries besides the field messages. The error's data has the field texts (`errors`), as the
 * reply and an operator's command show them.
 */
export const invalid = (errors: FieldMessages, data: Record<string, unknown> | null = null) =>
  new ApiError(Code.invalid, firstOf(errors), { errors: textsOf(errors), ...data }, errors);

/** Raised by the yup validator compiler; carries every field's first message (yup's texts: the schemas' messages, or yup's defaults). */
export class FieldValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: FieldErrors) {
    super(Object.values(errors)[0] ?? messages.invalidInput);
  }
}
