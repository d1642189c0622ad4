#!/usr/bin/env node
// `npm test`: the type check runs beside the tests rather than before them.
// tsc spends about ten seconds on one core, mostly reading the declarations of
// the dependencies. So the JavaScript is written without the check
// (scripts/transpile.mjs, the same bytes tsc writes), the tests start at once,
// and tsc checks the types in a process of its own, at the lowest priority, so
// that it runs while the tests wait on sockets, child processes and a browser.
// Either failing fails the command; the type errors come last.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { transpile } from './transpile.mjs';

const require = createRequire(import.meta.url);

/** The child and a promise of its exit code and standard output. */
function run(args, stdio, { lowestPriority = false } = {}) {
  // nice(1) lowers the whole process before it starts, the threads V8 starts with it included.
  const child = lowestPriority && process.platform !== 'win32'
    ? spawn('nice', ['-n', '19', process.execPath, ...args], { stdio })
    : spawn(process.execPath, args, { stdio });
  let output = '';
  child.stdout?.on('data', (chunk) => { output += chunk; });
  const done = new Promise((resolve, reject) => {
    // Without nice(1) on the PATH, at the normal priority.
    child.once('error', (error) => (lowestPriority && error.code === 'ENOENT' ? resolve(run(args, stdio).done) : reject(error)));
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
  return { child, done };
}

// The lowest priority: tsc takes the CPU time the tests leave (while they wait on sockets, child
// processes and a browser) rather than time from them; alone, it would be about 16 s of CPU added to theirs.
const typeCheck = run([require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit', '--pretty', 'false'], ['ignore', 'pipe', 'inherit'], { lowestPriority: true });
try {
  transpile();
} catch (error) {
  // Nothing to test: stop the type check too rather than leave it running after this process.
  typeCheck.child.kill();
  throw error;
}
const tests = await run(['scripts/run-tests.mjs', ...process.argv.slice(2)], 'inherit').done;
const types = await typeCheck.done;
if (types.code === 0) console.log('\n# types: tsc --noEmit found no errors');
else console.log(`\n# types: tsc --noEmit failed\n${types.output}`);
process.exit(tests.code !== 0 ? tests.code : types.code);
