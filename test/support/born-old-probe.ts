/**
 * Run in a process of its own (`node --expose-gc --max-semi-space-size=1`)
 * by objects-born-old.test.ts: for each case, rounds of things made and
 * kept, each followed by many things made per request and dropped at once,
 * read as how much more the old generation grew for each of those than for
 * what it is made from alone (about 22 bytes a Buffer from Node's pool, for
 * one, whatever the code does). It prints one line of JSON: for each case,
 * the most a round read, in bytes an answer or a search's counts.
 *
 * Semi-spaces of 1 MB make V8 weigh its literals within a few thousand
 * objects; in the service, at 100k schools, seconds of lookups did.
 */
import { getHeapSpaceStatistics } from 'node:v8';
import { generateDataset } from '../../src/adapters/dataset-generator/generate-dataset.js';
import { validated } from '../../src/adapters/http/browser/validated-answer.js';
import { JsonBody } from '../../src/adapters/http/json-body.js';
import { FacetValues } from '../../src/adapters/persistence/memory/facet-values.js';
import { SCHOOL_FACETS } from '../../src/domain/facets.js';

const ROUNDS = 3;
const MADE = 100_000;

const collect = (globalThis as { gc?: () => void }).gc;
if (collect === undefined) throw new Error('run with --expose-gc');

function oldGenerationUsed(): number {
  return getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.space_used_size ?? 0;
}

/** The old generation's growth per call of `make`, called `calls` times with nothing kept, after a full collection. */
function oldBytesPerCall(make: () => unknown, calls = MADE): number {
  collect!();
  const before = oldGenerationUsed();
  for (let at = 0; at < calls; at += 1) make();
  return (oldGenerationUsed() - before) / calls;
}

/** Rounds of `keep`, each followed by the old-generation bytes a `made` leaves beyond a `madeFrom`: the most a round read. */
function bornOld(keep: () => void, made: () => unknown, madeFrom: () => unknown, calls = MADE): number {
  let most = -Infinity;
  for (let round = 0; round < ROUNDS; round += 1) {
    keep();
    most = Math.max(most, oldBytesPerCall(made, calls) - oldBytesPerCall(madeFrom, calls));
  }
  return most;
}

const kept: unknown[] = [];

const PART = Buffer.from(JSON.stringify({ name: 'x'.repeat(300) }));
const SECOND_PART = Buffer.from('{"id":1}');
const answers = bornOld(
  () => {
    for (let at = 0; at < 30_000; at += 1) kept.push(validated(new JsonBody([PART, Buffer.from(String(kept.length))], { lasting: true })));
  },
  () => validated(new JsonBody([PART, SECOND_PART]), true),
  () => new JsonBody([PART, SECOND_PART]).bytes(true),
);

// Pairs of a country or a language with another (about 700, fewer than FacetValues keeps), each round over new facet
// values, so that each keeps counts anew.
const { schools } = generateDataset({ schools: 2_000, seed: 7 });
let facetValues = new FacetValues(schools);
const listOf = (test: (doc: number) => boolean): Uint32Array => Uint32Array.from(schools.keys()).filter(test);
const valueLists = [
  ...[...new Set(schools.map((school) => school.country))].map((country) => listOf((doc) => schools[doc]!.country === country)),
  ...[...new Set(schools.flatMap((school) => school.languages))].map((language) => listOf((doc) => schools[doc]!.languages.includes(language))),
].filter((list) => list.length > 0);
const everyOther = listOf((doc) => doc % 2 === 0);
const facetCounts = bornOld(
  () => {
    facetValues = new FacetValues(schools);
    for (let first = 0; first < valueLists.length; first += 1) {
      for (let second = first + 1; second < valueLists.length; second += 1) {
        for (const facet of SCHOOL_FACETS) kept.push(facetValues.publishedOverFilters(facet, valueLists[first]!, valueLists[second]!));
      }
    }
  },
  () => facetValues.published(SCHOOL_FACETS, facetValues.tally(SCHOOL_FACETS, everyOther)),
  () => facetValues.tally(SCHOOL_FACETS, everyOther),
  20_000,
);

process.stdout.write(`${JSON.stringify({ answers, facetCounts, kept: kept.length, valueLists: valueLists.length })}\n`);
