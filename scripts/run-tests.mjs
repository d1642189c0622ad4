#!/usr/bin/env node
// Runs every compiled test file under node:test, gated by line/branch coverage
// of the service's own code. `npm test` (scripts/test.mjs) writes dist/ first
// and checks the types beside the tests.
//
// Test files share processes. Alone, each file paid about a second of CPU to
// start Node, load Hapi, joi, zod and the MCP SDK, generate the test dataset
// and compile the OpenAPI check, which was most of the suite's CPU; c8 then
// read one coverage file per process. So the files are dealt into a few
// shards, each one process that imports its files in turn (a generated entry
// file under dist/test-shards), and the shards run side by side, one per core
// and at least two (alone, Node 20 runs one at a time on two cores). The files
// that mostly wait (WAITING below) have a shard of their own, started first
// and run beside the others: while it waits, the others have every core.
// They can share: no test takes a fixed port (servers listen on port 0), a
// Redis key without a per-run prefix, a path outside its own temporary
// directory, or a process-wide setting (environment, signal handlers,
// mocked globals; V8's --allow-natives-syntax, set by test/support/hidden-class.ts,
// is the one exception, as it changes nothing for code without `%` calls). A hook at a file's top level also runs around the tests
// of the files after it in its shard, so it may only touch its own file's
// state (as the afterEach of client-webhooks.test.ts does).
//
// `node scripts/run-tests.mjs FILE…` runs the given files, each in a process
// of its own, as before; TEST_CONCURRENCY=1 runs the shards one by one, to
// tell a test that fails beside another from one that fails alone.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith('.test.js') ? [path] : [];
  });
}

// The files whose time is mostly waiting, not computing: on timeouts (slow and
// idle clients, a stalled log), on a browser rendering the docs, on retries
// against a server that is down. Measured alone (node --test FILE), each
// spends 0.8–5.5 s more in wall time than in CPU time; together about 20 s
// of waiting. In a compute shard, each of those seconds left a core idle; in
// a shard of their own beside the others (one more shard at a time than
// cores), the computing shards use it, and `npm test` took 5–10 s less
// (README, "Tests and benchmarks"). Re-measure when a file's waits change:
// a file computing here takes CPU from the others.
const WAITING = new Set([
  'adapters/http/browser/docs-in-browser.test.js',
  'adapters/http/client-error-envelope.test.js',
  'adapters/http/graceful-drain.test.js',
  'adapters/http/slow-clients.test.js',
  'adapters/persistence/mongo/mongo-recovery.test.js',
  'adapters/persistence/mongo/mongo-unavailable.test.js',
  'adapters/webhooks/http-webhook-publisher.test.js',
  'bootstrap/log-destination.test.js',
]);

