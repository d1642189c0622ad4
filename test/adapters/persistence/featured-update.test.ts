/**
 * A change of `featured` through the FeaturedSchools port is visible at once
 * and exactly as if the directory had been built with it: the embedded
 * engine's in-place update gives the same pages, totals and orders as a
 * fresh index over the changed records, and so does the MongoDB adapter (on
 * the mingo stand-in) over the same flips.
 */
import { literalText, NO_TEXT } from '../../../src/domain/text-query.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Dataset } from '../../../src/adapters/dataset-generator/dataset.js';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import { InMemoryDirectory } from '../../../src/adapters/persistence/memory/in-memory-directory.js';
import { ensureIndexes } from '../../../src/adapters/persistence/mongo/indexes.js';
import { loadDirectory } from '../../../src/adapters/persistence/mongo/load/directory-loader.js';
import { mongoRepositories } from '../../../src/adapters/persistence/mongo/mongo-repositories.js';
import { PAYMENT_COLLECTIONS } from '../../../src/adapters/persistence/mongo/payments/payment-collections.js';
import type { FeaturedSchools } from '../../../src/application/ports/featured-schools.js';
import type { SchoolRepository } from '../../../src/application/ports/school-repository.js';
import type { SchoolQuery } from '../../../src/domain/queries.js';
import { MingoDb } from './mongo/mingo-db.js';

const AT = Date.parse('2026-01-10T09:00:00.000Z');
/** Flips applied one at a time, the pages compared every sixth. */
const FLIPS = 24;

function queries(dataset: Dataset): SchoolQuery[] {
  const town = dataset.schools[0]!.town.split(/\s+/)[0]!.toLowerCase().slice(0, 3);
  const flipped = dataset.schools.find((school) => school.id === flipsOf(dataset, FLIPS).at(-1)!.id)!;
  const base = { text: NO_TEXT, page: 1, limit: 100, sort: 'featured' as const };
  return [
    base,
    { ...base, page: 2 },
    { ...base, featured: true },
    { ...base, featured: false, limit: 30, page: 3 },
    { ...base, countries: [dataset.schools[0]!.country] },
    { ...base, text: literalText([town]), sort: 'relevance' },
    { ...base, text: literalText(['s']), sort: 'relevance', limit: 50, page: 2 },
    { ...base, sort: 'rating' },
    // Facet counts over every school, over a filtered few, and over most of them (counted as what they lack).
    { ...base, facets: ['featured', 'country'] },
    { ...base, featured: true, facets: ['featured', 'certified'], fixedFilters: ['certified'] },
    { ...base, text: literalText(['s']), sort: 'relevance', facets: ['featured'] },
    // Each facet of three own filters counted over the other two, `featured` among them: counts kept with pairs of values,
    // one pair (the last flipped school's country and certification) holding a school whose flag changes after it is counted.
    { ...base, countries: [flipped.country], certified: flipped.certified, featured: true, facets: ['featured', 'country', 'certified'] },
    // The featured facet alone over a match that is no list of the index: counted by its own combinations.
    { ...base, countries: [flipped.country], certified: flipped.certified, facets: ['featured'] },
  ];
}

async function pages(schools: SchoolRepository, dataset: Dataset) {
  return Promise.all(queries(dataset).map(async (query) => {
    const page = await schools.search(query);
    return { total: page.total, ids: page.items.map((school) => school.id), featured: page.items.map((school) => school.featured), facets: page.facets };
  }));
}

/** Deterministic flips: featured schools lose it, others gain it, in an order that mixes both. */
function flipsOf(dataset: Dataset, count: number): Array<{ id: number; featured: boolean }> {
  const flips: Array<{ id: number; featured: boolean }> = [];
  for (let step = 0; step < count; step += 1) {
    const school = dataset.schools[(step * 37 + 11) % dataset.schools.length]!;
    flips.push({ id: school.id, featured: !school.featured });
  }
  return flips;
}

function rebuiltWith(dataset: Dataset, flips: ReadonlyArray<{ id: number; featured: boolean }>): InMemoryDirectory {
  const copy = structuredClone(dataset);
  for (const { id, featured } of flips) copy.schools.find((school) => school.id === id)!.featured = featured;
  return InMemoryDirectory.fromDataset(copy);
}

