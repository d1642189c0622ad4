/**
 * A tool's input as the SDK sees it: a Standard Schema whose validation is
 * the joi declaration REST uses, and whose JSON Schema is generated from it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { toolInput } from '../../../src/adapters/mcp/tool-input.js';
import { REFERENCES, RESORT_SCHOOL_LIST, SCHOOL_LIST } from '../../../src/adapters/validation/endpoint-parameters.js';

type JsonSchema = { properties: Record<string, Record<string, unknown>>; required?: string[]; additionalProperties?: boolean };

const jsonSchemaOf = (input: ReturnType<typeof toolInput>) =>
  input['~standard'].jsonSchema.input({ target: 'draft-2020-12' }) as unknown as JsonSchema;

describe('the JSON Schema a tool advertises', () => {
  const { properties, required, additionalProperties } = jsonSchemaOf(toolInput(SCHOOL_LIST));

  it('describes every parameter, none required, nothing else allowed', () => {
    assert.deepEqual(Object.keys(properties), Object.keys(SCHOOL_LIST));
    assert.equal(required, undefined);
    assert.equal(additionalProperties, false);
    for (const [name, property] of Object.entries(properties)) assert.ok(typeof property.description === 'string', name);
  });

  it('gives integers their bounds and default, booleans and enums their JSON types', () => {
    assert.deepEqual({ ...properties.limit, description: undefined }, { type: 'integer', minimum: 1, maximum: 100, default: 20, description: undefined });
    assert.equal(properties.certified?.type, 'boolean');
    assert.deepEqual(properties.sort?.enum, ['relevance', 'featured', 'rating', 'reviews', 'price', '-price', 'name', '-name', 'newest', 'distance']);
    assert.equal(properties.q?.maxLength, 200);
  });

  it('gives a list its items: the allowed values, or a pattern that holds in either case', () => {
    assert.equal(properties.activity?.type, 'array');
    assert.ok((properties.activity?.items as { enum: string[] }).enum.includes('freeride'));
    const pattern = new RegExp((properties.country?.items as { pattern: string }).pattern);
    assert.ok(pattern.test('CH') && pattern.test('ch') && !pattern.test('CHE'));
  });

  it('marks a reference argument required, as an id or a slug', () => {
    const json = jsonSchemaOf(toolInput({ resort: REFERENCES.resort.required(), ...RESORT_SCHOOL_LIST }));
    assert.deepEqual(json.required, ['resort']);
    assert.deepEqual((json.properties.resort?.anyOf as Array<{ type: string }>).map((branch) => branch.type), ['string', 'integer']);
  });

  it('is generated once per target, and refuses a target it cannot write', () => {
    const input = toolInput(SCHOOL_LIST);
    assert.equal(input['~standard'].jsonSchema.input({ target: 'draft-2020-12' }), input['~standard'].jsonSchema.input({ target: 'draft-2020-12' }));
    const unsupported = 'draft-03' as unknown as 'draft-07';
    assert.throws(() => input['~standard'].jsonSchema.input({ target: unsupported }), /draft-03/);
  });
});

describe('validating tool arguments', () => {
  const search = toolInput(SCHOOL_LIST)['~standard'];

  it('returns the normalised values, defaults filled in', async () => {
    const result = await search.validate({ country: ['ch', 'FR'], certified: '0', sort: 'NAME', q: '  Méribel ', school_type: null });
    assert.deepEqual(result, { value: { country: ['ch', 'FR'], certified: false, sort: 'name', q: 'Méribel', page: 1, limit: 20 } });
  });

  it('reports a refusal as one issue worded as the REST error, naming the parameter', async () => {
    assert.deepEqual(await search.validate({ limit: 500 }), { issues: [{ message: `Invalid parameter 'limit': must be an integer from 1 to 100 (got "500")` }] });
    assert.deepEqual(await search.validate({ colour: 'red' }), { issues: [{ message: `Invalid parameter 'colour': is not a known parameter; accepted parameters: ${Object.keys(SCHOOL_LIST).join(', ')}` }] });
  });
});
