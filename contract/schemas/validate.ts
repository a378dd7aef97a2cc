import { ValidationError, type AnySchema, type InferType } from 'yup';
import type { FieldErrors } from '../codes';

export type Validated<S extends AnySchema> = { ok: true; value: InferType<S> } | { ok: false; errors: FieldErrors };

/**
 * Validates every field at once and returns the first message of each failing field.
 * Used by forms (machines' guards) and by the server's validator, so both say the same words.
 */
export function validate<S extends AnySchema>(schema: S, input: unknown): Validated<S> {
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as InferType<S>;
    return { ok: true, value };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const errors: FieldErrors = {};
    const all = err.inner.length ? err.inner : [err];
    for (const e of all) {
      const field = e.path ?? '_';
      if (!(field in errors)) errors[field] = e.message;
    }
    return { ok: false, errors };
  }
}
