/**
 * The shortcuts (validation/shortcuts.ts) read a parameter's plainest
 * values without joi. They must never disagree with joi: whatever a
 * shortcut accepts, joi accepts as the same value (prototype and key order
 * included), so a request reads the same whichever path took it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { SchemaMap } from 'joi';
import { parameters } from '../../../src/adapters/validation/parameter-joi.js';
import { parametersShortcut } from '../../../src/adapters/validation/shortcuts.js';
import {
  CATEGORY_LIST, CATEGORY_SCHOOL_LIST, INSTRUCTOR_LIST, NO_PARAMETERS, REFERENCES, RESORT_LIST, RESORT_SCHOOL_LIST, SCHOOL_LIST, SUGGEST,
} from '../../../src/adapters/validation/endpoint-parameters.js';
import { propertyRuns } from '../../support/property-runs.js';

const DECLARATIONS: Record<string, SchemaMap> = {
  SCHOOL_LIST, RESORT_SCHOOL_LIST, CATEGORY_SCHOOL_LIST, RESORT_LIST, INSTRUCTOR_LIST, CATEGORY_LIST, SUGGEST, NO_PARAMETERS,
  reference: { idOrSlug: REFERENCES.school },
};

/** Values near every edge a shortcut draws: plain ones, and each way of being almost plain. */
const VALUES = [
  'zermatt', 'zerm', 'Zermatt', ' zermatt', 'zermatt ', 'ecole-du-ski', 'ecole--ski', '-ski', '42', '0', '007', '1', '100', '101', '10000', '10001',
  '9999999999999999', '1e2', '1.5', '-1', 'true', 'false', 'TRUE', 'True', 'yes', '', ' ', '  ', 'a'.repeat(200), 'a'.repeat(201),
  'FR', 'fr', 'FR,CH', 'FR, CH', 'FR,', ',FR', 'FR,,CH', 'FRA', 'en', 'en,de', 'ski', 'snowboard', 'freeride', 'SKI', 'ski,snowboard',
  'ski,unknown', 'beginner', 'private', 'country', 'country,activity', 'rating', '-price', 'Rating', 'distance', 'name', '-name', 'schools',
  'relevance', 'activity', 'level', 'school_type', 'café', 'cafe\u0301', 'a b', 'a\tb', 'val d\'is', '46.02,7.75', 'zermatt', '20', '0.1',
  '%', '__proto__', 'constructor', 'null', '500', '501', '91,0', '-90,180', '90,-180.5', '-0,-0', '46.02, 7.75', '46.020000000000001,7',
  '1e1,5', '46,7', 'Zermatt', '0007', 'Méribel', 'Me\u0301ribel', 'Håkon L', 'Ha\u030akon L', 'Kateř', 'Zoë ', '\u00a0Zoë', 'Zoë\u3000',
  '\ufeffZoë', 'Zo\u200bë', '\u200b', 'Ω', '\u2126', 'ｚｅｒｍ', 'ß', 'Ö'.repeat(200), 'Ö'.repeat(201), 'a\u0000b', '\ud83c\udfbf', '\ud83c',
  '\u2028Zoë', `${'\ud83c\udfbf'.repeat(100)}a`,
];

/**
 * Every character String.prototype.trim (and so joi) trims, look-alikes it keeps, a combining mark, a lone
 * surrogate and a few letters: what fast-check's own strings almost never draw.
 */
const EDGE_CHARACTERS = [
  ...'\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff',
  '\u0085', '\u180e', '\u200b', '\u0301', '\u030a', '\ud83c', 'a', 'e', 'Z', 'é', 'ö', 'Å', ',',
];

const NAMES = [...new Set(Object.values(DECLARATIONS).flatMap((keys) => Object.keys(keys))), 'unknown', 'Country', '__proto__'];

