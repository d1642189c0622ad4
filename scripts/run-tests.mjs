#!/usr/bin/env node
// Runs every compiled test file under node:test, gated by line/branch coverage
// of the service's own code. `npm test` builds first, so types are gated too.
import { readdirSync, statSync } from 'node:fs';
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

const only = process.argv.slice(2);
const files = (only.length > 0 ? only : testFiles('dist/test')).sort();
if (files.length === 0) {
  console.error('No compiled test files under dist/test: run `npm run build` first.');
  process.exit(1);
}

const c8 = require.resolve('c8/bin/c8.js');
const coverage = [
  '--check-coverage', '--lines', '85', '--branches', '75', '--functions', '85',
  '--include', 'dist/src/**', '--exclude', 'dist/src/**/*-cli.js',
  '--reporter', 'text-summary', '--reporter', 'html', '--reports-dir', 'coverage',
];
const result = spawnSync(process.execPath, [c8, ...coverage, process.execPath, '--test', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
