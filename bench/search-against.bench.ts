/**
 * This build's embedded engine against another checkout's, in one process:
 * each query of the in-process set (search-cases.ts) run in rounds on one
 * build and then the other, so that what the machine does meanwhile (its
 * drift, another tenant) weighs on both alike. Runs of one build after the
 * other cannot tell a change of a few per cent from this machine's noise
 * (docs/performance.md); over HTTP, http.bench.ts --against does the same.
 * It prints; it asserts nothing.
 *
 *   git worktree add ../before HEAD~1 && (cd ../before && npm ci && npm run build)
 *   npm run build && node --expose-gc dist/bench/search-against.bench.js --against ../before
 *     [--size 100000] [--rounds 10] [--round-ms 20] [--queries substring,...] [--seed 42]
 *
 * How it reads: before timing a query, each build answers it twice, and a
 * query whose answers differ (another total, other records) is marked, as
 * its two figures are then of different work. Each query first runs
 * unmeasured rounds for WARM_UP_MS; then each round calls it as many times
 * on each build (enough for --round-ms on the slower), the order swapped
 * every round, and each pair of rounds, one in each order, gives one ratio
 * (the geometric mean of the two), so that neither build always follows
 * itself. The ratio printed is the median of the pairs'. Collections run before each query (with
 * --expose-gc), not in its rounds. Text queries hit each build's prefix
 * cache after the first round, as a person's keystrokes do: the figures are
 * of the cached path, as search-schools.bench.ts's columns after the cold
 * one are.
 *
 * The other checkout's query set is a copy of this one's module of its own,
 * so that the two builds' calls do not share what V8 learns at a call site.
 * A checkout compared with itself (a second worktree of HEAD) shows the
 * noise a ratio must exceed to be read. The other checkout must have, built,
 * the modules imported below under the same names. Each build generates its
 * own directory with the same seed; two of 100k schools take about 1 GB.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { generateDataset } from '../src/adapters/dataset-generator/generate-dataset.js';
import { InMemoryDirectory } from '../src/adapters/persistence/memory/in-memory-directory.js';
import { SearchSchools } from '../src/application/use-cases/search-schools.js';
import { SCHOOL_FACETS } from '../src/domain/facets.js';
import { words } from '../src/domain/text.js';
import { literalText, NO_TEXT } from '../src/domain/text-query.js';
import { matchesFilter, median, printTable } from './report.js';
import { queryCases, type EngineBuild, type QueryCase, type QueryCases } from './search-cases.js';

const { values: options } = parseArgs({
  // `npm run bench -- search 100000 1` hands every matching benchmark search-schools' positional arguments.
  allowPositionals: true,
  options: {
    against: { type: 'string' },
    size: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '10' },
    'round-ms': { type: 'string', default: '20' },
    queries: { type: 'string', default: '' },
    seed: { type: 'string', default: '42' },
  },
});
/**
 * How long each query runs, in rounds, before any is measured: the first calls compile both builds' code and
 * fill their caches, and a query's first few rounds read up to ten times its settled time.
 */
const WARM_UP_MS = 400;
/** Calls that time a query once, to size its first warm-up round. */
const PROBE_CALLS = 50;

if (options.against === undefined) {
  // `npm run bench` runs every benchmark; this one needs a second checkout to compare with.
  console.log('search-against: skipped, it needs --against DIR (a checkout built with npm run build)');
  process.exit(0);
}
const checkout = resolve(options.against);
const [schools, seed, roundMs] = [Number(options.size), Number(options.seed), Number(options['round-ms'])];
// Whole pairs of rounds, so that each order is measured as often.
const rounds = 2 * Math.ceil(Math.max(2, Number(options.rounds)) / 2);
if (![schools, seed, roundMs, rounds].every(Number.isFinite) || schools < 1 || roundMs <= 0) {
  console.error('search-against: --size, --rounds, --round-ms and --seed take numbers (a size of at least 1, a positive --round-ms)');
  process.exit(1);
}
if (!existsSync(resolve(checkout, 'dist/src'))) {
  console.error(`search-against: ${checkout} has no build (dist/src): run npm ci && npm run build there first`);
  process.exit(1);
}

/** The other checkout's build of a module this file imports, by its path under dist/src. */
async function theirs<T>(path: string, names: readonly (keyof T & string)[]): Promise<T> {
  const module = (await import(pathToFileURL(resolve(checkout, 'dist/src', path)).href)) as T;
  const missing = names.filter((name) => (module as Record<string, unknown>)[name] === undefined);
  if (missing.length > 0) throw new Error(`${checkout}: dist/src/${path} has no ${missing.join(', ')}`);
  return module;
}

