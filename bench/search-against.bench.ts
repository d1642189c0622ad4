/**
 * This build's embedded engine against another checkout's, in one process:
 * each query of the in-process set (search-cases.ts) run in rounds on one
 * build and then the other, the order swapped every round, and the ratio
 * read from the pairs of rounds, so that what the machine does meanwhile
 * (its drift, another tenant) weighs on both alike. Runs of one build after
 * the other cannot tell a change of a few per cent from this machine's noise
 * (docs/performance.md); over HTTP, http.bench.ts --against does the same.
 * It prints; it asserts nothing.
 *
 *   git worktree add ../before HEAD~1 && (cd ../before && npm ci && npm run build)
 *   npm run build && node dist/bench/search-against.bench.js --against ../before
 *     [--size 100000] [--rounds 12] [--calls 300] [--queries substring,...]
 *
 * The other checkout must have the modules this file imports from its own
 * build (dist/src/...) under the same names. Each build generates its own
 * directory with the same seed; when their generators differ, the two
 * directories differ, and the run says so before measuring. Two
 * directories of 100k schools take about 1 GB; a million is beyond it.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateDataset } from '../src/adapters/dataset-generator/generate-dataset.js';
import { InMemoryDirectory } from '../src/adapters/persistence/memory/in-memory-directory.js';
import { SearchSchools } from '../src/application/use-cases/search-schools.js';
import { SCHOOL_FACETS } from '../src/domain/facets.js';
import { words } from '../src/domain/text.js';
import { literalText, NO_TEXT } from '../src/domain/text-query.js';
import { queryCases, type EngineBuild, type QueryCase } from './search-cases.js';

const { values: options } = parseArgs({
  options: {
    against: { type: 'string' },
    size: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '12' },
    calls: { type: 'string', default: '300' },
    queries: { type: 'string', default: '' },
    seed: { type: 'string', default: '42' },
  },
});
/** Rounds discarded before measuring: the first calls compile the engine and fill its caches. */
const WARM_UP_ROUNDS = 2;

if (options.against === undefined) {
  // `npm run bench` runs every benchmark; this one needs a second checkout to compare with.
  console.log('search-against: skipped, it needs --against DIR (a checkout built with npm run build)');
  process.exit(0);
}
const schools = Number(options.size);
const seed = Number(options.seed);
const [rounds, calls] = [Number(options.rounds), Number(options.calls)];
const wanted = options.queries.split(',').filter((part) => part !== '');

/** The same modules as this build's, from the other checkout's build. */
async function otherBuild(checkout: string): Promise<EngineBuild> {
  const module = async <T>(path: string): Promise<T> => (await import(resolve(checkout, 'dist/src', path))) as T;
  const generator = await module<{ generateDataset: typeof generateDataset }>('adapters/dataset-generator/generate-dataset.js');
  const engine = await module<{ InMemoryDirectory: typeof InMemoryDirectory }>('adapters/persistence/memory/in-memory-directory.js');
  const useCase = await module<{ SearchSchools: typeof SearchSchools }>('application/use-cases/search-schools.js');
  const facets = await module<{ SCHOOL_FACETS: typeof SCHOOL_FACETS }>('domain/facets.js');
  const text = await module<{ words: typeof words }>('domain/text.js');
  const textQuery = await module<{ literalText: typeof literalText; NO_TEXT: typeof NO_TEXT }>('domain/text-query.js');
  const dataset = generator.generateDataset({ schools, seed });
  return {
    dataset, directory: engine.InMemoryDirectory.fromDataset(dataset), SearchSchools: useCase.SearchSchools,
    literalText: textQuery.literalText, NO_TEXT: textQuery.NO_TEXT, words: text.words, SCHOOL_FACETS: facets.SCHOOL_FACETS,
  };
}

function thisBuild(): EngineBuild {
  const dataset = generateDataset({ schools, seed });
  return { dataset, directory: InMemoryDirectory.fromDataset(dataset), SearchSchools, literalText, NO_TEXT, words, SCHOOL_FACETS };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Microseconds a call over `calls` calls, counting on from `from` for queries that rotate. */
async function timedRound([, run]: QueryCase, from: number): Promise<number> {
  const started = performance.now();
  for (let call = from; call < from + calls; call += 1) await run(call);
  return ((performance.now() - started) * 1000) / calls;
}

const builds = [thisBuild(), await otherBuild(options.against)] as const;
const [mine, theirs] = [queryCases(builds[0]), queryCases(builds[1])];
if (JSON.stringify(builds[0].dataset.schools[0]) !== JSON.stringify(builds[1].dataset.schools[0]) || builds[0].dataset.instructors.length !== builds[1].dataset.instructors.length) {
  console.log('The two builds generate different directories from the same seed: their figures are of different data.');
}
console.log(`In process, ${schools} schools: this build against ${options.against}, ${rounds - WARM_UP_ROUNDS} pairs of rounds of ${calls} calls (after ${WARM_UP_ROUNDS} discarded), the order swapped each round.`);
console.log('÷ other build: the other build\'s time over this one\'s, by the median of the pairs; above 1.00, this build is the faster.\n');

const rows: string[][] = [['query', 'µs, this build', 'µs, other build', '÷ other build']];
const sets = [['issue 17 set', 'issue17'], ['earlier queries', 'earlier'], ['typed a letter at a time', 'typing']] as const;
for (const [title, key] of sets) {
  const cases = mine[key].map((entry, at) => [entry, theirs[key][at] as QueryCase] as const)
    .filter(([[name]]) => wanted.length === 0 || wanted.some((part) => name.includes(part)));
  if (cases.length > 0) rows.push([`-- ${title}`, '', '', '']);
  for (const pair of cases) {
    const times: [number[], number[]] = [[], []];
    for (let round = 0; round < rounds; round += 1) {
      // Alternate which goes first, so that neither always runs on caches the other just warmed or cooled.
      for (const side of round % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const)) {
        const micros = await timedRound(pair[side], round * calls);
        if (round >= WARM_UP_ROUNDS) times[side].push(micros);
      }
    }
    const ratios = times[0].map((micros, at) => (times[1][at] as number) / micros);
    rows.push([pair[0][0], median(times[0]).toFixed(2), median(times[1]).toFixed(2), median(ratios).toFixed(2)]);
  }
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
