import { array, boolean, mixed, number, object, string, type AnySchema, type InferType, type ISchema, type ObjectShape } from 'yup';
import type { MessageKey } from '../../messages';
import { ALL_MESSAGE_KEYS as MESSAGE_KEYS } from '../../all-messages';

/**
 * Building blocks of the reply schemas: every field a reply carries is present (`defined`), so the
 * schema's inferred type equals the contract's TS type and a missing field fails the serializer.
 */
export const str = () => string().defined();
export const num = () => number().defined();
export const int = () => number().integer().defined();
export const bool = () => boolean().defined();
/** One of the listed words. */
export const word = <const T extends string>(values: readonly T[]) =>
  string<T>()
    .oneOf([...values])
    .defined();
/** An object whose every listed field is present (a nested object is never left out). */
export const obj = <S extends ObjectShape>(shape: S) => object(shape).defined();
export const listOf = <T>(item: ISchema<T>) => array(item).defined();

/** Both ways assignable: the reply schema and the contract type describe the same shape. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** `type _x = Agrees<typeof schema, ContractType>` fails to compile when the two drift apart. */
export type Agrees<S extends AnySchema, T> = Same<InferType<S>, T>;
/** Compile-time proof: `type _x = Assert<Agrees<typeof schema, T>>` does not compile unless it is `true`. */
export type Assert<T extends true> = T;

/**
 * An object of any names whose every value is an `item` (yup has no record): each value checked
 * against it, and documented as `additionalProperties` (server/openapi/yup-to-json-schema.ts).
 */
export const recordOf = <S extends AnySchema>(item: S) =>
  mixed<Record<string, InferType<S>>>()
    .test(
      'record',
      '${path} must be an object of names to values',
      (v) => v == null || (typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => item.isValidSync(x, { strict: true }))),
    )
    .meta({ recordOf: item });

/** A message's reference as the envelope carries it: one of the contract's keys, and the values of a template. */
export const messageRef = () => object({ key: word(MESSAGE_KEYS), values: recordOf(str()).optional() });

/**
 * The `{ code, msg, data }` envelope every JSON reply has; a reply that says something (a success
 * toast's words, every failure) has the message's `key`, and `values` for a template, beside `msg`.
 */
export const envelopeOf = <S extends AnySchema>(data: S) =>
  object({
    code: int(),
    msg: str(),
    // The keys are listed once, in the error envelope (the document's Error schema), not in every operation.
    key: string<MessageKey>().optional().meta({ description: "One of the contract's message keys (see the Error schema's key)" }),
    values: recordOf(str()).optional(),
    data,
  });

/** No data: `reply.ok(null)`. */
export const noData = () => mixed().nullable().oneOf([null]).defined();

/**
 * Every failure: `{ code, msg, key?, values?, data }`. `key` and `values` name the message when it is
 * one of the contract's (not, e.g., a malformed body's words). data is null, a 422's `{ errors:
 * {field: text}, field_keys: {field: {key, values?}} }` (a key for each field whose text is one of
 * the contract's), or a refusal's `reason` and its details (409 and others), any other field kept as it is.
 */
export const errorEnvelope = object({
  code: int(),
  msg: str(),
  key: word(MESSAGE_KEYS).optional(),
  values: recordOf(str()).optional(),
  data: object({
    errors: recordOf(str()).optional(),
    field_keys: recordOf(messageRef()).optional(),
    reason: string().nullable().optional(),
  })
    .nullable()
    .meta({ additionalProperties: true }),
});
