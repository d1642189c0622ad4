/**
 * Latency of suggestions (the Suggest use case over the embedded engine) on
 * a large generated directory, as a search box asks for them: prefixes of
 * one, two and four letters taken from the directory's own names, resort
 * prefixes, one-typo resort names, two-word prefixes and other names of
 * places. Each case cycles through its set of inputs: the first pass is
 * reported on its own ("cold": nothing cached, typo answers included), then
 * p50 and p99 over repeated passes. Target: p99 at most 0.5 ms at 100k
 * schools. On a shared machine the wall-clock p99 mostly measures waiting
 * for a core, so the CPU time of each call (process.cpuUsage, all threads:
 * garbage collection included) is reported beside it. It prints; it
 * asserts nothing.
 *
 *   node dist/bench/suggest.bench.js [schools=100000] [seconds per case=2] [seed=42]
 */
import { generateDataset } from '../src/adapters/dataset-generator/generate-dataset.js';
import { InMemoryDirectory } from '../src/adapters/persistence/memory/in-memory-directory.js';
import { Suggest } from '../src/application/use-cases/suggest.js';
import { DEFAULT_SUGGESTIONS } from '../src/domain/suggestions.js';
import { words } from '../src/domain/text.js';
import { benchPositionals } from './options.js';
import { printTable, quantile } from './report.js';

const [schools = 100_000, secondsPerCase = 2, seed = 42] = benchPositionals(import.meta.url).map(Number);
const INPUTS_PER_CASE = 300;

const timed = async <T>(work: () => T | Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

const [dataset, generateMs] = await timed(() => generateDataset({ schools, seed }));
const [directory, indexMs] = await timed(() => InMemoryDirectory.fromDataset(dataset));
const suggest = new Suggest(directory.suggestions);
const [, suggestionIndexMs] = await timed(() => suggest.execute({ q: 'a', limit: DEFAULT_SUGGESTIONS }));
globalThis.gc?.();
console.log(`dataset: ${dataset.schools.length} schools, ${dataset.resorts.length} resorts (seed ${seed})`);
console.log(`generate ${(generateMs / 1000).toFixed(1)} s, directory index ${(indexMs / 1000).toFixed(1)} s, suggestion index (built on the first request) ${(suggestionIndexMs / 1000).toFixed(1)} s, heap ${Math.round(process.memoryUsage().heapUsed / 1_048_576)} MB`);

/** Up to INPUTS_PER_CASE distinct values, spread evenly over the list so the set does not favour one end of it. */
function spread(values: readonly string[]): string[] {
  const distinct = [...new Set(values)];
  const step = Math.max(1, Math.floor(distinct.length / INPUTS_PER_CASE));
  return distinct.filter((_, at) => at % step === 0).slice(0, INPUTS_PER_CASE);
}

/** A word with two neighbouring letters swapped: one edit, as people mistype. */
function swapped(word: string): string {
  const at = Math.floor(word.length / 2);
  return `${word.slice(0, at - 1)}${word[at]}${word[at - 1]}${word.slice(at + 1)}`;
}

const nameWords = [...dataset.schools.map((school) => school.name), ...dataset.schools.map((school) => school.town), ...dataset.resorts.map((resort) => resort.name)]
  .flatMap((name) => words(name));
const resortWords = dataset.resorts.flatMap((resort) => words(resort.name)).filter((word) => word.length >= 5 && word.length <= 8);

const cases: Array<[string, string[]]> = [
  ['1-letter prefixes (a..z)', [...'abcdefghijklmnopqrstuvwxyz']],
  ['2-letter prefixes of name words', spread(nameWords.filter((word) => word.length >= 2).map((word) => word.slice(0, 2)))],
  ['4-letter prefixes of name words', spread(nameWords.filter((word) => word.length >= 4).map((word) => word.slice(0, 4)))],
  ['3-letter prefixes of resort names', spread(dataset.resorts.map((resort) => words(resort.name)[0]?.slice(0, 3) ?? 'zer'))],
  ['resort name words with one typo (swap)', spread(resortWords.map(swapped))],
  ['two words, the second a prefix', spread(dataset.resorts.map((resort) => words(resort.name)).filter((parts) => parts.length >= 2).map((parts) => `${parts[0]} ${parts[1]?.slice(0, 2)}`))],
  ['other names of places and intent words', ['svizz', 'south ty', 'bavar', 'schweiz', 'snowb', 'débutant', 'kinder', 'tyrol', 'savoy', 'österr']],
];

/** Wall-clock and CPU milliseconds of one call. */
async function measured(q: string): Promise<[number, number]> {
  const cpu = process.cpuUsage();
  const [, wall] = await timed(() => suggest.execute({ q, limit: DEFAULT_SUGGESTIONS }));
  const used = process.cpuUsage(cpu);
  return [wall, (used.user + used.system) / 1000];
}

const rows: string[][] = [['case', 'inputs', 'cold p99 ms', 'ops/s', 'p50 ms', 'p99 ms', 'max ms', 'cpu p50 ms', 'cpu p99 ms']];
for (const [name, inputs] of cases) {
  const cold: number[] = [];
  for (const q of inputs) cold.push((await timed(() => suggest.execute({ q, limit: DEFAULT_SUGGESTIONS })))[1]);
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  const deadline = performance.now() + secondsPerCase * 1000;
  for (let at = 0; performance.now() < deadline && samples.length < 200_000; at += 1) {
    const [wall, cpu] = await measured(inputs[at % inputs.length] as string);
    samples.push(wall);
    cpuSamples.push(cpu);
  }
  const total = samples.reduce((sum, sample) => sum + sample, 0);
  rows.push([name, String(inputs.length), quantile(cold, 0.99).toFixed(3), Math.round((samples.length * 1000) / total).toString(),
    quantile(samples, 0.5).toFixed(3), quantile(samples, 0.99).toFixed(3), quantile(samples, 1).toFixed(3),
    quantile(cpuSamples, 0.5).toFixed(3), quantile(cpuSamples, 0.99).toFixed(3)]);
}

printTable(rows);
