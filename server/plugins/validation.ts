import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ValidationError, type AnySchema } from 'yup';
import type { FieldErrors } from '../../contract/codes';
import { FieldValidationError } from '../errors';

function isYupSchema(s: unknown): s is AnySchema {
  return typeof s === 'object' && s !== null && '__isYupSchema__' in s;
}

/**
 * Routes declare `schema: { body: someYupSchema }` with the very schemas the app's forms use,
 * so the server answers with the spec's words. Values come back cast (trimmed, numbers parsed).
 */
export const validationPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(({ schema }) => {
    if (!isYupSchema(schema)) throw new Error('route schemas must be yup schemas');
    return (data: unknown) => {
      try {
        return { value: schema.validateSync(data ?? {}, { abortEarly: false, stripUnknown: true }) };
      } catch (e) {
        if (!(e instanceof ValidationError)) throw e;
        const errors: FieldErrors = {};
        for (const item of e.inner.length ? e.inner : [e]) {
          const field = item.path ?? '_';
          if (!(field in errors)) errors[field] = item.message;
        }
        return { error: new FieldValidationError(errors) };
      }
    };
  });
});
