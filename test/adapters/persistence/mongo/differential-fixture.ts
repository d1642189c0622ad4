/**
 * The two engines side by side over one dataset: the embedded engine, and
 * the Mongo adapters on the mingo stand-in, filled by the real loader (the
 * adapter's own mappers and derived-count pipelines). Plus query
 * arbitraries drawn from the dataset's own vocabulary, so most generated
 * queries match something and every filter value that exists gets drawn.
 */
import fc from 'fast-check';
import type { Dataset } from '../../../../src/adapters/dataset-generator/dataset.js';
import { InMemoryDirectory } from '../../../../src/adapters/persistence/memory/in-memory-directory.js';
import { loadDirectory } from '../../../../src/adapters/persistence/mongo/load/directory-loader.js';
import { ensureIndexes } from '../../../../src/adapters/persistence/mongo/indexes.js';
import { mongoRepositories } from '../../../../src/adapters/persistence/mongo/mongo-repositories.js';
import { distinctWords } from '../../../../src/domain/text.js';
import type { SchoolRepository } from '../../../../src/application/ports/school-repository.js';
import type { ResortRepository } from '../../../../src/application/ports/resort-repository.js';
import type { InstructorRepository } from '../../../../src/application/ports/instructor-repository.js';
import type { CategoryRepository } from '../../../../src/application/ports/category-repository.js';
import type { CountryRepository } from '../../../../src/application/ports/country-repository.js';
import { MingoDb } from './mingo-db.js';

export interface Directory {
  schools: SchoolRepository;
  resorts: ResortRepository;
  instructors: InstructorRepository;
  categories: CategoryRepository;
  countries: CountryRepository;
}

/** Loads `dataset` (never mutated: the embedded engine gets its own copy) into the mingo-backed Mongo adapters. */
export async function mongoOnMingo(dataset: Dataset): Promise<Directory> {
  const db = new MingoDb().asDb();
  await ensureIndexes(db);
  await loadDirectory(db, { resorts: () => dataset.resorts, schools: () => dataset.schools, instructors: () => dataset.instructors }, { batchSize: 97 });
  return mongoRepositories(db);
}

export async function bothEngines(dataset: Dataset): Promise<{ memory: Directory; mongo: Directory }> {
  const mongo = await mongoOnMingo(dataset);
  return { memory: InMemoryDirectory.fromDataset(structuredClone(dataset)), mongo };
}

const option = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 3 });

/**
 * A filter list: mostly absent, sometimes empty (which must not filter),
 * otherwise up to three values, usually including the anchor record's own
 * value so that the query still matches something.
 */
export function listOf(values: readonly string[], own: readonly string[] = []): fc.Arbitrary<string[] | undefined> {
  const others = fc.subarray([...values], { minLength: 0, maxLength: 2 });
  const mine = own.length > 0 ? fc.subarray([...own], { minLength: 1, maxLength: 1 }) : fc.constant([]);
  const keepMine = fc.integer({ min: 0, max: 9 }).map((roll) => roll > 0);
  return option(fc.tuple(mine, others, keepMine).map(([a, b, keep]) => (keep ? [...a, ...b] : b)));
}

/**
 * Terms as the parameter rules make them (prefixes of the anchor record's
 * words, so that AND still matches), plus words of other records and careless
 * input (capitals, accents, punctuation) that both engines must fold alike.
 */
export function termsFrom(own: readonly string[], everyone: readonly string[]): fc.Arbitrary<string[]> {
  const prefixOf = (words: readonly string[]) => fc.tuple(fc.constantFrom(...words), fc.integer({ min: 1, max: 12 })).map(([word, length]) => word.slice(0, length));
  const ownWords = distinctWords(own);
  const careless = fc.constantFrom(...own).map((text) => text.slice(0, 12));
  const noise = fc.string({ unit: fc.constantFrom(...'aeioustrzx'), minLength: 1, maxLength: 3 });
  const term = fc.oneof(
    { arbitrary: ownWords.length > 0 ? prefixOf(ownWords) : noise, weight: 20 },
    { arbitrary: prefixOf(everyone), weight: 2 },
    { arbitrary: careless, weight: 1 },
    { arbitrary: noise, weight: 1 },
  );
  return fc.array(term, { maxLength: 3 });
}

/** Pages near the start mostly, sometimes far past the end. */
export const paging = fc.record({
  page: fc.oneof({ arbitrary: fc.constant(1), weight: 10 }, { arbitrary: fc.integer({ min: 2, max: 3 }), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 400 }), weight: 1 }),
  limit: fc.oneof(fc.constantFrom(1, 2, 7, 20, 100), fc.integer({ min: 1, max: 100 })),
});

/** Resort and school references as clients give them: ids, slugs (any case, padded), and unknown ones. */
export function refsOf(records: ReadonlyArray<{ id: number; slug: string }>): string[] {
  return [...records.flatMap((record) => [String(record.id), record.slug]), records[0] ? ` ${records[0].slug.toUpperCase()} ` : 'x', 'nowhere', '999999', '0'];
}

/** A flag that is mostly absent, else mostly the anchor's own value. */
export const flagLike = (own: boolean) => option(fc.integer({ min: 0, max: 4 }).map((roll) => (roll > 0 ? own : !own)));

export const refOf = (record: { id: number; slug: string }): string[] => [String(record.id), record.slug];