describe('a featured change', () => {
  const dataset = generateDataset({ schools: 300, seed: 77 });

  it('updates the embedded engine exactly as a rebuild would, one flip at a time', async () => {
    const live = InMemoryDirectory.fromDataset(structuredClone(dataset));
    const flips = flipsOf(dataset, FLIPS);
    for (let applied = 1; applied <= flips.length; applied += 1) {
      const flip = flips[applied - 1]!;
      assert.equal(await live.featuredSchools.setFeatured(flip.id, flip.featured, AT), !flip.featured);
      if (applied % 6 === 0) assert.deepEqual(await pages(live.schools, dataset), await pages(rebuiltWith(dataset, flips.slice(0, applied)).schools, dataset), `after ${applied} flips`);
    }
  });

  it('changes the record and its updatedAt, and nothing for an unchanged flag or an unknown school', async () => {
    const live = InMemoryDirectory.fromDataset(structuredClone(dataset));
    const school = dataset.schools.find((record) => !record.featured)!;
    assert.equal(await live.featuredSchools.setFeatured(school.id, false, AT), false);
    assert.equal((await live.schools.findById(school.id))?.updatedAt, school.updatedAt);
    assert.equal(await live.featuredSchools.setFeatured(school.id, true, AT), false);
    const changed = await live.schools.findBySlug(school.slug);
    assert.deepEqual([changed?.featured, changed?.updatedAt], [true, new Date(AT).toISOString()]);
    assert.ok(Object.isFrozen(changed));
    assert.equal(await live.featuredSchools.setFeatured(999_999, true, AT), null);
  });

  it('updates MongoDB (the adapter on the mingo stand-in) like the embedded engine', async () => {
    const mingo = new MingoDb();
    const db = mingo.asDb();
    await ensureIndexes(db);
    await loadDirectory(db, { resorts: () => dataset.resorts, schools: () => dataset.schools, instructors: () => dataset.instructors }, { batchSize: 97 });
    const mongo = mongoRepositories(db);
    const memory = InMemoryDirectory.fromDataset(structuredClone(dataset));
    const apply = async (featured: FeaturedSchools, flips: ReadonlyArray<{ id: number; featured: boolean }>) => {
      const previous = [];
      for (const flip of flips) previous.push(await featured.setFeatured(flip.id, flip.featured, AT));
      return previous;
    };
    const flips = flipsOf(dataset, 12);
    assert.deepEqual(await apply(mongo.featuredSchools, flips), await apply(memory.featuredSchools, flips));
    assert.deepEqual(await pages(mongo.schools, dataset), await pages(memory.schools, dataset));
    assert.equal(await mongo.featuredSchools.setFeatured(999_999, true, AT), null);
    assert.equal(await mongo.featuredSchools.setFeatured(flips[0]!.id, flips[0]!.featured, AT), flips[0]!.featured);
    assert.equal((await mongo.schools.findById(flips[0]!.id))?.updatedAt, new Date(AT).toISOString());
  });

  it('comes with a seeded subscription for every featured school on both backends', async () => {
    const featured = dataset.schools.filter((school) => school.featured);
    const mingo = new MingoDb();
    const db = mingo.asDb();
    await ensureIndexes(db);
    const source = { resorts: () => dataset.resorts, schools: () => dataset.schools, instructors: () => dataset.instructors };
    await loadDirectory(db, source, { batchSize: 97 });
    const mongo = mongoRepositories(db);
    const memory = InMemoryDirectory.fromDataset(structuredClone(dataset));
    for (const school of featured) {
      const [inMongo, inMemory] = [await mongo.payments.findSubscription(school.id), await memory.payments.findSubscription(school.id)];
      assert.deepEqual(inMongo, inMemory);
      assert.deepEqual([inMemory?.plan, inMemory?.status], ['featured', 'active']);
    }
    assert.equal(mingo.collection(PAYMENT_COLLECTIONS.schoolSubscriptions).docs.length, featured.length);
    // A reload keeps what the receiver stored since.
    const first = featured[0]!;
    const stored = (await mongo.payments.findSubscription(first.id))!;
    await mongo.payments.saveSubscription({ ...stored, status: 'canceled', lastEventId: 'evt_Real', recentEventIds: ['evt_Real'] }, stored.lastEventId);
    await loadDirectory(db, source, { batchSize: 97 });
    assert.equal((await mongo.payments.findSubscription(first.id))?.status, 'canceled');
    assert.equal(mingo.collection(PAYMENT_COLLECTIONS.schoolSubscriptions).docs.length, featured.length);
  });
});