async function otherBuild(): Promise<EngineBuild> {
  const generator = await theirs<{ generateDataset: typeof generateDataset }>('adapters/dataset-generator/generate-dataset.js', ['generateDataset']);
  const engine = await theirs<{ InMemoryDirectory: typeof InMemoryDirectory }>('adapters/persistence/memory/in-memory-directory.js', ['InMemoryDirectory']);
  const useCase = await theirs<{ SearchSchools: typeof SearchSchools }>('application/use-cases/search-schools.js', ['SearchSchools']);
  const facets = await theirs<{ SCHOOL_FACETS: typeof SCHOOL_FACETS }>('domain/facets.js', ['SCHOOL_FACETS']);
  const text = await theirs<{ words: typeof words }>('domain/text.js', ['words']);
  const textQuery = await theirs<{ literalText: typeof literalText; NO_TEXT: typeof NO_TEXT }>('domain/text-query.js', ['literalText', 'NO_TEXT']);
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

/** What an answer is, for telling whether two builds did the same work: its total and records' ids, a record's id, or nothing. */
function answerOf(result: unknown): string {
  if (result === null || result === undefined) return 'none';
  const { total, items, id } = result as { total?: number; items?: ReadonlyArray<{ id?: unknown }>; id?: unknown };
  if (items !== undefined) return `${String(total)}: ${items.map((item) => String(item.id)).join(',')}`;
  return String(id ?? JSON.stringify(result).slice(0, 200));
}

/** Milliseconds `calls` calls take, counting on from `from` for queries that rotate. */
async function timed([, run]: QueryCase, from: number, calls: number): Promise<number> {
  const started = performance.now();
  for (let call = from; call < from + calls; call += 1) await run(call);
  return performance.now() - started;
}

// The other build first: a checkout that cannot be loaded fails before this one's directory is built.
const other = await otherBuild();
const builds = [thisBuild(), other] as const;
// A module of its own for the other build's queries: a copy's call sites learn only what that build's objects are.
const otherCases = (await import(new URL('./search-cases.js?against', import.meta.url).href)) as { queryCases: typeof queryCases };
const cases: readonly [QueryCases, QueryCases] = [queryCases(builds[0]), otherCases.queryCases(builds[1])];
globalThis.gc?.();

console.log(`In process, ${schools} schools: this build against ${checkout}; per query, ${rounds / 2} pairs of rounds (the order swapped within each) after ${WARM_UP_MS} ms of warm-up, a round at least ${roundMs} ms on either build.`);
console.log('÷ other build: the other build\'s time over this one\'s, the median of the pairs; above 1.00, this build is the faster. ≠: the builds\' answers differ.\n');
if (globalThis.gc === undefined) console.log('(Run with node --expose-gc to collect before each query rather than within its rounds.)\n');

const rows: string[][] = [['query', 'calls a round', 'µs, this build', 'µs, other build', '÷ other build']];
const differing: string[] = [];
for (const [at, { title, cases: mine }] of cases[0].sections.entries()) {
  const pairs = mine.map((entry, index) => [entry, cases[1].sections[at]?.cases[index] as QueryCase] as const).filter(([[name]]) => matchesFilter(name, options.queries));
  if (pairs.length > 0) rows.push([`-- ${title}`, '', '', '', '']);
  for (const pair of pairs) {
    const [name] = pair[0];
    // One at a time: a search's working memory is its engine's until it has answered.
    const answers: string[] = [];
    for (const [, run] of pair) for (const call of [0, 1]) answers.push(answerOf(await run(call)));
    const same = answers[0] === answers[2] && answers[1] === answers[3];
    if (!same) differing.push(name);
    globalThis.gc?.();
    // As many calls on each build in a round, enough for roundMs on the slower of the two: sized from a probe,
    // and again after each warm-up round, so that the measured rounds are sized on both builds compiled.
    const perCallMs: [number, number] = [0, 0];
    for (const side of [0, 1] as const) perCallMs[side] = (await timed(pair[side], 0, PROBE_CALLS)) / PROBE_CALLS;
    const callsFor = () => Math.max(PROBE_CALLS, Math.ceil(roundMs / Math.max(...perCallMs, 1e-4)));
    const round = async (at: number, calls: number, measured?: [number[], number[]]) => {
      // The order swapped every round, so that neither build always follows itself.
      for (const side of at % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const)) {
        const ms = await timed(pair[side], at * calls, calls);
        perCallMs[side] = ms / calls;
        measured?.[side].push((ms * 1000) / calls);
      }
    };
    const warmUpEnds = performance.now() + WARM_UP_MS;
    let at = 0;
    while (at < 2 || performance.now() < warmUpEnds) await round(at++, callsFor());
    const calls = callsFor();
    const micros: [number[], number[]] = [[], []];
    for (let measured = 0; measured < rounds; measured += 1) await round(at++, calls, micros);
    const ratios: number[] = [];
    for (let round = 0; round + 1 < micros[0].length; round += 2) {
      ratios.push(Math.sqrt(((micros[1][round] as number) / (micros[0][round] as number)) * ((micros[1][round + 1] as number) / (micros[0][round + 1] as number))));
    }
    rows.push([`${same ? '' : '≠ '}${name}`, String(calls), median(micros[0]).toFixed(2), median(micros[1]).toFixed(2), median(ratios).toFixed(2)]);
  }
}
printTable(rows);
if (differing.length > 0) console.log(`\n≠ The builds answer differently (another total or other records): ${differing.join('; ')}.`);
