/**
 * The document mappers: a record survives the round trip exactly, no
 * internal field or `_id` reaches a record, and the precomputed fields hold
 * what the embedded engine computes on the fly (domain/text.ts, currency.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { find } from 'mingo';
import type { School } from '../../../../src/domain/records.js';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { fromSchoolDocument, placementOf, SCHOOL_PROJECTION, toSchoolDocument, type StoredSchool } from '../../../../src/adapters/persistence/mongo/school-document.js';
import { fromResortDocument, RESORT_PROJECTION, toResortDocument, type StoredResort } from '../../../../src/adapters/persistence/mongo/resort-document.js';
import { fromInstructorDocument, INSTRUCTOR_PROJECTION, toInstructorDocument, type StoredInstructor } from '../../../../src/adapters/persistence/mongo/instructor-document.js';
import { fromCategoryDocument, toCategoryDocuments } from '../../../../src/adapters/persistence/mongo/category-document.js';
import { fromCountryDocument, toCountryDocuments } from '../../../../src/adapters/persistence/mongo/country-document.js';
import { CATEGORY_DEFINITIONS } from '../../../../src/domain/taxonomy.js';
import { aResort, aSchool } from '../../../fixtures/builders.js';

const dataset = generateDataset({ schools: 150, seed: 11 });
const base = dataset.schools[0] as School;

/** What MongoDB returns for a stored document read with `projection`. */
function projected<T>(doc: object, projection: object): T {
  return find([doc], {}, projection as Record<string, 1>).all()[0] as T;
}

describe('school documents', () => {
  it('round-trip every generated school exactly, through the read projection', () => {
    for (const school of dataset.schools) {
      const stored = projected<StoredSchool>(toSchoolDocument(school), SCHOOL_PROJECTION);
      assert.deepEqual(Object.keys(stored).sort(), Object.keys(SCHOOL_PROJECTION).sort());
      assert.deepEqual(fromSchoolDocument(stored), school);
    }
  });

  it('never lets an internal field or _id into the record, even if the read returned them', () => {
    const record = fromSchoolDocument(toSchoolDocument(base));
    assert.deepEqual(Object.keys(record).sort(), Object.keys(base).sort());
    assert.deepEqual(record, base);
  });

  it('precomputes folded search words (with their other forms), the same by where they were found, sort name, EUR price and creation time', () => {
    const saasFee = aResort({ id: 5, name: 'Saas-Fee', country: 'CH', region: 'Tarentaise' });
    const school = aSchool({
      id: 7, name: 'École de Ski Straße', town: "Val d'Isère", resorts: [saasFee],
      priceFrom: { amount: 100, currency: 'CHF' }, createdAt: '2024-03-01T10:00:00.000Z',
    });
    const doc = toSchoolDocument(school);
    assert.equal(doc._id, school.id);
    assert.deepEqual(doc.searchWords, ['ecole', 'de', 'ski', 'strasse', 'val', 'd', 'isere', 'disere', 'valdisere', 'tarentaise', 'switzerland', 'saas', 'fee', 'saasfee']);
    assert.deepEqual(doc.rankedWords, [['ecole', 'de', 'ski', 'strasse'], ['val', 'd', 'isere', 'disere', 'valdisere', 'saas', 'fee', 'saasfee'], ['tarentaise'], ['switzerland']]);
    assert.equal(doc.sortName, 'ecole de ski strasse');
    assert.equal(doc.priceEurCents, 10500);
    assert.equal(doc.createdAtMs, Date.UTC(2024, 2, 1, 10));
  });

  it('records where a school is, for the instructor filters', () => {
    assert.deepEqual(placementOf({ country: 'FR', resorts: [{ id: 1, slug: 'tignes', name: 'Tignes' }, { id: 2, slug: 'val-d-isere', name: "Val d'Isère" }] }), {
      country: 'FR', resortIds: [1, 2], resortSlugs: ['tignes', 'val-d-isere'],
    });
  });
});

describe('resort and instructor documents', () => {
  it('round-trip every generated resort and instructor exactly', () => {
    for (const resort of dataset.resorts) {
      assert.deepEqual(fromResortDocument(projected<StoredResort>(toResortDocument(resort), RESORT_PROJECTION)), resort);
    }
    const placements = new Map(dataset.schools.map((school) => [school.id, placementOf(school)]));
    for (const instructor of dataset.instructors) {
      const doc = toInstructorDocument(instructor, placements);
      assert.deepEqual(fromInstructorDocument(projected<StoredInstructor>(doc, INSTRUCTOR_PROJECTION)), instructor);
    }
  });

  it('gives a resort its folded words and an instructor the resorts and countries of its schools', () => {
    const resort = dataset.resorts[0];
    assert.ok(resort);
    const doc = toResortDocument({ ...resort, name: 'Méribel', region: 'Savoie', country: 'FR' });
    assert.deepEqual(doc.searchWords, ['meribel', 'savoie', 'france']);
    assert.equal(doc.sortName, 'meribel');

    const instructor = dataset.instructors[0];
    assert.ok(instructor);
    const placements = new Map([
      [1, { country: 'FR', resortIds: [3, 4], resortSlugs: ['a', 'b'] }],
      [2, { country: 'CH', resortIds: [4], resortSlugs: ['b'] }],
    ]);
    const teaching = { ...instructor, schools: [{ id: 1, slug: 's1', name: 'One' }, { id: 2, slug: 's2', name: 'Two' }, { id: 99, slug: 'gone', name: 'Gone' }] };
    const stored = toInstructorDocument(teaching, placements);
    assert.deepEqual([stored.schoolResortIds, stored.schoolResortSlugs, stored.schoolCountries], [[3, 4], ['a', 'b'], ['FR', 'CH']]);
  });
});

describe('category and country documents', () => {
  it('list the whole taxonomy with counts, in type order', () => {
    const docs = toCategoryDocuments({ activity: new Map([['ski', 7], ['expert', 5]]), level: new Map([['expert', 2]]), school_type: new Map() });
    assert.equal(docs.length, CATEGORY_DEFINITIONS.length);
    const ski = docs.find((doc) => doc.slug === 'ski');
    assert.deepEqual(ski && fromCategoryDocument(ski), { id: 1, slug: 'ski', name: 'Alpine skiing', type: 'activity', description: CATEGORY_DEFINITIONS[0]?.description, schoolCount: 7 });
    assert.equal(docs.find((doc) => doc.slug === 'snowboard')?.schoolCount, 0);
    assert.equal(docs.find((doc) => doc.slug === 'expert')?.schoolCount, 2, 'a slug counts among the values of its own type only');
    assert.deepEqual([...new Set(docs.map((doc) => doc.typeOrder))], [0, 1, 2]);
  });

  it('keep only countries that have schools, with their English names', () => {
    const docs = toCountryDocuments(new Map([['CH', 3], ['ZZ', 0], ['NO', 1]]));
    assert.deepEqual(docs.map(fromCountryDocument), [{ code: 'CH', name: 'Switzerland', schoolCount: 3 }, { code: 'NO', name: 'Norway', schoolCount: 1 }]);
  });
});
