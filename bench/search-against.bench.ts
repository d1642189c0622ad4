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
 *     [--size 100000] [--rounds 10] [--round-ms 20] [--queries part,...] [--seed 42] [--cold-mb 16]
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
 * With `--cold-mb`, that many megabytes are written through the processor's
 * caches before each call (cache-flush.ts), untimed, as between requests
 * over HTTP; a round is then at most COLD_CALLS_PER_ROUND calls. A change
 * that reads less memory, rather than doing less work on what a loop keeps
 * in the caches, shows here and not in the warm figures, and the other way
 * round.
 *
 * The other checkout's query set is a copy of this one's module of its own,
 * so that the two builds' calls do not share what V8 learns at a call site.
 * A checkout compared with itself (a second worktree of HEAD) shows the
 * noise a ratio must exceed to be read. The other checkout must have, built,
 * the modules imported below and those MODULE_OF names, under the same names. Each build generates its
 * own directory with the same seed; two of 100k schools take about 1 GB.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateDataset } from '../src/adapters/dataset-generator/generate-dataset.js';
import { InMemoryDirectory } from '../src/adapters/persistence/memory/in-memory-directory.js';
import { cacheFlusher } from './cache-flush.js';
import { median, nameFilter, printTable } from './report.js';
import { queryCases, type EngineBuild, type EngineModules, type QueryCase, type QueryCases } from './search-cases.js';
import { THIS_ENGINE } from './this-engine.js';
import { benchOptions } from './options.js';

const { values: options } = benchOptions({
  // `npm run bench -- search 100000 1` hands every matching benchmark search-schools' positional arguments.
  allowPositionals: true,
  options: {
    against: { type: 'string' },
    size: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '10' },
    'round-ms': { type: 'string', default: '20' },
    queries: { type: 'string', default: '' },
    seed: { type: 'string', default: '42' },
    'cold-mb': { type: 'string', default: '0' },
  },
}, import.meta.url);
/**
 * How long each query runs, in rounds, before any is measured: the first calls compile both builds' code and
 * fill their caches, and a query's first few rounds read up to ten times its settled time.
 */
const WARM_UP_MS = 400;
/** Calls that time a query once, to size its first warm-up round. */
const PROBE_CALLS = 50;
/** With --cold-mb, the most calls a round: each follows a write of megabytes, which a round of fast calls would otherwise spend minutes on. */
const COLD_CALLS_PER_ROUND = 200;

if (options.against === undefined) {
  // `npm run bench` runs every benchmark; this one needs a second checkout to compare with.
  console.log('search-against: skipped, it needs --against DIR (a checkout built with npm run build)');
  process.exit(0);
}
const checkout = resolve(options.against);
const [schools, seed, roundMs, coldMegabytes] = [Number(options.size), Number(options.seed), Number(options['round-ms']), Number(options['cold-mb'])];
// Whole pairs of rounds, so that each order is measured as often.
const rounds = 2 * Math.ceil(Math.max(2, Number(options.rounds)) / 2);
if (![schools, seed, roundMs, rounds].every(Number.isFinite) || schools < 1 || roundMs <= 0 || !Number.isInteger(coldMegabytes) || coldMegabytes < 0) {
  console.error('search-against: --size, --rounds, --round-ms, --seed and --cold-mb take numbers (a size of at least 1, a positive --round-ms, a whole --cold-mb of at least 0)');
  process.exit(1);
}
const flushCaches = coldMegabytes > 0 ? cacheFlusher(coldMegabytes) : undefined;
if (!existsSync(resolve(checkout, 'dist/src'))) {
  console.error(`search-against: ${checkout} has no build (dist/src): run npm ci && npm run build there first`);
  process.exit(1);
}

/** The other checkout's build of a module, by its path under dist/src, with the exports it must have. */
async function theirs<T>(path: string, names: readonly (keyof T & string)[]): Promise<T> {
  const module = (await import(pathToFileURL(resolve(checkout, 'dist/src', path)).href)) as T;
  const missing = names.filter((name) => (module as Record<string, unknown>)[name] === undefined);
  if (missing.length > 0) throw new Error(`${checkout}: dist/src/${path} has no ${missing.join(', ')}`);
  return module;
}

/** Where each of THIS_ENGINE's functions lives under dist/src, for the other checkout's. */
const MODULE_OF: Readonly<Record<keyof EngineModules, string>> = {
  SearchSchools: 'application/use-cases/search-schools.js',
  GetSchool: 'application/use-cases/get-school.js',
  SCHOOL_FACETS: 'domain/facets.js',
  words: 'domain/text.js',
  literalText: 'domain/text-query.js',
  NO_TEXT: 'domain/text-query.js',
};

async function otherBuild(): Promise<EngineBuild> {
  const generator = await theirs<{ generateDataset: typeof generateDataset }>('adapters/dataset-generator/generate-dataset.js', ['generateDataset']);
  const engine = await theirs<{ InMemoryDirectory: typeof InMemoryDirectory }>('adapters/persistence/memory/in-memory-directory.js', ['InMemoryDirectory']);
  const modules: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(MODULE_OF)) modules[name] = (await theirs<Record<string, unknown>>(path, [name]))[name];
  const dataset = generator.generateDataset({ schools, seed });
  return { ...(modules as unknown as EngineModules), dataset, directory: engine.InMemoryDirectory.fromDataset(dataset) };
}