// Roughly the seconds each file holds its shard: the greater of its CPU time
// and its wall time (a file waiting on a browser or a child process holds its
// shard as long as one computing), measured one file at a time on the quiet
// 2-core machine, less the second of start-up a shard shares; for the files
// above a second and a half; any other file counts as one. Only the balance
// of the shards depends on it: a file missing here or measured long ago still
// runs, in a shard that may then end later than the others. Re-measure when
// the slowest-files list at the end changes.
const MEASURED_SECONDS = {
  'adapters/persistence/mongo/mongo-search-properties.test.js': 8.5,
  'adapters/http/rate-limit-load.test.js': 6.5,
  'adapters/mcp/mcp-tools.test.js': 6.0,
  'adapters/http/payment-callback.test.js': 5.5,
  'adapters/mcp/mcp-transport.test.js': 5.0,
  'adapters/http/school-search-properties.test.js': 4.5,
  'bootstrap/shutdown-under-load.test.js': 4.5,
  'adapters/http/http-surface-fuzz.test.js': 4.5,
  'adapters/http/school-routes.test.js': 4.5,
  'adapters/http/openapi-completeness.test.js': 4.0,
  'bootstrap/client-webhooks.test.js': 3.5,
  'adapters/persistence/memory/wide-match-pages.test.js': 3.5,
  'adapters/mcp/mcp-failures.test.js': 3.5,
  'adapters/http/request-guards.test.js': 3.5,
  'adapters/http/mcp/mcp-hostile-bodies.test.js': 3.5,
  'adapters/http/directory-routes.test.js': 3.5,
  'adapters/http/browser/read-api-cors.test.js': 3.5,
  'adapters/http/browser/conditional-get.test.js': 3.5,
  'adapters/persistence/memory/in-memory-search-properties.test.js': 3.0,
  'adapters/persistence/featured-update.test.js': 3.0,
  'adapters/mcp/mcp-featured-after-payment.test.js': 3.0,
  'adapters/http/openapi-document.test.js': 3.0,
  'adapters/http/error-envelope.test.js': 3.0,
  'adapters/persistence/mongo/mongo-injection-safety.test.js': 3.0,
  'adapters/persistence/mongo/payment-callback-outage.test.js': 2.5,
  'adapters/persistence/mongo/mongo-directory-contracts.test.js': 2.5,
  'adapters/persistence/mongo/mongo-differential-ties.test.js': 2.5,
  'adapters/http/suggest-routes.test.js': 2.5,
  'adapters/http/school-facets-near.test.js': 2.5,
  'adapters/dataset-generator/generate-cli.test.js': 2.5,
  'adapters/persistence/search-vocabulary.test.js': 2.0,
  'adapters/objects-born-old.test.js': 2.0,
  'bootstrap/process.test.js': 2.0,
  'adapters/persistence/mongo/mongo-outage-http.test.js': 2.0,
  'adapters/presenters/record-json.test.js': 1.5,
  'adapters/persistence/mongo/load/load-command.test.js': 1.5,
};

const TEST_ROOT = 'dist/test';
const SHARD_DIR = 'dist/test-shards';
/** How long a shard's process may stay open once its last test has run (its reporting takes a moment). */
const LEFT_OPEN_MS = 15_000;

/** A test file's path as the tables above name it. */
function nameOf(file) {
  return relative(TEST_ROOT, file).replaceAll('\\', '/');
}

function secondsOf(file) {
  return MEASURED_SECONDS[nameOf(file)] ?? 1;
}

