/**
 * What joining a page and working out its ETag costs when the records'
 * memory is out of the processor's caches, as it is between requests over
 * HTTP: by a hash of the page's bytes, or by a hash of its digest form
 * (each record's bytes replaced by the digest kept beside them:
 * src/adapters/http/json-body.ts taggedBytes). In a loop the digest form
 * wins, as everything it reads stays in the caches; here, before each page,
 * `--flush-mb` megabytes are written through the caches, and the pages
 * rotate through a directory's records. The crossover this reports is what
 * DIGEST_FORM_MIN_BYTES (json-body.ts) is set from (docs/performance.md,
 * session 50). Each case: `--pages` pages of random records of one kind,
 * remembered once, then `--rounds` passes over them each way, the order
 * of the two ways swapped every pass; the median and p90 of every page's
 * time. It prints; it asserts nothing.
 *
 *   node dist/bench/page-tag.bench.js [--schools 100000] [--flush-mb 8] [--pages 400] [--rounds 6] [--seed 42]
 */
import { generateDataset } from '../src/adapters/dataset-generator/generate-dataset.js';
import { listBody } from '../src/adapters/http/envelope.js';
import { entityTag } from '../src/adapters/http/browser/validated-answer.js';
import { DIGEST_FORM_MIN_BYTES, type JsonBody } from '../src/adapters/http/json-body.js';
import { freezeDataset } from '../src/adapters/persistence/memory/freeze-dataset.js';
import { presentInstructor, presentResort, presentSchool } from '../src/adapters/presenters/record-presenters.js';
import { benchOptions } from './options.js';
import { printTable } from './report.js';

const { values } = benchOptions({
  options: {
    schools: { type: 'string', default: '100000' },
    'flush-mb': { type: 'string', default: '8' },
    pages: { type: 'string', default: '400' },
    rounds: { type: 'string', default: '6' },
    seed: { type: 'string', default: '42' },
  },
}, import.meta.url);
const [schools, flushMegabytes, pageCount, rounds, seed] = [values.schools, values['flush-mb'], values.pages, values.rounds, values.seed].map(Number) as [number, number, number, number, number];

const started = performance.now();
// Frozen, as the embedded engine's records are: only those are remembered with their digests.
const { schools: schoolRecords, instructors, resorts } = freezeDataset(generateDataset({ schools, seed }));
console.log(`${schoolRecords.length} schools, ${instructors.length} instructors, ${resorts.length} resorts, generated in ${((performance.now() - started) / 1000).toFixed(1)} s; ${flushMegabytes} MB written through the caches before each page`);

/** Written through before each page: larger than the second-level caches, and with 32 MB than the third. */
const flush = new Int32Array((flushMegabytes * 1_048_576) / 4);
const CACHE_LINE_INTS = 16;

function flushCaches(): void {
  for (let at = 0; at < flush.length; at += CACHE_LINE_INTS) flush[at] = (flush[at] as number) + 1;
}

/** A fixed sequence, so that every run draws the same pages. */
function drawer(from: number): (below: number) => number {
  let state = from >>> 0;
  return (below) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state % below;
  };
}

type Way = (body: JsonBody) => string;
/** Each way joins the page (as every answer does) and hashes what it tags. */
const WAYS: ReadonlyArray<[string, Way]> = [
  ['bytes', (body) => entityTag(body.bytes())],
  ['digest form', (body) => {
    body.bytes();
    return entityTag(body.taggedBytes());
  }],
];

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function measure<T>(name: string, records: readonly T[], present: (record: T) => unknown, perPage: number): string[] {
  const draw = drawer(seed + perPage);
  const pages = Array.from({ length: pageCount }, () => Array.from({ length: perPage }, () => records[draw(records.length)] as T));
  // Every record's bytes and digest made once, as a running service has them.
  for (const page of pages) listBody(page, present).bytes();
  const times = new Map<string, number[]>(WAYS.map(([way]) => [way, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [way, tag] of round % 2 === 0 ? WAYS : [...WAYS].reverse()) {
      const samples = times.get(way) as number[];
      for (let at = 0; at < pages.length; at += 1) {
        const body = listBody(pages[(at * 7 + round) % pages.length] as T[], present);
        flushCaches();
        const from = performance.now();
        tag(body);
        samples.push((performance.now() - from) * 1000);
      }
    }
  }
  const bytes = listBody(pages[0] as T[], present).bytes().length;
  const [byBytes, byDigests] = WAYS.map(([way]) => [...(times.get(way) as number[])].sort((a, b) => a - b)) as [number[], number[]];
  return [name, `${(bytes / 1024).toFixed(1)} KB`, quantile(byBytes, 0.5).toFixed(1), quantile(byBytes, 0.9).toFixed(1),
    quantile(byDigests, 0.5).toFixed(1), quantile(byDigests, 0.9).toFixed(1), (quantile(byDigests, 0.5) / quantile(byBytes, 0.5)).toFixed(2),
    bytes < DIGEST_FORM_MIN_BYTES ? 'bytes' : 'digest form'];
}

const rows = [
  ['page', 'body', 'bytes p50 µs', 'p90', 'digest form p50 µs', 'p90', 'digest ÷ bytes', 'tagged now by'],
  measure('10 resorts', resorts, presentResort, 10),
  measure('10 instructors', instructors, presentInstructor, 10),
  measure('20 instructors', instructors, presentInstructor, 20),
  measure('20 schools', schoolRecords, presentSchool, 20),
  measure('35 schools', schoolRecords, presentSchool, 35),
  measure('50 schools', schoolRecords, presentSchool, 50),
  measure('100 schools', schoolRecords, presentSchool, 100),
];
printTable(rows);
