import { Code, type FieldErrors } from '../contract/codes';
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
export const conflict = (msg: string, data: unknown = null) => new ApiError(Code.conflict, msg, data);
export const invalid = (errors: FieldErrors, msg: string = Object.values(errors)[0] ?? messages.invalidInput) =>
  new ApiError(Code.invalid, msg, { errors });

/** Raised by the yup validator compiler; carries every field's first message. */
export class FieldValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: FieldErrors) {
    super(Object.values(errors)[0] ?? messages.invalidInput);
  }
}
