// fast-check values from the JSON schemas of the server's own OpenAPI document (made from
// the routes' zod schemas): mostly the shape a route expects, with strange strings and
// numbers in it, and at every level now and then a value of the wrong kind entirely, so
// a fuzz test reaches the use cases as well as the validation in front of them.
import fc from 'fast-check';
import { orgnr } from '../seed/companies';
import { testPerson } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
}

/** Values that mean something to the server (ids it knows) and values that break things. */
const strangeStrings = [
  '',
  ' ',
  '0',
  '-1',
  'NaN',
  'null',
  'true',
  '__proto__',
  'constructor',
  "'; drop table fullmakt; --",
  '" or 1=1 --',
  '../../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  '${7*7}',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '2026-03-02T25:61:00Z',
  'x'.repeat(300),
  'å'.repeat(5000),
  'PABORJAD',
  'UNDERSKRIVEN',
  'GILTIG',
  'Organisation',
  'Privat',
  'pnr',
  'orgnr',
  'fordon-arenden',
  'dela.vidare',
  ...Object.values(testPerson).slice(0, 6),
  ...Object.values(orgnr).slice(0, 4),
  ...Object.values(tredjemanId).slice(0, 4),
];

export const fuzzString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...strangeStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

const fuzzNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value: what a route gets when its caller ignores the schema altogether. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fuzzString,
  fuzzNumber,
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);

function resolve(schema: JsonSchema, root: Record<string, JsonSchema>): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return root[name] ?? {};
  }
  return schema;
}

/** A value of `schema`'s shape, with wrong values mixed in below the top. */
export function fromSchema(
  given: JsonSchema,
  components: Record<string, JsonSchema> = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const exact = shaped(resolve(given, components), components, depth);
  return depth === 0
    ? exact
    : fc.oneof({ weight: 8, arbitrary: exact }, { weight: 1, arbitrary: anyJson });
}

function shaped(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 6) {
    return anyJson;
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) {
    return fc.oneof(...choices.map((c) => fromSchema(c, components, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    const merged: JsonSchema = {};
    for (const part of schema.allOf) {
      const r = resolve(part, components);
      Object.assign(merged, r, {
        properties: { ...merged.properties, ...r.properties },
        required: [...(merged.required ?? []), ...(r.required ?? [])],
      });
    }
    return shaped(merged, components, depth);
  }
  if (schema.const !== undefined) {
    return fc.oneof({ weight: 4, arbitrary: fc.constant(schema.const) }, fuzzString);
  }
  if (schema.enum && schema.enum.length > 0) {
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, fuzzString);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fuzzString;
    case 'integer':
    case 'number':
      return fuzzNumber;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items ?? {}, components, depth + 1), { maxLength: 4 });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        record[name] = fromSchema(property, components, depth + 1);
      }
      // Mostly with what is required; sometimes without, sometimes with extra keys.
      const requiredKeys = [...required].filter((k) => k in record);
      return fc
        .tuple(
          fc.record(record, {
            requiredKeys: requiredKeys.length > 0 ? requiredKeys : [],
          }),
          fc.dictionary(fuzzString, anyJson, { maxKeys: 2 }),
          fc.integer({ min: 0, max: 9 }),
        )
        .map(([value, extra, dice]) => {
          if (dice === 0) {
            return { ...value, ...extra };
          }
          if (dice === 1) {
            return Object.fromEntries(
              Object.entries(value).filter(([key]) => key !== requiredKeys[0]),
            );
          }
          return value;
        });
    }
    default:
      return anyJson;
  }
}
