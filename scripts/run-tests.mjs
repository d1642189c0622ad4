#!/usr/bin/env node
// Runs every compiled test file under node:test, gated by line/branch coverage
// of the service's own code. `npm test` builds first, so types are gated too.
//
// Files run side by side: Node 20 alone would run one at a time on two cores
// (its default is cores - 1), leaving a core idle. They can, because no test
// takes a fixed port (servers listen on port 0), a Redis key without a per-run
// prefix, or a path outside its own temporary directory. TEST_CONCURRENCY=1
// runs them one by one.
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith('.test.js') ? [path] : [];
  });
}

// Files that each take longest alone, longest first (per-file wall and CPU,
// measured one at a time on the 2-core machine, issue 10). With files run side
// by side the run ends when its last file does, so a long file started last
// sets the run's length; started first, it overlaps the many short ones.
// Several wait more than they compute (a browser, child processes, sockets),
// which is why wall time, not CPU, orders them. A file missing here only
// starts later; re-measure when the slowest-files list at the end changes.
const LONGEST_FIRST = [
  'adapters/http/browser/docs-in-browser.test.js',
  'bootstrap/process.test.js',
  'adapters/http/rate-limit-load.test.js',
  'adapters/persistence/mongo/mongo-search-properties.test.js',
  'adapters/http/browser/conditional-get.test.js',
  'adapters/mcp/mcp-tools.test.js',
  'adapters/mcp/mcp-transport.test.js',
  'adapters/persistence/mongo/mongo-injection-safety.test.js',
  'adapters/http/browser/read-api-cors.test.js',
  'adapters/persistence/search-vocabulary.test.js',
  'bootstrap/shutdown-under-load.test.js',
  'adapters/http/payment-callback.test.js',
  'adapters/http/directory-routes.test.js',
  'adapters/http/request-guards.test.js',
  'bootstrap/client-webhooks.test.js',
  'adapters/http/http-surface-fuzz.test.js',
];

function startOrder(file) {
  const rank = LONGEST_FIRST.findIndex((slow) => file.replaceAll('\\', '/').endsWith(`/${slow}`));
  return rank === -1 ? LONGEST_FIRST.length : rank;
}

const only = process.argv.slice(2);
const files = (only.length > 0 ? only : testFiles('dist/test')).sort().sort((a, b) => startOrder(a) - startOrder(b));
if (files.length === 0) {
  console.error('No compiled test files under dist/test: run `npm run build` first.');
  process.exit(1);
}

// One file per core, at least two: measured on two cores, four at a time cost
// about 8% more CPU than two and finished no sooner.
const concurrency = Number(process.env.TEST_CONCURRENCY ?? Math.max(2, availableParallelism()));
if (!Number.isInteger(concurrency) || concurrency < 1) {
  console.error(`TEST_CONCURRENCY must be a positive integer, got '${process.env.TEST_CONCURRENCY}'`);
  process.exit(1);
}

const c8 = require.resolve('c8/bin/c8.js');
const coverage = [
  '--check-coverage', '--lines', '85', '--branches', '75', '--functions', '85',
  '--include', 'dist/src/**', '--exclude', 'dist/src/**/*-cli.js',
  '--reporter', 'text-summary', '--reporter', 'html', '--reports-dir', 'coverage',
];
// node:test's own default reporter, plus the slowest files at the end (the time budget, README).
const reporters = [
  `--test-reporter=${process.stdout.isTTY ? 'spec' : 'tap'}`, '--test-reporter-destination=stdout',
  `--test-reporter=${new URL('slowest-test-files.mjs', import.meta.url).href}`, '--test-reporter-destination=stdout',
];
const result = spawnSync(process.execPath, [c8, ...coverage, process.execPath, '--test', `--test-concurrency=${concurrency}`, ...reporters, ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
