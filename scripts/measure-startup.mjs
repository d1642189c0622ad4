#!/usr/bin/env node
// Start-up of the embedded service as an operator sees it: from spawning
// `node dist/src/bootstrap/main.js` until GET /ready answers 200, and the
// process's resident memory then (VmRSS) and at its peak (VmHWM), Linux. Build first.
// The service gets what `npm start` sets before it (package.json's start script).
//
//   node scripts/measure-startup.mjs [SEED_SCHOOLS=100000] [port=3917] [node options...]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startScriptEnvironment } from '../dist/bench/start-environment.js';

const [schools = '100000', port = '3917', ...nodeOptions] = process.argv.slice(2);
const started = performance.now();
const child = spawn(process.execPath, [...nodeOptions, 'dist/src/bootstrap/main.js'], {
  env: { ...process.env, ...startScriptEnvironment(), SEED_SCHOOLS: schools, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((resolve) => child.once('exit', resolve));
const megabytes = (field) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

let ready = false;
// Bounded: a service that is not ready within ten minutes has failed.
while (!ready && performance.now() - started < 600_000 && child.exitCode === null) {
  ready = await fetch(`http://127.0.0.1:${port}/ready`).then((response) => response.status === 200, () => false);
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
}
const seconds = ((performance.now() - started) / 1000).toFixed(2);
if (ready) console.log(`SEED_SCHOOLS=${schools}: ready in ${seconds} s, RSS ${megabytes('VmRSS')} MB, peak RSS ${megabytes('VmHWM')} MB`);
else console.log(`SEED_SCHOOLS=${schools}: not ready after ${seconds} s`);
child.kill('SIGTERM');
await exited;
process.exitCode = ready ? 0 : 1;
