/**
 * The spec -> zod converter and the tool argument reader: the advertised
 * JSON Schema follows the ParameterSpecs, and reading accepts and refuses
 * exactly what REST's validateParameters does.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { SCHOOL_LIST_PARAMETERS, RESORT_LIST_PARAMETERS } from '../../../src/application/parameters/endpoint-parameters.js';
import { validateParameters } from '../../../src/adapters/validation/joi-parameters.js';
import { zodObjectOf } from '../../../src/adapters/mcp/zod-parameters.js';
import { toolArguments } from '../../../src/adapters/mcp/tool-input.js';

type JsonSchema = { properties: Record<string, Record<string, unknown>>; required?: string[]; additionalProperties?: boolean };

const jsonSchemaOf = (schema: z.ZodObject) => z.toJSONSchema(schema, { io: 'input' }) as unknown as JsonSchema;

describe('the ParameterSpec -> zod converter', () => {
  const { properties, required, additionalProperties } = jsonSchemaOf(zodObjectOf(SCHOOL_LIST_PARAMETERS));

  it('describes every parameter, none required, nothing else allowed', () => {
    assert.deepEqual(Object.keys(properties), Object.keys(SCHOOL_LIST_PARAMETERS));
    assert.equal(required, undefined);
    assert.equal(additionalProperties, false);
    for (const [name, property] of Object.entries(properties)) assert.ok(typeof property.description === 'string', name);
  });

  it('gives integers their bounds and default, booleans and enums their JSON types', () => {
    assert.deepEqual({ ...properties.limit, description: undefined }, { type: 'integer', minimum: 1, maximum: 100, default: 20, description: undefined });
    assert.equal(properties.certified?.type, 'boolean');
    assert.deepEqual(properties.sort?.enum, ['relevance', 'featured', 'rating', 'reviews', 'price', '-price', 'name', '-name', 'newest']);
    assert.equal(properties.q?.maxLength, 200);
  });

  it('takes a list as a comma string or an array, enum items listed, pattern items unflagged', () => {
    const activity = properties.activity?.anyOf as Array<Record<string, unknown>>;
    assert.deepEqual(activity.map((branch) => branch.type), ['string', 'array']);
    assert.ok(((activity[1]?.items as { enum: string[] }).enum).includes('freeride'));
    const country = properties.country?.anyOf as Array<Record<string, unknown>>;
    assert.equal((country[1]?.items as Record<string, unknown>).pattern, undefined, 'JSON Schema cannot say case-insensitive');
  });

  it('marks a reference argument required', () => {
    const schema = toolArguments(RESORT_LIST_PARAMETERS, { name: 'resort', kind: 'id-or-slug', noun: 'resort' }).schema;
    const json = schema['~standard'].jsonSchema.input({ target: 'draft-2020-12' }) as unknown as JsonSchema;
    assert.deepEqual(json.required, ['resort']);
    assert.deepEqual((json.properties.resort?.anyOf as Array<{ type: string }>).map((branch) => branch.type), ['integer', 'string']);
  });
});

describe('reading tool arguments', () => {
  const search = toolArguments(SCHOOL_LIST_PARAMETERS);
  const cases: Array<Record<string, unknown>> = [
    {},
    { country: ['ch', 'FR'], limit: 5, page: 2 },
    { country: 'ch, fr', certified: true, featured: '0', sort: 'NAME' },
    { q: '  Méribel  ', activity: ['ski'], language: 'en,de', limit: '7' },
    { q: '', school_type: null },
  ];

  for (const args of cases) {
    it(`reads ${JSON.stringify(args)} exactly as REST validation does`, () => {
      assert.deepEqual(search.read(args).values, validateParameters(SCHOOL_LIST_PARAMETERS, args));
    });
  }

  it('refuses with the REST message', () => {
    assert.throws(() => search.read({ country: ['CH', 7] }), { message: "Invalid parameter 'country': must be a comma-separated list of strings" });
    assert.throws(() => search.read({ certified: 'yes' }), { message: `Invalid parameter 'certified': must be true or false (or 1 or 0) (got "yes")` });
  });

  it('reads a reference given as a number, a string, or not at all', () => {
    const getSchool = toolArguments({}, { name: 'school', kind: 'id-or-slug', noun: 'school' });
    assert.deepEqual(getSchool.read({ school: 42 }), { values: {}, reference: '42' });
    assert.deepEqual(getSchool.read({ school: ' zermatt-snow ' }), { values: {}, reference: 'zermatt-snow' });
    assert.throws(() => getSchool.read({}), /Invalid parameter 'school': is required/);
    assert.throws(() => getSchool.read({ school: 'a', limit: 2 }), /Invalid parameter 'limit': is not a known parameter; accepted parameters: school/);
    const getInstructor = toolArguments({}, { name: 'instructor', kind: 'id', noun: 'instructor' });
    assert.deepEqual(getInstructor.read({ instructor: '17' }), { values: {}, reference: '17' });
    assert.throws(() => getInstructor.read({ instructor: 0 }), { message: "Invalid parameter 'instructor': must be a positive integer instructor id (got '0')" });
  });
});
