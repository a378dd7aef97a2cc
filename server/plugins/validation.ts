import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ObjectSchema, ValidationError, type AnySchema } from 'yup';
import type { FieldErrors } from '../../contract/codes';
import { messages } from '../../contract/messages';
import { FieldValidationError } from '../errors';

function isYupSchema(s: unknown): s is AnySchema {
  return typeof s === 'object' && s !== null && '__isYupSchema__' in s;
}

/** A validated (cast) value, or the field messages that refuse the input. */
export type Outcome<T = unknown> = { value: T; error?: undefined } | { value?: undefined; error: FieldValidationError };

/** Schemas whose outcomes are remembered per input (see `memoizeValidation`). */
const memoized = new WeakSet<AnySchema>();
const MEMO_ENTRIES = 1000;
const MEMO_KEY_MAX = 2000;

/**
 * Remembers the outcome of a schema per input, for hot public reads (catalogue queries) where a
 * yup validation costs more than answering from the cache. Only for schemas of inputs that carry
 * nothing secret, and whose handlers treat the validated value as read-only (it is shared).
 */
export function memoizeValidation<S extends AnySchema>(schema: S): S {
  memoized.add(schema);
  return schema;
}

/**
 * The fields whose value made a schema's own transforms throw (yup's `trim()` calls `.trim` on an
 * object the string cast left as it was: `{"email": {}}`), each said to be invalid; or the
 * input as a whole. A schema is pure, so such a throw is always the input's doing: a 422, never a 500.
 */
function shapeErrors(schema: AnySchema, data: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (schema instanceof ObjectSchema && data && typeof data === 'object') {
    for (const key of Object.keys(schema.fields)) {
      try {
        schema.validateSyncAt(key, data, { abortEarly: true });
      } catch (e) {
        if (!(e instanceof ValidationError)) errors[key] = messages.invalidInput;
      }
    }
  }
  return Object.keys(errors).length ? errors : { _: messages.invalidInput };
}

/** Validates as routes' schemas do (all messages, unknown fields dropped); for a route that validates by itself. */
export function validateInput<S extends AnySchema>(schema: S, data: unknown): Outcome<S['__outputType']> {
  try {
    return { value: schema.validateSync(data ?? {}, { abortEarly: false, stripUnknown: true }) };
  } catch (e) {
    if (e instanceof TypeError) return { error: new FieldValidationError(shapeErrors(schema, data ?? {})) };
    if (!(e instanceof ValidationError)) throw e;
    const errors: FieldErrors = {};
    for (const item of e.inner.length ? e.inner : [e]) {
      const field = item.path ?? '_';
      if (!(field in errors)) errors[field] = item.message;
    }
    return { error: new FieldValidationError(errors) };
  }
}

/**
 * Routes declare `schema: { body: someYupSchema }` with the very schemas the app's forms use,
 * so the server answers with the spec's words. Values come back cast (trimmed, numbers parsed).
 */
export const validationPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(({ schema: routeSchema }) => {
    if (!isYupSchema(routeSchema)) throw new Error('route schemas must be yup schemas');
    const schema: AnySchema = routeSchema; // narrowed once, for the closures below
    if (!memoized.has(schema)) return (data: unknown) => validateInput(schema, data);
    const memo = new Map<string, Outcome>();
    return (data: unknown) => {
      const key = JSON.stringify(data ?? {});
      if (key.length > MEMO_KEY_MAX) return validateInput(schema, data);
      let hit = memo.get(key);
      if (!hit) {
        hit = validateInput(schema, data);
        memo.set(key, hit);
        if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
      }
      return hit;
    };
  });
});
