import { array, boolean, mixed, number, object, string, type AnySchema, type InferType, type ISchema, type ObjectShape } from 'yup';

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

/** The `{ code, msg, data }` envelope every JSON reply has. */
export const envelopeOf = <S extends AnySchema>(data: S) => object({ code: int(), msg: str(), data });

/** No data: `reply.ok(null)`. */
export const noData = () => mixed().nullable().oneOf([null]).defined();

/**
 * Every failure: `{ code, msg, data }` where data is null, `{ errors: {field: message} }` (422) or
 * a refusal's `reason` and its details (409 and others): any JSON, kept as it is.
 */
export const errorEnvelope = object({ code: int(), msg: str(), data: mixed().nullable() });
