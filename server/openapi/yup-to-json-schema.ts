import type { AnySchema, SchemaDescription, SchemaFieldDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from 'yup';

/** A JSON Schema in the OpenAPI 3.1 dialect (JSON Schema 2020-12), as far as our schemas need it. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  description?: string;
  title?: string;
  contentMediaType?: string;
  [key: string]: unknown;
}

const JSON_TYPES: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
  date: 'string',
};

type Test = { name?: string; params?: Record<string, unknown> };

function isDescription(d: SchemaFieldDescription): d is SchemaDescription {
  return 'tests' in d && 'optional' in d;
}

/** Bounds and formats a yup test means, for the JSON type it applies to. */
function applyTests(out: JsonSchema, type: string, tests: readonly Test[]) {
  for (const t of tests) {
    const p = t.params ?? {};
    switch (t.name) {
      case 'integer':
        out.type = 'integer';
        break;
      case 'min':
        if ('more' in p)
          out.exclusiveMinimum = p.more as number; // positive()
        else if (type === 'string') out.minLength = p.min as number;
        else if (type === 'array') out.minItems = p.min as number;
        else out.minimum = p.min as number;
        break;
      case 'max':
        if ('less' in p)
          out.exclusiveMaximum = p.less as number; // negative()
        else if (type === 'string') out.maxLength = p.max as number;
        else if (type === 'array') out.maxItems = p.max as number;
        else out.maximum = p.max as number;
        break;
      case 'length':
        if (type === 'string') out.minLength = out.maxLength = p.length as number;
        else if (type === 'array') out.minItems = out.maxItems = p.length as number;
        break;
      case 'moreThan':
        out.exclusiveMinimum = p.more as number;
        break;
      case 'lessThan':
        out.exclusiveMaximum = p.less as number;
        break;
      case 'positive':
        out.exclusiveMinimum = 0;
        break;
      case 'negative':
        out.exclusiveMaximum = 0;
        break;
      case 'matches':
        if (p.regex instanceof RegExp) out.pattern = p.regex.source;
        break;
      case 'email':
        out.format = 'email';
        break;
      case 'url':
        out.format = 'uri';
        break;
      case 'uuid':
        out.format = 'uuid';
        break;
      case 'datetime':
        out.format = 'date-time';
        break;
      default:
        break; // custom tests (Luhn, expiry, ...) have no JSON Schema word
    }
  }
}

/** Adds `null` to a schema's allowed values. */
function withNull(out: JsonSchema): JsonSchema {
  const next = { ...out };
  if (next.type) {
    const types = [...new Set([...[next.type].flat(), 'null'])];
    next.type = types.length === 1 ? types[0] : types;
  }
  if (next.enum && !next.enum.includes(null)) next.enum = [...next.enum, null];
  if (next.anyOf) next.anyOf = [...next.anyOf, { type: 'null' }];
  return next; // no type: anything, null included
}

function convert(d: SchemaFieldDescription): JsonSchema {
  if (!isDescription(d)) return {}; // lazy or a reference: any value
  const type = d.type;
  const out: JsonSchema = {};
  const jsonType = JSON_TYPES[type];
  if (jsonType) out.type = jsonType;
  if (type === 'date') out.format = 'date-time';

  if (type === 'object') {
    const fields = (d as SchemaObjectDescription).fields ?? {};
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(fields)) {
      properties[name] = convert(field);
      if (isDescription(field) && !field.optional) required.push(name);
    }
    out.properties = properties;
    if (required.length) out.required = required;
    out.additionalProperties = false;
  } else if (type === 'array') {
    const inner = (d as SchemaInnerTypeDescription).innerType;
    if (inner && !Array.isArray(inner)) out.items = convert(inner);
  } else if (type === 'tuple') {
    const inner = (d as SchemaInnerTypeDescription).innerType;
    out.type = 'array';
    if (Array.isArray(inner)) {
      out.prefixItems = inner.map(convert);
      out.minItems = out.maxItems = inner.length;
    }
  }

  applyTests(out, jsonType ?? type, d.tests as Test[]);

  const values = d.oneOf.filter((v) => v !== undefined);
  // References (yup.ref, as in c_password) are not values a document can name.
  if (values.length && values.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))) {
    out.enum = values;
    if (type === 'mixed') {
      const kinds = [...new Set(values.map((v) => (v === null ? 'null' : typeof v)))];
      out.type = kinds.length === 1 ? kinds[0] : kinds;
    }
  }
  if (d.label) out.title = d.label;
  const meta = d.meta as { description?: string; recordOf?: AnySchema; additionalProperties?: true } | undefined;
  if (meta?.description) out.description = meta.description;
  // A record (shape.ts `recordOf`): any names, each value the item's schema.
  if (meta?.recordOf) Object.assign(out, { type: 'object', additionalProperties: yupToJsonSchema(meta.recordOf) });
  // An object that names some fields and keeps any other as it is (the error envelope's data).
  if (meta?.additionalProperties && type === 'object') out.additionalProperties = true;
  if ('default' in d && d.default !== undefined && typeof d.default !== 'function' && type !== 'object') out.default = d.default;
  return d.nullable ? withNull(out) : out;
}

/** The JSON Schema (OpenAPI 3.1 dialect) of a yup schema, from its `describe()`. */
export function yupToJsonSchema(schema: AnySchema): JsonSchema {
  return convert(schema.describe());
}

/**
 * Alternatives as one schema: yup has no union, so a reply that is one of several shapes is
 * declared as `oneOf` of their converted schemas.
 */
export function oneOfSchemas(...schemas: AnySchema[]): JsonSchema {
  return { oneOf: schemas.map(yupToJsonSchema) };
}