/** Longest first, each to the shard with the least so far: the shards end close together. */
function shardsOf(files, count) {
  const shards = Array.from({ length: Math.min(count, files.length) }, () => ({ seconds: 0, files: [] }));
  for (const file of [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    lightest.files.push(file);
    lightest.seconds += secondsOf(file);
  }
  return shards.sort((a, b) => b.seconds - a.seconds);
}

/**
 * One entry file per shard, importing its test files in turn; node:test runs their tests in that order.
 * A first test holds the others back until every file has loaded, as if each had a process of its own:
 * otherwise a file's top-level probe (does Redis answer within a second?) could run beside another
 * file's tests, and skip its suites because the event loop was busy.
 */
function writeShardEntries(shards) {
  rmSync(SHARD_DIR, { recursive: true, force: true });
  mkdirSync(SHARD_DIR, { recursive: true });
  return shards.map((shard, index) => {
    const entry = join(SHARD_DIR, `shard-${index + 1}.test.js`);
    const imports = shard.files.sort().map((file) => `  await load(${JSON.stringify(pathToFileURL(resolve(file)).href)}, ${JSON.stringify(nameOf(file))});`);
    writeFileSync(entry, [
      `// Generated by scripts/run-tests.mjs: ${shard.files.length} test files, ${shard.waiting ? 'the ones that mostly wait' : `about ${shard.seconds} s`}.`,
      "import { test } from 'node:test';",
      'let loaded;',
      'const allLoaded = new Promise((resolve) => { loaded = resolve; });',
      "test('the shard loads its test files before any of their tests runs', () => allLoaded);",
      // A file that fails to load fails under its own name, and the files after it still run.
      'async function load(url, name) {',
      '  try { await import(url); } catch (error) { test(`${name} loads`, () => { throw error; }); }',
      '}',
      'try {',
      ...imports,
      '} finally {',
      '  loaded();',
      '}',
      // Registered last, so it runs last: a file that ends the process early (process.exit) fails the shard
      // rather than quietly leaving the tests after it unrun. And a file that leaves something open (a
      // socket, a server, a timer) would keep the shard's process, and `npm test`, from ever ending: a Redis
      // test whose clean-up failed on a slow machine left a connection that held CI for a quarter of an hour.
      // So once the last test has run, the shard gives the process LEFT_OPEN_MS to end; past that it names
      // what is still open and fails. The timer is unref'd: it holds nothing open itself.
      'let ranToEnd = false;',
      "test('the shard runs every test file to its end', () => {",
      '  ranToEnd = true;',
      '  setTimeout(() => {',
      `    console.error(\`# the shard's tests have all run, but after ${LEFT_OPEN_MS / 1000} s its process is still held open by: \${process.getActiveResourcesInfo().join(', ')}\`);`,
      '    process.exit(1);',
      `  }, ${LEFT_OPEN_MS}).unref();`,
      '});',
      "process.on('exit', (code) => { if (code === 0 && !ranToEnd) process.exitCode = 1; });",
      '',
    ].join('\n'));
    return entry;
  });
}

const concurrency = Number(process.env.TEST_CONCURRENCY ?? Math.max(2, availableParallelism()));
if (!Number.isInteger(concurrency) || concurrency < 1) {
  console.error(`TEST_CONCURRENCY must be a positive integer, got '${process.env.TEST_CONCURRENCY}'`);
  process.exit(1);
}
const only = process.argv.slice(2);
const all = only.length > 0 ? only : testFiles(TEST_ROOT);
if (all.length === 0) {
  console.error('No compiled test files under dist/test: run `npm run build` first.');
  process.exit(1);
}
const waiting = all.filter((file) => WAITING.has(nameOf(file)));
const computing = all.filter((file) => !WAITING.has(nameOf(file)));
// The waiting shard first, so that it starts at once and its waits overlap the others' work.
const files = only.length > 0 ? only : writeShardEntries([
  ...(waiting.length > 0 ? [{ waiting: true, files: waiting }] : []),
  // One computing shard per core: each costs about two seconds of CPU to load its modules and data, and
  // with the waiting files apart a second one per core only added that (README, "Tests and benchmarks").
  ...shardsOf(computing, concurrency),
]);
// One more process at a time for the waiting shard, unless the shards are to run one by one.
const processesAtOnce = only.length > 0 || concurrency === 1 || waiting.length === 0 ? concurrency : concurrency + 1;

const c8 = require.resolve('c8/bin/c8.js');
// The gate is for the whole suite: a few files named on the command line cover a part of the code by design.
const gate = only.length > 0 ? [] : ['--check-coverage', '--lines', '85', '--branches', '75', '--functions', '85'];
const coverage = [
  ...gate,
  '--include', 'dist/src/**', '--exclude', 'dist/src/**/*-cli.js',
  '--reporter', 'text-summary', '--reporter', 'html', '--reports-dir', 'coverage',
];
// node:test's own default reporter, plus the slowest files at the end (the time budget, README).
const reporters = [
  `--test-reporter=${process.stdout.isTTY ? 'spec' : 'tap'}`, '--test-reporter-destination=stdout',
  `--test-reporter=${new URL('slowest-test-files.mjs', import.meta.url).href}`, '--test-reporter-destination=stdout',
];
const result = spawnSync(process.execPath, [c8, ...coverage, process.execPath, '--test', `--test-concurrency=${processesAtOnce}`, ...reporters, ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
