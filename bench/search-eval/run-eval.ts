/**
 * `npm run eval:search`: the evaluation set through the service's own search
 * endpoint and through MiniSearch (prefix + fuzzy 0.2, the usual defaults of
 * a small search library) on the same documents and fields, side by side:
 * success in the top three per category, and how often a query that has right
 * answers returns nothing. It prints; it asserts nothing.
 *
 *   node dist/bench/search-eval/run-eval.js [--schools 1000] [--seed 42] [--url http://127.0.0.1:3000] [--failures]
 *
 * Without --url the service is built in-process exactly as `npm start` builds
 * it (embedded directory, same seed) and asked through `server.inject`; with
 * --url a running service is asked over HTTP (it must be started with the
 * same SEED_SCHOOLS and SEED, and RATE_LIMIT_OVERRIDES for 127.0.0.1).
 */
import MiniSearch from 'minisearch';
import { generateDataset } from '../../src/adapters/dataset-generator/generate-dataset.js';
import { loadConfig } from '../../src/bootstrap/config.js';
import { createLogger } from '../../src/bootstrap/logger.js';
import { buildService } from '../../src/bootstrap/service.js';
import { COUNTRY_NAMES } from '../../src/domain/countries.js';
import type { School } from '../../src/domain/records.js';
import { answersRight, CATEGORIES, evaluationSet, type Category, type EvalQuery } from './evaluation-set.js';
import { benchOptions } from '../options.js';

const { values: args } = benchOptions({
  options: {
    schools: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '42' },
    url: { type: 'string' },
    failures: { type: 'boolean', default: false },
  },
}, import.meta.url);

interface Answer {
  top: number[];
  total: number;
}
type Engine = (q: string) => Promise<Answer>;

async function serviceEngine(): Promise<{ ask: Engine; close(): Promise<void> }> {
  const path = (q: string) => `/api/v1/schools?limit=3&q=${encodeURIComponent(q)}`;
  const read = (body: string): Answer => {
    const parsed = JSON.parse(body) as { success: boolean; data: Array<{ id: number }>; meta: { total: number } };
    if (!parsed.success) throw new Error(`the service refused a query: ${body}`);
    return { top: parsed.data.map((school) => school.id), total: parsed.meta.total };
  };
  if (args.url) {
    const base = args.url.replace(/\/$/, '');
    return { ask: async (q) => read(await (await fetch(base + path(q))).text()), close: async () => {} };
  }
  const config = loadConfig({ SEED_SCHOOLS: args.schools, SEED: args.seed, LOG_LEVEL: 'silent', RATE_LIMIT_OVERRIDES: '127.0.0.1/32:1000' });
  const service = await buildService(config, createLogger(config.logLevel));
  await service.server.initialize();
  return {
    ask: async (q) => read((await service.server.inject({ url: path(q), remoteAddress: '127.0.0.1' })).payload),
    close: () => service.stop(),
  };
}

/** MiniSearch over the fields the contract says `q` searches. */
function miniSearchEngine(schools: readonly School[]): Engine {
  const index = new MiniSearch<{ id: number; name: string; town: string; region: string; country: string; resorts: string }>({
    fields: ['name', 'town', 'region', 'country', 'resorts'],
  });
  index.addAll(schools.map((school) => ({
    id: school.id,
    name: school.name,
    town: school.town,
    region: school.region,
    country: COUNTRY_NAMES[school.country] ?? school.country,
    resorts: school.resorts.map((resort) => resort.name).join(' '),
  })));
  return async (q) => {
    const results = index.search(q, { prefix: true, fuzzy: 0.2 });
    return { top: results.slice(0, 3).map((result) => Number(result.id)), total: results.length };
  };
}

interface Tally {
  queries: number;
  right: number;
  empty: number;
}

async function evaluate(queries: readonly EvalQuery[], ask: Engine, failures: string[]): Promise<Map<Category | 'all answerable', Tally>> {
  const tallies = new Map<Category | 'all answerable', Tally>();
  const add = (key: Category | 'all answerable', right: boolean, empty: boolean) => {
    const tally = tallies.get(key) ?? { queries: 0, right: 0, empty: 0 };
    tally.queries += 1;
    if (right) tally.right += 1;
    if (empty) tally.empty += 1;
    tallies.set(key, tally);
  };
  for (const query of queries) {
    const answer = await ask(query.q);
    const right = answersRight(query, answer.top, answer.total);
    add(query.category, right, answer.total === 0);
    if (query.kind !== 'none') add('all answerable', right, answer.total === 0);
    if (!right) failures.push(`${query.category.padEnd(14)} ${JSON.stringify(query.q).padEnd(40)} total ${answer.total}, top ${JSON.stringify(answer.top)}, ${query.right.size} right`);
  }
  return tallies;
}

const percent = (part: number, whole: number): string => (whole === 0 ? '-' : `${Math.round((100 * part) / whole)}%`);

const dataset = generateDataset({ schools: Number(args.schools), seed: Number(args.seed) });
const queries = evaluationSet(dataset);
const service = await serviceEngine();
const serviceFailures: string[] = [];
const ours = await evaluate(queries, service.ask, serviceFailures);
await service.close();
const theirs = await evaluate(queries, miniSearchEngine(dataset.schools), []);

console.log(`search evaluation: ${queries.length} queries over ${dataset.schools.length} schools (seed ${args.seed}); ${args.url ? `service at ${args.url}` : 'service in-process'}`);
const rows = [['category', 'queries', 'service top-3', 'service empty', 'MiniSearch top-3', 'MiniSearch empty']];
for (const key of [...CATEGORIES, 'all answerable'] as const) {
  const a = ours.get(key);
  const b = theirs.get(key);
  if (!a || !b) continue;
  rows.push([key, String(a.queries), percent(a.right, a.queries), percent(a.empty, a.queries), percent(b.right, b.queries), percent(b.empty, b.queries)]);
}
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
console.log('(nonsense: "top-3" means it correctly returned nothing)');
if (args.failures) {
  console.log(`\nqueries the service answers wrong (${serviceFailures.length}):`);
  for (const line of serviceFailures) console.log(`  ${line}`);
}
