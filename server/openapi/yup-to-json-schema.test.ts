import { describe, expect, it } from 'vitest';
import { array, boolean, lazy, mixed, number, object, ref, string, tuple } from 'yup';
import { oneOfSchemas, yupToJsonSchema } from './yup-to-json-schema';
import { addressSchema } from '../../contract/schemas/checkout';
import { registerSchema } from '../../contract/schemas/auth';
import { recordOf } from '../../contract/schemas/replies/shape';

describe('yupToJsonSchema', () => {
  it('maps scalars with their bounds, patterns and formats', () => {
    expect(yupToJsonSchema(string().defined().min(2).max(5).matches(/^a+$/))).toEqual({
      type: 'string',
      minLength: 2,
      maxLength: 5,
      pattern: '^a+$',
    });
    expect(yupToJsonSchema(string().email())).toEqual({ type: 'string', format: 'email' });
    expect(yupToJsonSchema(number().integer().positive().max(9))).toEqual({ type: 'integer', exclusiveMinimum: 0, maximum: 9 });
    expect(yupToJsonSchema(number().min(0))).toEqual({ type: 'number', minimum: 0 });
    expect(yupToJsonSchema(boolean().default(false))).toEqual({ type: 'boolean', default: false });
  });

  it('lists required fields, drops unknown ones and keeps optional ones out of `required`', () => {
    const s = object({ a: string().required(), b: number().optional(), c: boolean().defined() });
    expect(yupToJsonSchema(s)).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number' }, c: { type: 'boolean' } },
      required: ['a', 'c'],
      additionalProperties: false,
    });
  });

  it('adds null to nullable types and enums', () => {
    expect(yupToJsonSchema(number().nullable().defined())).toEqual({ type: ['number', 'null'] });
    expect(
      yupToJsonSchema(
        string()
          .oneOf(['x', 'y'] as const)
          .nullable()
          .defined(),
      ),
    ).toEqual({ type: ['string', 'null'], enum: ['x', 'y', null] });
    expect(yupToJsonSchema(object({ a: string() }).nullable())).toMatchObject({ type: ['object', 'null'] });
  });

  it('maps a record (recordOf) to additionalProperties of its item, and keeps the other fields of an open object', () => {
    const ref = object({ key: string().defined(), values: recordOf(string().defined()).optional() });
    expect(yupToJsonSchema(recordOf(ref))).toEqual({
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: { key: { type: 'string' }, values: { type: 'object', additionalProperties: { type: 'string' } } },
        required: ['key'],
        additionalProperties: false,
      },
    });
    expect(recordOf(ref).isValidSync({ a: { key: 'x', values: { n: '1' } } })).toBe(true);
    expect(recordOf(ref).isValidSync({ a: { key: 'x', values: { n: 1 } } })).toBe(false);
    expect(recordOf(ref).isValidSync([{ key: 'x' }])).toBe(false);
    expect(yupToJsonSchema(object({ a: string() }).meta({ additionalProperties: true }))).toMatchObject({ additionalProperties: true });
  });

  it('maps arrays, tuples and their items', () => {
    expect(yupToJsonSchema(array(number().integer().defined()).min(1).max(3).defined())).toEqual({
      type: 'array',
      items: { type: 'integer' },
      minItems: 1,
      maxItems: 3,
    });
    expect(yupToJsonSchema(tuple([string().defined(), number().defined()]))).toEqual({
      type: 'array',
      prefixItems: [{ type: 'string' }, { type: 'number' }],
      minItems: 2,
      maxItems: 2,
    });
  });

  it('turns oneOf into an enum, typed by its values for mixed', () => {
    expect(yupToJsonSchema(string().oneOf(['a', 'b']))).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(yupToJsonSchema(mixed().oneOf([1, 'a']))).toEqual({ type: ['number', 'string'], enum: [1, 'a'] });
    expect(yupToJsonSchema(mixed())).toEqual({});
    expect(yupToJsonSchema(lazy(() => string()) as never)).toEqual({});
  });

  it('leaves references and custom tests out', () => {
    const c = yupToJsonSchema(registerSchema).properties!.c_password!;
    expect(c).toEqual({ type: 'string' });
    expect(yupToJsonSchema(registerSchema).properties!.type).toEqual({ type: 'string', enum: ['1'], default: '1' });
  });

  it('converts the real contract schemas (conditional fields included)', () => {
    const s = yupToJsonSchema(addressSchema);
    expect(s.required).toEqual(expect.arrayContaining(['firstname', 'lastname', 'phone', 'country_id', 'city', 'street', 'postcode']));
    expect(s.properties!.is_default).toEqual({ type: 'boolean', default: false });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s); // plain JSON, no RegExp or functions
  });

  it('puts alternatives under oneOf', () => {
    expect(oneOfSchemas(string(), number())).toEqual({ oneOf: [{ type: 'string' }, { type: 'number' }] });
  });

  it('ignores refs in oneOf', () => {
    expect(yupToJsonSchema(string().oneOf([ref('x')]))).toEqual({ type: 'string' });
  });
});

describe('nothing but null', () => {
  it('is type null', () => {
    expect(yupToJsonSchema(mixed().nullable().oneOf([null]).defined())).toEqual({ type: 'null', enum: [null] });
  });
});