function thisBuild(): EngineBuild {
  const dataset = generateDataset({ schools, seed });
  return { ...THIS_ENGINE, dataset, directory: InMemoryDirectory.fromDataset(dataset) };
}

type Listed = ReadonlyArray<{ id?: unknown }>;

/**
 * What an answer is, for telling whether two builds did the same work: its total and records' ids, a school's
 * detail's id with its instructors' total and previewed ids, a record's id, or nothing.
 */
function answerOf(result: unknown): string {
  if (result === null || result === undefined) return 'none';
  const { total, items, id, school, instructors } = result as {
    total?: number; items?: Listed; id?: unknown; school?: { id?: unknown }; instructors?: { total?: number; preview?: Listed };
  };
  const ids = (listed: Listed) => listed.map((item) => String(item.id)).join(',');
  if (items !== undefined) return `${String(total)}: ${ids(items)}`;
  if (school !== undefined && instructors?.preview !== undefined) return `${String(school.id)}; ${String(instructors.total)}: ${ids(instructors.preview)}`;
  return String(id ?? JSON.stringify(result).slice(0, 200));
}

/** Milliseconds `calls` calls take, counting on from `from` for queries that rotate; with --cold-mb, each call's own. */
async function timed([, run]: QueryCase, from: number, calls: number): Promise<number> {
  if (flushCaches === undefined) {
    const started = performance.now();
    for (let call = from; call < from + calls; call += 1) await run(call);
    return performance.now() - started;
  }
  let spent = 0;
  for (let call = from; call < from + calls; call += 1) {
    flushCaches();
    const started = performance.now();
    await run(call);
    spent += performance.now() - started;
  }
  return spent;
}

// The other build first: a checkout that cannot be loaded fails before this one's directory is built.
const other = await otherBuild();
const builds = [thisBuild(), other] as const;
// A module of its own for the other build's queries: a copy's call sites learn only what that build's objects are.
const otherCases = (await import(new URL('./search-cases.js?against', import.meta.url).href)) as { queryCases: typeof queryCases };
const cases: readonly [QueryCases, QueryCases] = [queryCases(builds[0]), otherCases.queryCases(builds[1])];
globalThis.gc?.();

const roundSize = flushCaches === undefined ? `a round at least ${roundMs} ms on either build` : `a round at least ${roundMs} ms of calls on either build, or ${COLD_CALLS_PER_ROUND} calls`;
console.log(`In process, ${schools} schools: this build against ${checkout}; per query, ${rounds / 2} pairs of rounds (the order swapped within each) after ${WARM_UP_MS} ms of warm-up, ${roundSize}.`);
console.log('÷ other build: the other build\'s time over this one\'s, the median of the pairs; above 1.00, this build is the faster. ≠: the builds\' answers differ.\n');
if (flushCaches !== undefined) console.log(`Caches cold: ${coldMegabytes} MB written through them before each call, untimed; at most ${COLD_CALLS_PER_ROUND} calls a round.\n`);
if (globalThis.gc === undefined) console.log('(Run with node --expose-gc to collect before each query rather than within its rounds.)\n');

const rows: string[][] = [['query', 'calls a round', 'µs, this build', 'µs, other build', '÷ other build']];
const differing: string[] = [];
const wanted = nameFilter(options.queries, cases[0].sections.flatMap((section) => section.cases.map(([name]) => name)));
for (const [section, { title, cases: mine }] of cases[0].sections.entries()) {
  const pairs = mine.map((entry, index) => [entry, cases[1].sections[section]?.cases[index] as QueryCase] as const).filter(([[name]]) => wanted(name));
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
    const callsFor = () => {
      const calls = Math.max(PROBE_CALLS, Math.ceil(roundMs / Math.max(...perCallMs, 1e-4)));
      return flushCaches === undefined ? calls : Math.min(calls, COLD_CALLS_PER_ROUND);
    };
    const runRound = async (round: number, calls: number, measured?: [number[], number[]]) => {
      // The order swapped every round, so that neither build always follows itself.
      for (const side of round % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const)) {
        const ms = await timed(pair[side], round * calls, calls);
        perCallMs[side] = ms / calls;
        measured?.[side].push((ms * 1000) / calls);
      }
    };
    const warmUpEnds = performance.now() + WARM_UP_MS;
    let round = 0;
    while (round < 2 || performance.now() < warmUpEnds) await runRound(round++, callsFor());
    const calls = callsFor();
    const micros: [number[], number[]] = [[], []];
    for (let measured = 0; measured < rounds; measured += 1) await runRound(round++, calls, micros);
    // One ratio a pair of consecutive rounds, one in each order.
    const ratio = (at: number) => (micros[1][at] as number) / (micros[0][at] as number);
    const ratios: number[] = [];
    for (let at = 0; at + 1 < micros[0].length; at += 2) ratios.push(Math.sqrt(ratio(at) * ratio(at + 1)));
    rows.push([`${same ? '' : '≠ '}${name}`, String(calls), median(micros[0]).toFixed(2), median(micros[1]).toFixed(2), median(ratios).toFixed(2)]);
  }
}
printTable(rows);
if (differing.length > 0) console.log(`\n≠ The builds answer differently (another total or other records): ${differing.join('; ')}.`);
