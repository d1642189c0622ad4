/**
 * The rules every parameter declaration shares (parameter-joi.ts) and the
 * common parameters built on them, applied as the REST routes and the MCP
 * tools apply them, to query-string text and to JSON.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ObjectSchema } from 'joi';
import { parameters } from '../../../src/adapters/validation/parameter-joi.js';
import { invalidParameterFrom } from '../../../src/adapters/validation/invalid-parameter.js';
import { CATEGORY_SCHOOL_LIST, REFERENCES, RESORT_LIST, RESORT_SCHOOL_LIST, SCHOOL_LIST } from '../../../src/adapters/validation/endpoint-parameters.js';

/** As both surfaces apply a declaration: the accepted values, or the InvalidParameterError. */
function validateParameters(schema: ObjectSchema, raw: unknown): Record<string, unknown> {
  const { value, error } = schema.validate(raw);
  if (error) throw invalidParameterFrom(error);
  return value as Record<string, unknown>;
}

const schools = parameters(SCHOOL_LIST);
const read = (raw: Record<string, unknown>) => validateParameters(schools, raw);
const refusal = (raw: Record<string, unknown>) => {
  try {
    read(raw);
  } catch (error) {
    return (error as Error).message;
  }
  assert.fail(`${JSON.stringify(raw)} was accepted`);
};

const DEFAULTS = { page: 1, limit: 20 };

