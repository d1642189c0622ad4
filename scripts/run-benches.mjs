#!/usr/bin/env node
// Runs the compiled benchmarks one after another (they must not compete for
// the two cores). `npm run bench -- search` runs only those whose name matches.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const filter = process.argv[2] ?? '';
const benches = readdirSync('dist/bench').filter((name) => name.endsWith('.bench.js') && name.includes(filter)).sort();
if (benches.length === 0) {
  console.error(`No benchmark matches '${filter}' in dist/bench.`);
  process.exit(1);
}
for (const bench of benches) {
  console.log(`\n=== ${bench}`);
  const result = spawnSync(process.execPath, [join('dist/bench', bench), ...process.argv.slice(3)], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
