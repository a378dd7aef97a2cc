import { Code, Reason, type FieldErrors } from '../contract/codes';
import { messages } from '../contract/messages';

/** A failure a client can act on. Thrown anywhere in a handler; the error plugin shapes the reply. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const unauthorized = (msg: string = messages.signInRequired) => new ApiError(Code.unauthorized, msg);
export const tokenRevoked = () => new ApiError(Code.tokenRevoked, messages.tokenRevoked);
export const forbidden = (msg: string = messages.forbidden) => new ApiError(Code.forbidden, msg);
export const notFound = (msg: string = messages.notFound) => new ApiError(Code.notFound, msg);

/** A cart line the request names is not the caller's (gone, or another owner's): 404 with `data.reason` cartLine. */
export const cartLineNotFound = () => new ApiError(Code.notFound, messages.cartLineNotFound, { reason: Reason.cartLine });

/**
 * 409. Every conflict names its reason (`data.reason`, next to its other data), or null when the
 * app acts on the kind alone, so no call site can leave it out: `conflict(Reason.stock,
 * messages.notEnoughStock, { available })`.
 */
export const conflict = (reason: Reason | null, msg: string, data: Record<string, unknown> | null = null) =>
  new ApiError(Code.conflict, msg, reason === null ? data : { ...data, reason });
export const invalid = (errors: FieldErrors, msg: string = Object.values(errors)[0] ?? messages.invalidInput) =>
  new ApiError(Code.invalid, msg, { errors });

/** Raised by the yup validator compiler; carries every field's first message. */
export class FieldValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: FieldErrors) {
    super(Object.values(errors)[0] ?? messages.invalidInput);
  }
}
