import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { DATASET_AS_OF } from '../../../src/adapters/dataset-generator/dataset.js';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import { RESORT_CATALOG } from '../../../src/adapters/dataset-generator/resort-catalog.js';
import { COUNTRY_NAMES } from '../../../src/domain/countries.js';
import { EUR_PER_UNIT } from '../../../src/domain/currency.js';
import { categorySlugsOfType } from '../../../src/domain/taxonomy.js';

const dataset = generateDataset({ schools: 1000, seed: 42 });
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) yield* strings(item);
}

describe('generateDataset', () => {
  it('is deterministic: the same options give the same dataset, another seed another one', () => {
    const again = generateDataset({ schools: 1000, seed: 42 });
    assert.equal(JSON.stringify(again), JSON.stringify(dataset));
    const other = generateDataset({ schools: 1000, seed: 43 });
    assert.notEqual(JSON.stringify(other.schools), JSON.stringify(dataset.schools));
  });

  it('writes the same bytes as the version this digest was taken from: speeding the generator up must not change it', () => {
    // When a change to the data is meant, take the new digest and say so in the commit: anyone holding a generated file or a
    // figure measured on the old data has a different directory from then on.
    const digest = createHash('sha256').update(JSON.stringify(dataset)).digest('hex');
    assert.equal(digest, 'f12cd5517ce8cd8fd11659fd102335b193d92c643d2a942974f90a80a88c9888');
  });

  it('has the asked number of schools, at least five instructors per school on average, ids 1..n', () => {
    assert.equal(dataset.schools.length, 1000);
    assert.ok(dataset.instructors.length >= 5000, `${dataset.instructors.length} instructors`);
    for (const records of [dataset.resorts, dataset.schools, dataset.instructors]) {
      records.forEach((record, index) => assert.equal(record.id, index + 1));
    }
  });

  it('uses at least 80 real resorts in at least 10 countries, with accented names as written locally', () => {
    assert.equal(dataset.resorts.length, RESORT_CATALOG.length);
    assert.ok(dataset.resorts.length >= 80);
    assert.ok(new Set(dataset.resorts.map((resort) => resort.country)).size >= 10);
    const names = new Set(dataset.resorts.map((resort) => resort.name));
    for (const name of ['Méribel', "Val d'Isère", 'Kitzbühel', 'Saas-Fee', 'Sölden', "Alpe d'Huez", 'Les Deux Alpes', "Cortina d'Ampezzo",
      'Garmisch-Partenkirchen', 'Zermatt', 'Verbier', 'St. Moritz', 'Whistler Blackcomb', 'Niseko United', 'Åre', 'Špindlerův Mlýn']) {
      assert.ok(names.has(name), name);
    }
    for (const resort of dataset.resorts) {
      assert.ok(resort.summitElevation > resort.baseElevation, resort.name);
      assert.ok(Math.abs(resort.location.lat) <= 90 && Math.abs(resort.location.lng) <= 180, resort.name);
    }
  });

  it('is consistent: counts, summaries and slugs agree with the records', () => {
    const resortById = new Map(dataset.resorts.map((resort) => [resort.id, resort]));
    const schoolById = new Map(dataset.schools.map((school) => [school.id, school]));
    for (const resort of dataset.resorts) {
      assert.equal(resort.schoolCount, dataset.schools.filter((school) => school.resorts.some((summary) => summary.id === resort.id)).length);
    }
    const instructorsPerSchool = new Map<number, number>();
    for (const instructor of dataset.instructors) {
      assert.ok(instructor.schools.length >= 1);
      for (const summary of instructor.schools) {
        const school = schoolById.get(summary.id);
        assert.deepEqual(summary, { id: school?.id, slug: school?.slug, name: school?.name });
        instructorsPerSchool.set(summary.id, (instructorsPerSchool.get(summary.id) ?? 0) + 1);
      }
    }
    for (const school of dataset.schools) {
      assert.equal(school.instructorCount, instructorsPerSchool.get(school.id) ?? 0);
      for (const summary of school.resorts) {
        const resort = resortById.get(summary.id);
        assert.deepEqual(summary, { id: resort?.id, slug: resort?.slug, name: resort?.name });
      }
    }
    for (const records of [dataset.resorts, dataset.schools]) {
      assert.equal(new Set(records.map((record) => record.slug)).size, records.length);
      for (const record of records) assert.match(record.slug, SLUG);
    }
  });

  it('shares the values that recur, frozen: school lists, resort lists and prices', () => {
    const sharedBy = <T>(records: readonly T[], valueOf: (record: T) => object, keyOf: (value: never) => string): number => {
      const known = new Map<string, object>();
      for (const record of records) {
        const value = valueOf(record);
        const key = keyOf(value as never);
        assert.ok(Object.isFrozen(value), `${key} can be changed`);
        if (!known.has(key)) known.set(key, value);
        else assert.equal(value, known.get(key), `${key} is a copy of its own`);
      }
      return known.size;
    };
    const ids = (summaries: readonly { id: number }[]) => summaries.map((summary) => summary.id).join(',');
    assert.ok(sharedBy(dataset.instructors, (instructor) => instructor.schools, ids) < dataset.instructors.length / 4);
    assert.ok(sharedBy(dataset.schools, (school) => school.resorts, ids) < dataset.schools.length / 2);
    assert.ok(sharedBy(dataset.schools, (school) => school.priceFrom, (price: { amount: number; currency: string }) => `${price.amount} ${price.currency}`) < dataset.schools.length / 2);
  });

  it('fills every school field with values from the contract', () => {
    const types = new Set(categorySlugsOfType('school_type'));
    const activities = new Set(categorySlugsOfType('activity'));
    const levels = new Set(categorySlugsOfType('level'));
    for (const school of dataset.schools) {
      assert.ok(types.has(school.schoolType), school.schoolType);
      assert.ok(school.activities.length > 0 && school.activities.every((slug) => activities.has(slug)));
      assert.ok(school.levels.length > 0 && school.levels.every((slug) => levels.has(slug)));
      assert.ok(school.languages.length > 0 && school.languages.every((code) => /^[a-z]{2}$/.test(code)));
      assert.ok(school.country in COUNTRY_NAMES, school.country);
      assert.ok(school.priceFrom.currency in EUR_PER_UNIT && school.priceFrom.amount > 0);
      assert.equal(school.certified, school.certifications.length > 0);
      if (school.reviewCount === 0) assert.equal(school.rating, null, 'no reviews, no rating');
      else assert.ok(school.rating !== null && school.rating >= 0 && school.rating <= 5 && Math.round(school.rating * 10) === school.rating * 10);
      assert.ok(Number.isInteger(school.reviewCount) && school.reviewCount >= 0);
      assert.ok(school.createdAt <= school.updatedAt && school.updatedAt <= DATASET_AS_OF);
      assert.equal(new Date(school.createdAt).toISOString(), school.createdAt);
      assert.ok(school.description.length > 40 && school.description.includes(school.name));
    }
    const featured = dataset.schools.filter((school) => school.featured).length;
    assert.ok(featured > 50 && featured < 150, `${featured} featured`);
  });

  it('writes as each school would: in its own language, in Unicode NFC', () => {
    const descriptionOf = (country: string): string[] => dataset.schools.filter((school) => school.country === country).map((school) => school.description);
    assert.ok(descriptionOf('FR').some((text) => /depuis|propose|glisse/.test(text)));
    assert.ok(descriptionOf('AT').some((text) => /seit|Kurse|Skigebiet|Schneesport/.test(text)));
    assert.ok(descriptionOf('IT').some((text) => /insegna|lezioni|piste/.test(text)));
    assert.ok(dataset.schools.some((school) => /[^\x20-\x7e]/.test(school.name)));
    for (const text of strings(dataset)) assert.equal(text, text.normalize('NFC'));
  });

  it('publishes instructors by first name and initial only', () => {
    for (const instructor of dataset.instructors) {
      assert.match(instructor.displayName, /^\S+ \S\.$/u);
      assert.ok(instructor.yearsExperience >= 1 && instructor.bio.length > 0);
      assert.ok(instructor.languages.length > 0 && instructor.activities.length > 0 && instructor.levels.length > 0);
    }
  });

  it('refuses impossible sizes and seeds', () => {
    assert.throws(() => generateDataset({ schools: 0, seed: 1 }), RangeError);
    assert.throws(() => generateDataset({ schools: 1.5, seed: 1 }), RangeError);
    assert.throws(() => generateDataset({ schools: 10, seed: Number.NaN }), RangeError);
  });
});
