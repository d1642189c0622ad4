/**
 * The HTTP benchmark's `--pin`: it says why when it cannot pin, runs wrk
 * under taskset on its own CPU, and moves every thread of a running server
 * to the servers' CPU (read back from the kernel, thread by thread).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { allowedCpusIn, cpuList, cpuPinning, onCpu, pinProcess, TASKSET, type CpuPinning } from '../../bench/http/cpu-pinning.js';

describe("the HTTP benchmark's CPU pinning", () => {
  it('puts the servers and wrk on the first two CPUs the process may use, or says what is missing', () => {
    assert.deepEqual(cpuPinning([0, 1], true), { servers: 0, client: 1 });
    assert.deepEqual(cpuPinning([4, 5, 6, 7], true), { servers: 4, client: 5 });
    assert.match(String(cpuPinning([3], true)), /two CPUs; this process may use 1/);
    assert.match(String(cpuPinning([0, 1], false)), /needs taskset/);
  });

  it("reads the kernel's CPU lists, ranges and single CPUs", () => {
    assert.deepEqual(allowedCpusIn('Name:\tnode\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\nMems_allowed:\t1\n'), [0, 1]);
    assert.deepEqual(cpuList('0-1\n'), [0, 1]);
    assert.deepEqual(cpuList('2,4-6,9'), [2, 4, 5, 6, 9]);
    assert.deepEqual(cpuList(''), []);
  });

  it('runs a command on one CPU through taskset, and as it is without one', () => {
    assert.deepEqual(onCpu(1, '/usr/bin/wrk', ['-t1', 'http://127.0.0.1:1']), [TASKSET, ['-c', '1', '/usr/bin/wrk', '-t1', 'http://127.0.0.1:1']]);
    assert.deepEqual(onCpu(undefined, '/usr/bin/wrk', ['-t1']), ['/usr/bin/wrk', ['-t1']]);
  });

  const pinnable = cpuPinning();
  const skip = typeof pinnable === 'string' ? `skipped: ${pinnable}` : process.platform !== 'linux' ? 'skipped: reads /proc' : false;
  if (skip) console.log(`# pinning a running process ${skip}`);

  it('moves every thread of a running Node process to the CPU, the ones it starts later included', { skip }, async () => {
    // A Node process has V8's and libuv's threads besides the main one; the worker starts after the pinning.
    const child = spawn(process.execPath, ['-e', `
      process.stdin.once('data', () => {
        const { Worker } = require('node:worker_threads');
        new Worker('setTimeout(() => {}, 10000)', { eval: true }).on('online', () => console.log('worker'));
      });
      console.log('ready');
    `], { stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
      assert.equal((await lines.next()).value, 'ready');
      const pid = child.pid as number;
      const cpu = (pinnable as CpuPinning).servers;
      pinProcess(pid, cpu);
      child.stdin.write('go\n');
      assert.equal((await lines.next()).value, 'worker');
      const threads = readdirSync(`/proc/${pid}/task`);
      assert.ok(threads.length > 2, `a Node process with a worker has more than two threads, not ${threads.length}`);
      for (const thread of threads) assert.deepEqual(allowedCpusIn(readFileSync(`/proc/${pid}/task/${thread}/status`, 'utf8')), [cpu], `thread ${thread}`);
    } finally {
      child.kill();
    }
  });
});
