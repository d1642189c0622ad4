/**
 * What joining a page and working out its ETag costs when the records'
 * memory has left the processor's caches, as it has between requests over
 * HTTP: by a hash of the page's bytes, or by a hash of its digest form
 * (each record's bytes, if RECORD_DIGEST_MIN_BYTES or more, replaced by the
 * digest kept beside them: src/adapters/http/json-body.ts taggedBytes; a
 * page of shorter records is its own digest form, its bytes). In a loop the
 * digest form wins, as everything it reads stays in the caches; here,
 * before each page, `--flush-mb` megabytes are written through the caches
 * (cache-flush.ts says how many), and the pages rotate through a
 * directory's records. Its ratios by page size and record are what
 * DIGEST_FORM_MIN_BYTES (json-body.ts) and RECORD_DIGEST_MIN_BYTES
 * (presenters/record-json.ts) are set from (docs/performance.md, sessions
 * 50–52): to weigh shorter records' digests, lower the second and run it
 * again. Each case: up to `--pages` pages of distinct random records of one
 * kind (no more than half of what one generation of remembered records
 * holds, so that none is made again while it is timed), remembered first,
 * then `--rounds` passes over them each way (rounded up to pairs, the order
 * of the two ways swapped within each pair). It prints each way's median
 * and p90 over every page, and the median of the passes' ratios of their
 * medians. It asserts nothing.
 *
 *   node dist/bench/page-tag.bench.js [--schools 100000] [--flush-mb 8] [--pages 400] [--rounds 6] [--seed 42]
 */
import { generateDataset } from '../src/adapters/dataset-generator/generate-dataset.js';
import { Random } from '../src/adapters/dataset-generator/random.js';
import { listBody } from '../src/adapters/http/envelope.js';
import { entityTag } from '../src/adapters/http/browser/validated-answer.js';
import { DIGEST_FORM_MIN_BYTES, type JsonBody } from '../src/adapters/http/json-body.js';
import { freezeDataset } from '../src/adapters/persistence/memory/freeze-dataset.js';
import { REMEMBERED_PER_GENERATION } from '../src/adapters/presenters/record-json.js';
import { presentInstructor, presentResort, presentSchool } from '../src/adapters/presenters/record-presenters.js';
import { cacheFlusher } from './cache-flush.js';
import { benchOptions } from './options.js';
import { median, printTable, quantile } from './report.js';

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
if (![schools, flushMegabytes, pageCount, rounds, seed].every(Number.isInteger) || schools < 1 || flushMegabytes < 0 || pageCount < 1 || rounds < 1) {
  console.error('page-tag: --schools, --pages and --rounds take whole numbers of at least 1, --flush-mb one of at least 0, --seed a whole number');
  process.exit(2);
}

const started = performance.now();
// Frozen, as the embedded engine's records are: only those are remembered with their digests.
const { schools: schoolRecords, instructors, resorts } = freezeDataset(generateDataset({ schools, seed }));
console.log(`${schoolRecords.length} schools, ${instructors.length} instructors, ${resorts.length} resorts, generated in ${((performance.now() - started) / 1000).toFixed(1)} s; ${flushMegabytes} MB written through the caches before each page`);

const flushCaches = cacheFlusher(flushMegabytes);

/** `count` distinct records drawn from `records`, as a page lists each record once. */
function distinctDraw<T>(random: Random, records: readonly T[], count: number): T[] {
  const drawn = new Set<number>();
  while (drawn.size < Math.min(count, records.length)) drawn.add(random.int(0, records.length - 1));
  return [...drawn].map((at) => records[at] as T);
}

/** Each way joins the page, as every answer does, and hashes what it tags. */
const WAYS: ReadonlyArray<[string, (body: JsonBody) => string]> = [
  ['bytes', (body) => entityTag(body.bytes())],
  ['digest form', (body) => entityTag(body.taggedBytes(body.bytes()))],
];

/** The tags made, so that no way's work is left undone. */
let made = 0;

function measure<T>(name: string, records: readonly T[], present: (record: T) => unknown, perPage: number): string[] {
  const random = new Random(seed + perPage);
  const count = Math.max(1, Math.min(pageCount, Math.floor(REMEMBERED_PER_GENERATION / 2 / perPage)));
  const pages = Array.from({ length: count }, () => distinctDraw(random, records, perPage));
  // Every record's bytes and digest made before anything is timed, as a running service has them.
  const sizes = pages.map((page) => listBody(page, present).bytes().length);
  const times = new Map<string, number[]>(WAYS.map(([way]) => [way, []]));
  const passRatios: number[] = [];
  for (let round = 0; round < rounds + (rounds % 2); round += 1) {
    const passMedians = new Map<string, number>();
    for (const [way, tag] of round % 2 === 0 ? WAYS : [...WAYS].reverse()) {
      const pass: number[] = [];
      for (let at = 0; at < pages.length; at += 1) {
        const body = listBody(pages[(at + round) % pages.length] as T[], present);
        flushCaches();
        const from = performance.now();
        made += tag(body).length > 0 ? 1 : 0;
        pass.push((performance.now() - from) * 1000);
      }
      times.get(way)?.push(...pass);
      passMedians.set(way, median(pass));
    }
    passRatios.push((passMedians.get('digest form') as number) / (passMedians.get('bytes') as number));
  }
  const [byBytes, byDigests] = WAYS.map(([way]) => times.get(way) as number[]) as [number[], number[]];
  const atLimit = sizes.filter((size) => size >= DIGEST_FORM_MIN_BYTES).length / sizes.length;
  return [name, String(count), `${(median(sizes) / 1024).toFixed(1)} KB`, `${Math.round(atLimit * 100)}%`,
    quantile(byBytes, 0.5).toFixed(1), quantile(byBytes, 0.9).toFixed(1), quantile(byDigests, 0.5).toFixed(1), quantile(byDigests, 0.9).toFixed(1),
    median(passRatios).toFixed(2)];
}

printTable([
  ['page', 'pages', 'body (median)', 'digest form now', 'bytes p50 µs', 'p90', 'digest form p50 µs', 'p90', 'digest ÷ bytes'],
  measure('10 resorts', resorts, presentResort, 10),
  measure('10 instructors', instructors, presentInstructor, 10),
  measure('20 instructors', instructors, presentInstructor, 20),
  measure('50 instructors', instructors, presentInstructor, 50),
  measure('20 schools', schoolRecords, presentSchool, 20),
  measure('35 schools', schoolRecords, presentSchool, 35),
  measure('50 schools', schoolRecords, presentSchool, 50),
  measure('100 schools', schoolRecords, presentSchool, 100),
]);
console.log(`(${made} tags made; "digest form now": the share of the case's pages DIGEST_FORM_MIN_BYTES tags by their digest form)`);