const raw = fc.dictionary(
  fc.constantFrom(...NAMES),
  fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...VALUES) },
    { weight: 1, arbitrary: fc.array(fc.constantFrom(...VALUES), { minLength: 2, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
    // Any script and combining marks, and spaces of every kind: what NFC or trimming would change is joi's.
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-composite', maxLength: 4 }) },
    { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...EDGE_CHARACTERS), maxLength: 5 }) },
  ),
  { maxKeys: 5 },
);

/** As Hapi hands a query over: an object without a prototype. */
function asQuery(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.assign(Object.create(null) as Record<string, unknown>, entries);
}

describe('parameter shortcuts', () => {
  for (const [label, keys] of Object.entries(DECLARATIONS)) {
    const schema = parameters(keys);
    const shortcut = parametersShortcut(keys);

    const agrees = (entries: Record<string, unknown>) => {
      assert.ok(shortcut, 'every declaration has a shortcut');
      for (const input of [asQuery(entries), { ...entries }]) {
        const fast = shortcut(input);
        if (fast === undefined) continue;
        const { value, error } = schema.validate(input);
        assert.equal(error, undefined, `${JSON.stringify(entries)} was accepted by the shortcut, refused by joi`);
        assert.deepStrictEqual(fast, value);
        assert.deepStrictEqual(Object.keys(fast as object), Object.keys(value as object));
      }
    };

    it(`${label}: whatever the shortcut accepts of one parameter, joi accepts as the same value (every value above)`, () => {
      for (const name of NAMES) {
        for (const value of VALUES) agrees({ [name]: value });
      }
    });

    it(`${label}: whatever the shortcut accepts of several parameters, joi accepts as the same value`, () => {
      fc.assert(fc.property(raw, agrees), { numRuns: propertyRuns(400), seed: 17 });
    });
  }

  it('take the plainest values of what requests send most', () => {
    const take = (keys: SchemaMap, entries: Record<string, unknown>) => parametersShortcut(keys)?.(asQuery(entries));
    assert.deepEqual(take({ idOrSlug: REFERENCES.school }, { idOrSlug: 'ecole-du-ski-42' }), asQuery({ idOrSlug: 'ecole-du-ski-42' }));
    assert.deepEqual(take(SCHOOL_LIST, { q: 'zerm' }), asQuery({ q: 'zerm', page: 1, limit: 20 }));
    assert.deepEqual(
      take(SCHOOL_LIST, { country: 'FR', activity: 'freeride', language: 'en', limit: '50', sort: 'rating', featured: '1' }),
      asQuery({ country: ['FR'], activity: ['freeride'], language: ['en'], limit: 50, sort: 'rating', featured: true, page: 1 }),
    );
    assert.deepEqual(take(INSTRUCTOR_LIST, { q: 'Håkon L' }), asQuery({ q: 'Håkon L', page: 1, limit: 20 }), 'text in any script, as keyboards send it (NFC)');
    assert.deepEqual(take(RESORT_LIST, {}), asQuery({ page: 1, limit: 20 }));
    assert.deepEqual(take(NO_PARAMETERS, {}), asQuery({}));
  });

  it('leave to joi what it must word or transform: blanks, case, spaces, repeats, unknown and missing required parameters', () => {
    const take = (keys: SchemaMap, entries: Record<string, unknown>) => parametersShortcut(keys)?.(asQuery(entries));
    for (const entries of [{ page: '' }, { sort: 'Rating' }, { q: ' zerm' }, { q: 'Me\u0301ribel' }, { q: '\u00a0Zoë' }, { country: 'FR,' }, { country: ['FR', 'CH'] }, { unknown: '1' }, { near: ' zermatt' }, { near: '91,0' }, { near: 'zer matt' }, { radius: '0.5' }]) {
      assert.equal(take(SCHOOL_LIST, entries), undefined, JSON.stringify(entries));
    }
    assert.equal(take(SUGGEST, {}), undefined, 'a missing required q is joi\'s to refuse');
  });
});