describe('the shared parameter rules', () => {
  it('read a list from a comma list, the parameter repeated, or a JSON array, alike', () => {
    const expected = { ...DEFAULTS, country: ['ch', 'FR', 'at'] };
    assert.deepEqual(read({ country: 'ch, FR,at' }), expected);
    assert.deepEqual(read({ country: ['ch,FR', ' at '] }), expected);
    assert.deepEqual(read({ country: ['ch', 'FR', 'at'] }), expected);
  });

  it('treat an empty value as the parameter absent, for every kind of parameter', () => {
    for (const name of Object.keys(SCHOOL_LIST)) {
      for (const blank of ['', '   ', null]) assert.deepEqual(read({ [name]: blank }), DEFAULTS, `${name}=${JSON.stringify(blank)}`);
    }
    assert.deepEqual(read({ country: ',, ,' }), DEFAULTS);
    assert.deepEqual(read({ activity: [] }), DEFAULTS);
  });

  it('refuse any other parameter given twice', () => {
    for (const name of ['q', 'certified', 'page', 'sort']) {
      assert.equal(refusal({ [name]: ['1', '1'] }), `Invalid parameter '${name}': takes one value, not a list or a repeat; give it once`);
    }
  });

  it('take true and false, 1 and 0, as text in any case, as JSON booleans or as the JSON numbers 1 and 0', () => {
    for (const yes of ['true', 'TRUE', ' 1 ', true, 1]) assert.equal(read({ featured: yes }).featured, true, String(yes));
    for (const no of ['false', '0', false, 0]) assert.equal(read({ featured: no }).featured, false, String(no));
    assert.equal(refusal({ certified: 'yes' }), `Invalid parameter 'certified': must be true or false (or 1 or 0) (got "yes")`);
    assert.match(refusal({ certified: 2 }), /^Invalid parameter 'certified': must be true or false/);
  });

  it('name the parameter and the rule, and the item at fault in a list', () => {
    assert.equal(refusal({ limit: '101' }), `Invalid parameter 'limit': must be an integer from 1 to 100 (got "101")`);
    assert.equal(refusal({ page: '1.5' }), `Invalid parameter 'page': must be an integer from 1 to 10000 (got "1.5")`);
    // Numbers as text in the notation people write, refused as sent otherwise: not 1e1, .5e1, 0x10, nor an integer with a fraction.
    for (const written of ['1e1', '.5e1', '0x10', '5.', '10.0', 'Infinity', '+5']) {
      assert.equal(refusal({ limit: written }), `Invalid parameter 'limit': must be an integer from 1 to 100 (got "${written}")`);
    }
    assert.equal(refusal({ page: '99999999999999999999999' }), `Invalid parameter 'page': must be an integer from 1 to 10000 (got "99999999999999999999999")`);
    assert.match(refusal({ near: 'zermatt', radius: '2e1' }), /^Invalid parameter 'radius': must be a number of kilometres from 0\.1 to 500 \(got "2e1"\)$/);
    assert.equal(read({ near: 'zermatt', radius: ' 2.5 ' }).radius, 2.5);
    assert.equal(read({ near: 'zermatt', radius: '.5' }).radius, 0.5);
    assert.equal(read({ limit: ' 7 ' }).limit, 7);
    assert.equal(refusal({ limit: '-7' }), `Invalid parameter 'limit': must be an integer from 1 to 100 (got "-7")`);
    // Out of range, a number is quoted as sent too, not as read.
    assert.equal(refusal({ limit: '000' }), `Invalid parameter 'limit': must be an integer from 1 to 100 (got "000")`);
    assert.equal(refusal({ page: '010001' }), `Invalid parameter 'page': must be an integer from 1 to 10000 (got "010001")`);
    assert.equal(refusal({ near: 'zermatt', radius: '600.000' }), `Invalid parameter 'radius': must be a number of kilometres from 0.1 to 500 (got "600.000")`);
    assert.equal(refusal({ near: 'zermatt', radius: '-.5' }), `Invalid parameter 'radius': must be a number of kilometres from 0.1 to 500 (got "-.5")`);
    assert.equal(refusal({ near: '091,7' }), `Invalid parameter 'near': latitude must be from -90 to 90 (got "091")`);
    assert.equal(refusal({ near: '45,-180.50' }), `Invalid parameter 'near': longitude must be from -180 to 180 (got "-180.50")`);
    assert.equal(refusal({ limit: 101 }), `Invalid parameter 'limit': must be an integer from 1 to 100 (got "101")`, 'a JSON number as given');
    // A JSON caller's ids, as the records carry them: references in a list, and near's resort.
    assert.deepEqual(read({ resort: [12, 'zermatt'] }).resort, ['12', 'zermatt']);
    assert.deepEqual(read({ near: 12 }).near, { resort: { id: 12 } });
    assert.equal(refusal({ resort: [1.5] }), `Invalid parameter 'resort': '1.5' is not a positive integer id or a slug (letters, digits and hyphens) (for example zermatt)`);
    assert.equal(refusal({ near: -3 }), `Invalid parameter 'near': must be a point as lat,lng in decimal degrees (for example 46.02,7.75) or a resort slug or id (got "-3")`);
    assert.equal(refusal({ country: [12] }), `Invalid parameter 'country': must be a comma-separated list of strings`);
    // Past the safe integers an id names no record, as its digits do in a query string; a hole in the list is no value.
    assert.deepEqual(read({ resort: [1e20] }).resort, ['100000000000000000000']);
    assert.equal(refusal({ resort: [null] }), `Invalid parameter 'resort': must be a comma-separated list of strings`);
    // A reference is at most 200 characters in a list as in a path, by the shortcut and by joi alike.
    assert.deepEqual(read({ resort: 'a'.repeat(200) }).resort, ['a'.repeat(200)]);
    assert.match(refusal({ resort: 'a'.repeat(201) }), /^Invalid parameter 'resort': 'a{201}' is not a positive integer id or a slug/);
    assert.match(refusal({ resort: `zermatt,${'a'.repeat(201)}` }), /^Invalid parameter 'resort': 'a{201}' is not/);
    assert.equal(refusal({ q: 'é'.repeat(201) }), `Invalid parameter 'q': must be at most 200 characters (got 201)`);
    // Characters, as JSON Schema's maxLength counts them: a letter outside the BMP is one, though two UTF-16 units.
    assert.equal(refusal({ q: '𝐀'.repeat(201) }), `Invalid parameter 'q': must be at most 200 characters (got 201)`);
    assert.equal(read({ q: '𝐀'.repeat(200) }).q, '𝐀'.repeat(200));
    assert.equal(read({ q: `${'𝐀'.repeat(199)}\ud835` }).q, `${'𝐀'.repeat(199)}\ud835`, 'a lone surrogate is one character');
    assert.equal(refusal({ sort: 'cheapest' }), `Invalid parameter 'sort': must be one of relevance, featured, rating, reviews, price, -price, name, -name, newest, distance (got "cheapest")`);
    assert.equal(refusal({ country: 'CH,FRA' }), `Invalid parameter 'country': 'FRA' is not an ISO 3166-1 alpha-2 country code (for example CH)`);
    assert.equal(refusal({ activity: 'ski,golf' }), `Invalid parameter 'activity': 'golf' is not allowed; allowed values: ski, snowboard, freeride, ski-touring, cross-country, telemark, adaptive, freestyle, racing`);
    assert.equal(refusal({ resort: 'zermatt,-x' }), `Invalid parameter 'resort': '-x' is not a positive integer id or a slug (letters, digits and hyphens) (for example zermatt)`);
    assert.equal(refusal({ country: ['CH', 7] }), `Invalid parameter 'country': must be a comma-separated list of strings`);
    assert.equal(refusal({ colour: 'red' }), `Invalid parameter 'colour': is not a known parameter; accepted parameters: ${Object.keys(SCHOOL_LIST).join(', ')}`);
    assert.throws(() => validateParameters(parameters({}), { page: 2 }), { message: `Invalid parameter 'page': is not a known parameter; this endpoint takes no parameters` });
  });

  it('normalise what they accept: trimmed NFC text, lower-case vocabularies, defaults filled in', () => {
    assert.deepEqual(read({ q: '  Me\u0301ribel ', sort: ' -NAME ', activity: 'SKI', limit: ' 7 ' }), { q: 'Méribel', sort: '-name', activity: ['ski'], page: 1, limit: 7 });
    assert.deepEqual(validateParameters(parameters(RESORT_LIST), {}), DEFAULTS, 'no sort filled in: the query chooses, relevance with q and name otherwise');
  });
});

