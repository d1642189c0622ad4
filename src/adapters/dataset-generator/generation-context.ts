/**
 * The fixed frame every generated block shares, and the first step of each
 * block: which resorts its schools teach at. Schools come in blocks so that a
 * block can be regenerated alone (the CLI walks the data twice instead of
 * holding a million schools) while still letting neighbouring schools in the
 * same resort share instructors.
 */
import type { ResortSummary } from '../../domain/records.js';
import { assertDatasetOptions, type DatasetOptions } from './dataset.js';
import { ListTrie } from './intern.js';
import { Random, deriveSeed } from './random.js';
import { RESORT_CATALOG, type CatalogResort } from './resort-catalog.js';
import { slugify } from './slug.js';

export const BLOCK_SIZE = 16;

/** Stream numbers for deriveSeed, one per independent decision of a block. */
export const STREAM = { resorts: 1, schools: 2, presentation: 3, roster: 4, people: 5 } as const;

export interface GenerationContext {
  readonly seed: number;
  readonly schoolCount: number;
  readonly blockCount: number;
  readonly catalog: readonly CatalogResort[];
  readonly resortSummaries: readonly ResortSummary[];
  /** Prefix sums of resort popularity, for weighted draws. */
  readonly resortWeights: Float64Array;
  /** Catalog indexes of resorts in the same country within reach, per resort. */
  readonly neighbours: readonly (readonly number[])[];
}

const NEIGHBOUR_KM = 45;

/** Throws RangeError for options generateDataset would refuse. */
export function createGenerationContext(options: DatasetOptions): GenerationContext {
  assertDatasetOptions(options);
  const { schools, seed } = options;
  const catalog = RESORT_CATALOG;
  const weights = new Float64Array(catalog.length);
  let total = 0;
  catalog.forEach((resort, index) => {
    // Bigger mountains host more schools: vertical drop is a fair proxy for size.
    total += 5 + (resort.summitElevation - resort.baseElevation) / 100;
    weights[index] = total;
  });
  return {
    seed,
    schoolCount: schools,
    blockCount: Math.ceil(schools / BLOCK_SIZE),
    catalog,
    resortSummaries: catalog.map((resort, index) => Object.freeze({ id: index + 1, slug: slugify(resort.name, 'resort'), name: resort.name })),
    resortWeights: weights,
    neighbours: catalog.map((resort, index) =>
      catalog.flatMap((other, otherIndex) =>
        otherIndex !== index && other.country === resort.country && distanceKm(resort, other) <= NEIGHBOUR_KM ? [otherIndex] : [],
      ),
    ),
  };
}

const resortLists = new WeakMap<GenerationContext, ListTrie<number, ResortSummary>>();

/**
 * The summaries of the resorts at catalog `indexes`, one shared, frozen list per combination:
 * 100k schools list about 1,000 different ones.
 */
export function resortListOf(context: GenerationContext, indexes: readonly number[]): ResortSummary[] {
  let lists = resortLists.get(context);
  if (lists === undefined) resortLists.set(context, (lists = new ListTrie()));
  return lists.get(indexes, () => indexes.map((index) => context.resortSummaries[index] as ResortSummary));
}

/** Number of schools in a block (the last one may be short). */
export function blockLength(context: GenerationContext, block: number): number {
  return Math.min(BLOCK_SIZE, context.schoolCount - block * BLOCK_SIZE);
}

/**
 * Catalog indexes of the resorts each school of the block lists, primary
 * first. Cheap on purpose: the CLI runs it over every block to count schools
 * per resort before writing any school.
 */
export function assignBlockResorts(context: GenerationContext, block: number): number[][] {
  const random = new Random(deriveSeed(context.seed, block, STREAM.resorts));
  const assignments: number[][] = [];
  for (let index = 0; index < blockLength(context, block); index += 1) {
    const previous = assignments[index - 1];
    // Schools cluster: a neighbour in the block often works the same resort.
    const primary = previous !== undefined && random.chance(0.3) ? (previous[0] as number) : random.weightedIndex(context.resortWeights);
    const nearby = context.neighbours[primary] ?? [];
    const extra = nearby.length > 0 && random.chance(0.15) ? random.sample(nearby, random.int(1, Math.min(2, nearby.length))) : [];
    assignments.push([primary, ...extra]);
  }
  return assignments;
}

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * radians;
  const dLng = (b.lng - a.lng) * radians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