describe('record references', () => {
  const reference = parameters({ ref: REFERENCES.school.required() });
  const readRef = (ref: unknown) => validateParameters(reference, { ref }).ref;

  it('accept any well-formed id or slug as text, trimmed, and an id as a JSON number', () => {
    assert.equal(readRef(' zermatt-ski '), 'zermatt-ski');
    assert.equal(readRef('0'), '0', 'well-formed: it simply names no record');
    assert.equal(readRef('9999999999999999999'), '9999999999999999999');
    assert.equal(readRef(42), 42);
    assert.equal(readRef(0), 0, 'the number as the text: well-formed, naming no record');
  });

  it('refuse what cannot be a reference at all, and a missing one', () => {
    // A number written otherwise than as its digits is text that is neither an id nor a slug; only JSON numbers are converted.
    for (const bad of ['café', 'a b', '-x', 'x--y', 'x'.repeat(201), '1.0', '+1', '1.', -1, 1.5, true, ['a']]) {
      assert.throws(() => readRef(bad), { message: /^Invalid parameter 'ref': must be a positive integer id or a slug/ }, JSON.stringify(bad));
    }
    for (const missing of [undefined, '', ' ']) assert.throws(() => readRef(missing), { message: "Invalid parameter 'ref': is required" });
  });
});

describe('lists under a record path', () => {
  it('take the parent list without the parameters the path fixes', () => {
    assert.deepEqual(Object.keys(RESORT_SCHOOL_LIST), Object.keys(SCHOOL_LIST).filter((name) => name !== 'resort'));
    assert.deepEqual(Object.keys(CATEGORY_SCHOOL_LIST), Object.keys(SCHOOL_LIST).filter((name) => !['activity', 'level', 'school_type'].includes(name)));
  });
});
